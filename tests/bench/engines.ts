/**
 * The API benchmarks' servers: the production server on a fresh embedded database, then,
 * when DATABASE_URL is set, on a fresh PostgreSQL database created and dropped here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import type { RunningServer } from '@/server/main';
import { createTestDatabase } from '../integration/helpers/database';

export type Engine = 'PGlite' | 'PostgreSQL';

/** Runs `bench` against a server on each engine in turn; each server is gone afterwards. */
export async function onEachEngine<T>(
  bench: (engine: Engine, server: RunningServer) => Promise<T[]>,
): Promise<T[]> {
  const logger = createLogger({ logLevel: 'silent' });
  const env = { NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0' };
  const results: T[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'ugc-bench-'));
  const embedded = await startServer({ env, dataDir, port: 0, host: '127.0.0.1', logger });
  try {
    results.push(...(await bench('PGlite', embedded)));
  } finally {
    await embedded.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!process.env.DATABASE_URL) return results;
  const database = await createTestDatabase();
  const pgDir = mkdtempSync(join(tmpdir(), 'ugc-bench-'));
  try {
    const server = await startServer({
      env,
      dataDir: pgDir,
      databaseUrl: database.url,
      port: 0,
      host: '127.0.0.1',
      logger,
    });
    try {
      results.push(...(await bench('PostgreSQL', server)));
    } finally {
      await server.close();
    }
  } finally {
    await database.drop();
    rmSync(pgDir, { recursive: true, force: true });
  }
  return results;
}
