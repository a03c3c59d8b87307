import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { migrationTesting, rowsOf } from './helpers/migrations';

const { migrationsBefore, database } = migrationTesting();

describe('migration 0027_brand_teams', () => {
  it('makes each live company its own owner and names the person of every session', async () => {
    const { db, migrate } = await database();
    await migrate(migrationsBefore('0027_brand_teams'));
    await db.execute(sql`insert into accounts (email, role, company_name, deleted_at) values
      ('acme@example.com', 'company', 'Acme', null),
      ('gone@example.com', 'company', 'Gone', now()),
      ('maker@example.com', 'creator', null, null),
      ('beta@example.com', 'company', 'Beta', null)`);
    await db.execute(sql`insert into sessions (id, company_id, expires_at, role) values
      ('s1', 1, now() + interval '1 day', 'company'),
      ('s2', 3, now() + interval '1 day', 'creator'),
      ('s3', 4, now() + interval '1 day', 'company')`);

    await migrate(MIGRATIONS_FOLDER);

    expect(
      await rowsOf(
        db,
        sql`select company_id, account_id, role from company_members order by company_id`,
      ),
    ).toEqual([
      { company_id: 1, account_id: 1, role: 'owner' },
      { company_id: 4, account_id: 4, role: 'owner' },
    ]);
    expect(
      await rowsOf(db, sql`select id, company_id, account_id, team_role from sessions order by id`),
    ).toEqual([
      { id: 's1', company_id: 1, account_id: 1, team_role: 'owner' },
      { id: 's2', company_id: 3, account_id: 3, team_role: null },
      { id: 's3', company_id: 4, account_id: 4, team_role: 'owner' },
    ]);
    // One owner per company.
    await expect(
      db.execute(
        sql`insert into company_members (company_id, account_id, role) values (1, 4, 'owner')`,
      ),
    ).rejects.toThrow();
  });
});
