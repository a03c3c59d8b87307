/**
 * The database's types, apart from client.ts (which opens one): what reads the database
 * (statistics.ts, every service) needs only these, and client.ts imports statistics.ts.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The one database type the app uses, whichever engine is behind it. Both PgliteDatabase
 * and NodePgDatabase extend PgDatabase; only the raw-result type of `db.execute()` differs
 * between them, so it stays the base `PgQueryResultHKT` (rows typed `unknown`): code that
 * needs raw SQL results must check their shape. The query builders are fully typed.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseEngine = 'pglite' | 'postgres';
