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

describe('migration 0030_notifications_per_person', () => {
  it("gives every notification so far to its account's one person, and mutes nothing", async () => {
    const { db, migrate } = await database();
    await migrate(migrationsBefore('0030_notifications_per_person'));
    await db.execute(sql`insert into accounts (email, role, company_name) values
      ('acme@example.com', 'company', 'Acme'),
      ('maker@example.com', 'creator', null)`);
    await db.execute(sql`insert into company_members (company_id, account_id, role)
      values (1, 1, 'owner')`);
    await db.execute(sql`insert into notifications (company_id, message, coalesce_key) values
      (1, 'Your campaign is live', null),
      (2, 'You were picked', 'picked:1'),
      (1, '2 new messages', 'deal_message:4:creator')`);

    await migrate(MIGRATIONS_FOLDER);

    expect(
      await rowsOf(db, sql`select id, company_id, recipient_id from notifications order by id`),
    ).toEqual([
      { id: 1, company_id: 1, recipient_id: 1 },
      { id: 2, company_id: 2, recipient_id: 2 },
      { id: 3, company_id: 1, recipient_id: 1 },
    ]);
    expect(await rowsOf(db, sql`select muted_kinds from company_members`)).toEqual([
      { muted_kinds: [] },
    ]);
    // An unknown kind cannot be muted.
    await expect(
      db.execute(sql`update company_members set muted_kinds = array['money']::text[]`),
    ).rejects.toThrow();
  });
});
