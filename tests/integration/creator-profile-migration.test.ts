import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ageOn, parseIsoDay } from '@/domain/creators/profile';
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

/** The rows of a statement (both drivers answer { rows }; db.execute's type is unknown). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('migration 0017_creator_profile', () => {
  it('gives existing creators a date of birth that keeps their age, and no handles', async () => {
    const { db, migrate } = await database();
    await migrate(migrationsBefore('0017_creator_profile'));
    await db.execute(sql`insert into companies (email, role)
      values ('a@example.com', 'creator'), ('b@example.com', 'creator')`);
    for (const [id, age] of [
      [1, 18],
      [2, 64],
    ] as const) {
      await db.execute(sql`insert into creators (id, name, avatar_url, tier, categories,
          followers, views, engagement_bp, price_cents, age, gender, ethnicity, country)
        values (${id}, 'Ana', 'https://example.com/a.png', 'basic', '{beauty}', 10, 0, 0, 100,
          ${age}, 'female', 'asian', 'BR')`);
    }

    await migrate(MIGRATIONS_FOLDER);

    const rows = await rowsOf<{
      age: number;
      date_of_birth: string | Date;
      gender: string | null;
      instagram_handle: string | null;
      instagram_verified: boolean;
      today: string | Date;
    }>(
      db,
      sql`select age, date_of_birth::text as date_of_birth, gender, instagram_handle,
        instagram_verified, current_date::text as today from creators order by id`,
    );
    for (const row of rows) {
      const birth = parseIsoDay(String(row.date_of_birth))!;
      expect(ageOn(birth, parseIsoDay(String(row.today))!)).toBe(row.age);
      expect(row).toMatchObject({
        gender: 'female',
        instagram_handle: null,
        instagram_verified: false,
      });
    }
    expect(rows.map((row) => row.age)).toEqual([18, 64]);
    // Gender may now be left out; a handle needs its followers.
    await db.execute(sql`update creators set gender = null, ethnicity = null where id = 1`);
    await expect(
      db.execute(sql`update creators set tiktok_handle = 'ana' where id = 1`),
    ).rejects.toThrow();
  });
});
