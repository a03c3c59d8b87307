import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { createTestDatabase } from './helpers/database';
import { usesPostgres } from './helpers/testServer';

type Db = PgDatabase<PgQueryResultHKT>;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The migrations folder as it was before `tag` (its files and journal up to the one before). */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ugc-migrations-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** A database of the engine under test, and how to migrate it with a migrations folder. */
async function database(): Promise<{ db: Db; migrate: (folder: string) => Promise<void> }> {
  if (usesPostgres) {
    const created = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: created.url });
    cleanups.push(created.drop, () => pool.end());
    const db = drizzlePg({ client: pool });
    return { db, migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }) };
  }
  const client = await PGlite.create();
  cleanups.push(() => client.close());
  const db = drizzlePglite({ client });
  return { db, migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }) };
}

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
