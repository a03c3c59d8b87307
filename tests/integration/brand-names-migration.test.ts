import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { migrationTesting, type Db } from './helpers/migrations';

const { migrationsBefore, database } = migrationTesting();

async function names(db: Db, companyId: number): Promise<string[]> {
  const result = await db.execute(
    sql`select name from brands where company_id = ${companyId} order by id`,
  );
  // Both drivers answer { rows }; db.execute's row type is unknown on purpose.
  return (result as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
}

describe('migration 0006_brand_names', () => {
  it('renames the brands whose names repeat in a company, then enforces unique names', async () => {
    const { db, migrate } = await database();
    await migrate(migrationsBefore('0006_brand_names'));
    await db.execute(
      sql`insert into companies (email) values ('a@example.com'), ('b@example.com')`,
    );
    const brand = (company: number, name: string, minute: number) =>
      db.execute(sql`insert into brands (company_id, name, description, created_at)
        values (${company}, ${name}, 'A description', ${`2026-01-01T00:0${minute}:00Z`})`);
    await brand(1, 'Acme', 0);
    await brand(1, 'ACME', 1);
    await brand(1, 'acme (2)', 2);
    await brand(1, 'acme', 3);
    await brand(1, 'Twenty characters xx', 4);
    await brand(1, 'twenty Characters XX', 5);
    await brand(2, 'acme', 6);

    await migrate(MIGRATIONS_FOLDER);

    // The oldest keeps its name; the others get the first free suffix, within 20 characters.
    expect(await names(db, 1)).toEqual([
      'Acme',
      'ACME (3)',
      'acme (2)',
      'acme (4)',
      'Twenty characters xx',
      'twenty Character (2)',
    ]);
    expect(await names(db, 2)).toEqual(['acme']);
    await expect(brand(1, 'ACME (3)', 7)).rejects.toThrow();
    await expect(brand(2, 'Acme (2)', 7)).resolves.toBeDefined();
  });
});
