import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, expect } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { createTestDatabase } from './database';
import { usesPostgres } from './testServer';

/** A database of either engine, through drizzle. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The rows of a statement (both drivers answer { rows }; db.execute's type is unknown). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * What a migration test needs: the migrations as they were before one of them, and a
 * fresh database of the engine under test to run them on. Each file that calls this gets
 * its temporary folders and databases removed after each test.
 */
export function migrationTesting() {
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

  return { migrationsBefore, database };
}
