import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { migrationTesting, type Db } from './helpers/migrations';

const { migrationsBefore, database } = migrationTesting();

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Why a statement failed: drizzle wraps the driver's error, whose message names the rule. */
async function failureOf(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'no failure';
}

describe('migration 0018_accounts_table', () => {
  it('renames the accounts of both roles, keeping every row, id, reference and rule', async () => {
    const { db, migrate } = await database();
    await migrate(migrationsBefore('0018_accounts_table'));
    await db.execute(sql`insert into companies (email, role, company_name)
      values ('brand@example.com', 'company', 'Acme'), ('maker@example.com', 'creator', null)`);
    await db.execute(sql`insert into sessions (id, company_id, expires_at, role)
      values ('s1', 2, now() + interval '1 day', 'creator')`);

    await migrate(MIGRATIONS_FOLDER);

    expect(
      await rowsOf<{ id: number; email: string; role: string }>(
        db,
        sql`select id, email, role from accounts order by id`,
      ),
    ).toEqual([
      { id: 1, email: 'brand@example.com', role: 'company' },
      { id: 2, email: 'maker@example.com', role: 'creator' },
    ]);
    await expect(db.execute(sql`select 1 from companies`)).rejects.toThrow();
    // The session still belongs to its account, and deleting the account still takes it.
    await db.execute(sql`delete from accounts where id = 2`);
    expect(await rowsOf(db, sql`select id from sessions`)).toEqual([]);
    // The ids go on from where they were; the e-mail rules hold under their new names.
    const [next] = await rowsOf<{ id: number }>(
      db,
      sql`insert into accounts (email) values ('next@example.com') returning id`,
    );
    expect(next!.id).toBe(3);
    expect(
      await failureOf(db.execute(sql`insert into accounts (email) values ('BRAND@example.com')`)),
    ).toMatch(/accounts_email_lower_case/);
    expect(
      await failureOf(db.execute(sql`insert into accounts (email) values ('brand@example.com')`)),
    ).toMatch(/accounts_email_unique/);
  });
});
