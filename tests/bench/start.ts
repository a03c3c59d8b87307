/**
 * `npm run bench:start`: how fast the production server starts and how much memory it
 * holds once idle, next to a bare Node HTTP server measured in the same run. Builds first
 * (not timed), then for each case, RUNS times: spawn the process, time until /healthz
 * answers 200, let it idle, read its resident memory (VmRSS of that very process), stop it.
 * Cases: the product on an empty data directory (a first start), the product reopening the
 * data directory of an earlier start, and the bare server. Goals: ≤ 3 s, ≤ 300 MB.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '@/server/cli/build';
import { buildPaths } from '@/server/cli/buildPaths';

const RUNS = Number(process.env.RUNS ?? 3);
const IDLE_MS = Number(process.env.IDLE_MS ?? 3000);
const GOAL_START_S = 3;
const GOAL_RSS_MB = 300;

const root = fileURLToPath(new URL('../..', import.meta.url));
const BARE_SERVER = `require('node:http')
  .createServer((req, res) => res.end('ok'))
  .listen(0, '127.0.0.1', function () { console.log('running at http://127.0.0.1:' + this.address().port); });`;

interface Sample {
  startSeconds: number;
  rssMegabytes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).status === 200;
  } catch {
    return false;
  }
}

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return (kilobytes * 1024) / 1e6;
}

/** One start of `args` (run by this node): seconds until healthy, then idle RSS. */
async function measure(args: string[], dataDir: string): Promise<Sample> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let url: string | undefined;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited before answering:\n${output}`);
      url ??= /running at (http:\/\/\S+)/.exec(output)?.[1]?.replace('localhost', '127.0.0.1');
      if (url && (await healthy(url))) break;
      await sleep(10);
    }
    const startSeconds = (performance.now() - started) / 1000;
    await sleep(IDLE_MS);
    return { startSeconds, rssMegabytes: rssMegabytes(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function run(name: string, sample: () => Promise<Sample>) {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i += 1) samples.push(await sample());
  return {
    name,
    start: median(samples.map((s) => s.startSeconds)),
    rss: median(samples.map((s) => s.rssMegabytes)),
  };
}

await buildAll(root);
const server = buildPaths(root).server;
const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ugc-bench-start-'));
  dirs.push(dir);
  return dir;
};

try {
  const reused = newDataDir();
  await measure([server], reused); // creates the database the "reopening" case opens
  const rows = [
    await run('ugc-desk, empty data directory', () => measure([server], newDataDir())),
    await run('ugc-desk, existing data directory', () => measure([server], reused)),
    await run('bare Node HTTP server', () => measure(['-e', BARE_SERVER], newDataDir())),
  ];
  console.log(
    `\nStart until /healthz answers, and idle RSS after ${IDLE_MS} ms (median of ${RUNS})\n`,
  );
  console.log('| Server | Cold start | Idle RSS |');
  console.log('|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.name} | ${row.start.toFixed(2)} s | ${Math.round(row.rss)} MB |`);
  }
  console.log(
    `\nGoals for ugc-desk on an empty data directory: ≤ ${GOAL_START_S} s, ≤ ${GOAL_RSS_MB} MB.`,
  );
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
