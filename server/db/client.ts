import {
  cpSync,
  existsSync,
  mkdirSync,
  openAsBlob,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { NamedStatementsClient } from './namedStatements';
import { PGLITE_EXTENSIONS, parseLikeDrizzle } from './pglite';
import type { Database, DatabaseEngine } from './database';
import * as schema from './schema';
import { maintainStatistics } from './statistics';

export type { Database, DatabaseEngine } from './database';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL server URL; when set, the embedded database is not used. */
  databaseUrl?: string | undefined;
  /** Embedded database directory parent (PGlite keeps its files in `<dataDir>/db`). */
  dataDir?: string | undefined;
  /** In-memory PGlite (tests): nothing is written to disk. */
  memory?: boolean | undefined;
  /**
   * A closed PGlite data directory with the migrations applied (server/build/
   * databaseTemplate.ts): a new embedded database starts as a copy of it instead of running
   * initdb, which takes seconds and leaves the process holding hundreds of megabytes.
   * With `memory`, a dump of one (`dumpPgliteTemplate`): the tests' many in-memory
   * databases load it instead of each running initdb and every migration.
   */
  template?: string | undefined;
  /** Most connections the PostgreSQL pool opens (DATABASE_POOL_SIZE); pg's default of 10 when unset. */
  poolSize?: number | undefined;
}

/**
 * PGlite's shared buffers default to 128 MB, all of it resident once touched: most of the
 * server's memory. 16 MB still holds every table of a 5,000-product company several times
 * over; the operating system caches the files beneath. (Measured: idle RSS 326 → 181 MB
 * with PGlite alone at 32 MB; the whole server's median 259 → 235 MB from 32 to 16 MB, with
 * the same Products throughput.)
 */
const PGLITE_OPTIONS = {
  extensions: PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

function isEmptyDirectory(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Copies the template into `dir` when it holds no database yet. The copy goes to a sibling
 * first and is renamed into place, so an interrupted copy is never opened as a database.
 */
function seedFromTemplate(dir: string, template: string): void {
  if (!isEmptyDirectory(dir) || !existsSync(template)) return;
  const staging = `${dir}.seeding-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(template, staging, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The advisory lock key that servers starting together on one PostgreSQL database take
 * around the migrations (an arbitrary constant: it only has to be ours alone).
 */
export const MIGRATIONS_LOCK_KEY = 4_171_202_901;

/**
 * Applies pending migrations and the statistics' first pass while holding
 * MIGRATIONS_LOCK_KEY on one dedicated connection: several servers starting at once on a
 * fresh database would otherwise all try to create the same tables (and fail on each
 * other's). The others wait, then find nothing left to do. The lock is a session lock, so
 * a crashed server's dies with its connection.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    try {
      const db = drizzlePg({ client, schema });
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await maintainStatistics(db, 'postgres');
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]);
    }
  } catch (error) {
    broken = true; // a connection left in an unknown state is not handed out again
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Opens the database and applies pending migrations before anyone queries it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      Client: NamedStatementsClient,
      max: options.poolSize,
    });
    // An idle client losing its connection emits 'error' on the pool; without a listener
    // that would crash the process. The next query gets a fresh connection.
    pool.on('error', () => {});
    try {
      await migrateUnderLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg({ client: pool, schema });
    return { db, engine: 'postgres', close: () => pool.end() };
  }

  let client: PGlite;
  if (options.memory) {
    const loadDataDir = options.template ? await openAsBlob(options.template) : undefined;
    client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir });
  } else {
    if (!options.dataDir) throw new Error('openDatabase needs dataDir, memory or databaseUrl');
    const dir = join(options.dataDir, 'db');
    if (options.template) seedFromTemplate(dir, options.template);
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, PGLITE_OPTIONS);
  }
  parseLikeDrizzle(client);
  const db = drizzlePglite({ client, schema });
  let stopStatistics: () => void;
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    stopStatistics = await maintainStatistics(db, 'pglite');
  } catch (error) {
    await client.close();
    throw error;
  }
  const close = () => {
    stopStatistics();
    return client.close();
  };
  return { db, engine: 'pglite', close };
}

/**
 * Writes a migrated in-memory database's files to `file` (uncompressed tar), for
 * openDatabase({ memory: true, template: file }).
 */
export async function dumpPgliteTemplate(file: string): Promise<void> {
  const handle = await openDatabase({ memory: true });
  try {
    const client = (handle.db as { $client?: PGlite }).$client;
    if (!client) throw new Error('dumpPgliteTemplate: not an embedded database');
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}
