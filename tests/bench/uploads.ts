/**
 * `npm run bench:uploads`: one company's hostile uploads must not stall another company
 * (docs/product.md#images). The real server (startServer, embedded database, in this
 * process) serves two companies; a client process measures the other company's
 * CompanyData, one request at a time for BENCH_SECONDS (default 10), first idle, then while
 * the hostile one runs 8 loops uploading a 47 KB PNG of 4000 × 4000 zeros (64 MB decoded).
 * Prints both p95s side by side and their ratio; fails (exit 1) above 5×.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { issueSession } from '@/server/auth/tokens';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import type { RunningServer } from '@/server/main';
import { benchCompany } from './requests';
import type { ClientOrder, ClientResult } from './uploadsClient';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOOPS = 8;
/** The other company's p95 under the hostile loops, at most this many times its idle p95. */
const GOAL_RATIO = 5;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function sessionOfNewCompany(server: RunningServer) {
  const { company } = await benchCompany(server.db);
  return (await issueSession(server.db, server.config.jwtSecret, company.id)).token;
}

/** Runs the client through tsx in a child process and reads its one JSON line. */
function runClient(order: ClientOrder): Promise<ClientResult> {
  const client = join(ROOT, 'tests', 'bench', 'uploadsClient.ts');
  const args = ['--import', 'tsx', client, JSON.stringify(order)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the upload client exited with ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1)!) as ClientResult);
    });
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ugc-bench-'));
  const server = await startServer({
    env: { NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0' },
    dataDir,
    port: 0,
    host: '127.0.0.1',
    logger: createLogger({ logLevel: 'silent' }),
  });
  let result: ClientResult;
  try {
    result = await runClient({
      url: server.url,
      probeToken: await sessionOfNewCompany(server),
      uploadToken: await sessionOfNewCompany(server),
      loops: LOOPS,
      seconds: SECONDS,
    });
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const idle = percentile(result.idleMs, 95);
  const loaded = percentile(result.loadedMs, 95);
  const ratio = loaded / idle;
  const row = (name: string, times: number[]) =>
    `${name.padEnd(34)}  ${`${percentile(times, 50).toFixed(1)} ms`.padStart(10)}  ${`${percentile(times, 95).toFixed(1)} ms`.padStart(10)}  ${String(times.length).padStart(8)}`;
  console.log(`\nAnother company's CompanyData, one request at a time, ${SECONDS} s each\n`);
  console.log(
    `${''.padEnd(34)}  ${'p50'.padStart(10)}  ${'p95'.padStart(10)}  ${'requests'.padStart(8)}`,
  );
  console.log(row('idle', result.idleMs));
  console.log(row(`under ${LOOPS} hostile upload loops`, result.loadedMs));
  const refused = Object.entries(result.uploads.refused)
    .map(([code, count]) => `${count} ${code}`)
    .join(', ');
  console.log(
    `\nHostile uploads: ${result.uploads.accepted} accepted${refused ? `, refused: ${refused}` : ''}`,
  );
  const verdict = ratio <= GOAL_RATIO ? 'ok' : 'ABOVE GOAL';
  console.log(`p95 ratio: ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×) ${verdict}`);
  if (ratio > GOAL_RATIO) process.exitCode = 1;
}

await main();
