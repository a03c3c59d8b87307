/**
 * Keeping the planner's statistics current. PostgreSQL's autovacuum does it on a server;
 * the embedded PGlite never runs it, so without this its planner believes every table is
 * as small as when it was created (and sorts a 5,000-product company in full).
 */
import { sql } from 'drizzle-orm';
import type { Database, DatabaseEngine } from './database';

/** How often the embedded database's tables are checked for large changes. */
export const STATISTICS_CHECK_MS = 30_000;

/** The product name search's trigram index (migration 0003), when pg_trgm is installed. */
const ENSURE_TRIGRAM_INDEX = sql.raw(`DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);
  END IF;
END
$$`);

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Array<Record<string, unknown>>) : [];
}

/**
 * VACUUM ANALYZE of every table changed by more than autovacuum's default threshold
 * (50 rows plus 10% of the table) since its last analysis; returns their names. The
 * embedded engine only: it reads its own statistics counters, which it flushes on request.
 */
export async function analyzeChangedTables(db: Database): Promise<string[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const changed = rowsOf(
    await db.execute(sql`select s.relname as name from pg_stat_user_tables s
      join pg_class c on c.oid = s.relid
      where s.schemaname = 'public'
        and s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`),
  ).map((row) => String(row.name));
  for (const name of changed) {
    // Also marks pages all-visible, so counts can read indexes alone.
    await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
  }
  return changed;
}

/**
 * Right after the migrations: the trigram index if it became possible, fresh statistics,
 * and on the embedded engine a periodic check for large changes (bulk inserts, a deleted
 * company). Returns what stops the check.
 */
export async function maintainStatistics(
  db: Database,
  engine: DatabaseEngine,
): Promise<() => void> {
  await db.execute(ENSURE_TRIGRAM_INDEX);
  await db.execute(sql`analyze`);
  if (engine !== 'pglite') return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // A failed check (the database closing) is retried at the next tick.
    analyzeChangedTables(db)
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  }, STATISTICS_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
