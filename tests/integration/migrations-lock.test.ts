/**
 * Several servers on one PostgreSQL database (PostgreSQL only: the embedded database has
 * one server by construction): starting together on a fresh database they apply the
 * migrations once and all start; each opens at most DATABASE_POOL_SIZE connections.
 */
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '@/server/db/client';
import type { DatabaseHandle } from '@/server/db/client';
import { createTestDatabase } from './helpers/database';
import { usesPostgres } from './helpers/testServer';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDatabase(): Promise<string> {
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  return database.url;
}

function track(handle: DatabaseHandle): DatabaseHandle {
  cleanups.push(() => handle.close());
  return handle;
}

/** Connections to the database of `url` as PostgreSQL sees them (from another connection). */
async function connectionsTo(url: string): Promise<number> {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      'select count(*) as count from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return Number(result.rows[0]?.count);
  } finally {
    await client.end();
  }
}

describe.skipIf(!usesPostgres)('PostgreSQL migrations and pool', () => {
  it('applies the migrations once when three servers open a fresh database at once', async () => {
    const url = await freshDatabase();
    const handles = await Promise.all(
      [1, 2, 3].map(async () => track(await openDatabase({ databaseUrl: url }))),
    );
    const migrations = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
    const applied = await handles[0]!.db.execute(
      sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
    );
    const rows = (applied as unknown as { rows: Array<{ times: number }> }).rows;
    expect(rows).toHaveLength(migrations.length);
    expect(rows.every((row) => row.times === 1)).toBe(true);
    // Every one of them serves.
    for (const handle of handles) {
      await expect(handle.db.execute(sql`select count(*) from accounts`)).resolves.toBeTruthy();
    }
  });

  it('never opens more than its pool size, however many queries run at once', async () => {
    const url = await freshDatabase();
    const poolSize = 3;
    const { db } = track(await openDatabase({ databaseUrl: url, poolSize }));
    let peak = 0;
    const queries = Array.from({ length: 3 * poolSize }, () =>
      db.execute(sql`select pg_sleep(0.2)`),
    );
    const watching = (async () => {
      let settled = false;
      void Promise.all(queries).finally(() => (settled = true));
      while (!settled) {
        peak = Math.max(peak, await connectionsTo(url));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await Promise.all(queries);
    await watching;
    expect(peak).toBe(poolSize);
  });
});
