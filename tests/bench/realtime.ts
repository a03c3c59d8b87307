/**
 * `npm run bench:realtime`: a burst of real-time messages against the real app. Starts the
 * server (embedded broker) with the built client, logs a company in in Chromium, then a
 * second process (`npm run admin -- notify … --count 10000 --over-ms 1000`) publishes
 * 10,000 notifications in one second. Reports what the app received and dropped (read
 * from what it shows: every message is either its own toast or counted in "+N more"),
 * the total of the main thread's long tasks during the burst, and the most toasts on
 * screen at once. Targets: none dropped, long tasks under 300 ms, never more than 3.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAdminCommand } from '@/server/admin/client';
import { ensureClientBuild } from '@/server/cli/clientBuild';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import { launchBrowser } from '../e2e/browser';

const MESSAGES = Number(process.env.MESSAGES ?? 10_000);
const OVER_MS = 1000;
const TARGET_LONG_TASKS_MS = 300;
const TARGET_MAX_TOASTS = 3;
const TEXT = 'Bench';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Installed before the app loads: watches long tasks and the toast region. A string, not a
 * function: tsx would add helpers to a function's source that the page does not have.
 */
const INSTRUMENT = `
  const bench = { longTasks: 0, maxToasts: 0, texts: new Set(), summary: 0 };
  bench.reset = () => {
    bench.longTasks = 0;
    bench.maxToasts = 0;
    bench.texts = new Set();
    bench.summary = 0;
  };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks += entry.duration;
  }).observe({ type: 'longtask', buffered: false });
  const look = () => {
    const toasts = document.querySelectorAll('section [role="status"], section [role="alert"]');
    bench.maxToasts = Math.max(bench.maxToasts, toasts.length);
    for (const toast of toasts) {
      const text = toast.textContent || '';
      const single = /Bench #\\d+/.exec(text);
      if (single) bench.texts.add(single[0]);
      const more = /\\+(\\d+)/.exec(text);
      if (more) bench.summary = Math.max(bench.summary, Number(more[1]));
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
`;

async function admin(dataDir: string, ...argv: string[]): Promise<string> {
  const result = await runAdminCommand(dataDir, argv);
  if (result.code !== 0) throw new Error(`admin ${argv.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

function runProcess(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const dist = path.join(root, 'dist');
ensureClientBuild(root, dist);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ugc-bench-realtime-'));
const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) };
const server = await startServer({
  env,
  memory: true,
  host: '127.0.0.1',
  port: 0,
  dataDir,
  staticDir: dist,
  logger: createLogger({ logLevel: 'silent' }),
});
const browser = await launchBrowser();
let failed = false;
try {
  const email = `bench-${Date.now()}@example.com`;
  await admin(dataDir, 'company-add', email);
  const link = await admin(dataDir, 'impersonate', email);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(INSTRUMENT);
  await page.goto(`${server.url}${new URL(link).pathname}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });

  // Wait until the app is subscribed: a probe arrives as a toast; then let it go away.
  let subscribed = false;
  for (let i = 0; i < 20 && !subscribed; i++) {
    await admin(dataDir, 'notify', email, `Probe ${i}`);
    subscribed = await page
      .getByText(`Probe ${i}`)
      .waitFor({ timeout: 1000 })
      .then(() => true)
      .catch(() => false);
  }
  if (!subscribed) throw new Error('the app never received the probe notification');
  await page.waitForTimeout(6500);
  await page.evaluate('window.__bench.reset()');

  console.log(`Publishing ${MESSAGES} messages over ${OVER_MS} ms from a second process…`);
  const started = Date.now();
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const code = await runProcess(
    tsx,
    [
      'server/cli/admin.ts',
      'notify',
      email,
      TEXT,
      '--count',
      String(MESSAGES),
      '--over-ms',
      String(OVER_MS),
    ],
    { ...process.env, DATA_DIR: dataDir },
  );
  if (code !== 0) throw new Error(`the publishing process exited with ${code}`);
  const publishMs = Date.now() - started;
  // The tail of the burst reaches the page: wait until the count stops changing.
  const count = async () =>
    (await page.evaluate('window.__bench.texts.size + window.__bench.summary')) as number;
  let last = -1;
  for (let waited = 0; waited < 20_000; waited += 1000) {
    await page.waitForTimeout(1000);
    const now = await count();
    if (now === last || now >= MESSAGES) break;
    last = now;
  }
  const settledMs = Date.now() - started;
  if (process.env.BENCH_DEBUG) {
    console.log(
      await page.evaluate(() => document.querySelector('section')?.outerHTML.slice(0, 2000)),
    );
  }

  const result = (await page.evaluate(`({
    longTasks: window.__bench.longTasks,
    maxToasts: window.__bench.maxToasts,
    single: window.__bench.texts.size,
    summary: window.__bench.summary,
  })`)) as { longTasks: number; maxToasts: number; single: number; summary: number };
  const received = result.single + result.summary;
  const dropped = MESSAGES - received;
  console.log(`published:        ${MESSAGES} in ${publishMs} ms (including process start)`);
  console.log(
    `received:         ${received} (${result.single} own toasts + ${result.summary} summarised)`,
  );
  console.log(`dropped:          ${dropped} (all shown ${settledMs} ms after the start)`);
  console.log(
    `long tasks total: ${result.longTasks.toFixed(0)} ms (target < ${TARGET_LONG_TASKS_MS})`,
  );
  console.log(`most toasts:      ${result.maxToasts} (target <= ${TARGET_MAX_TOASTS})`);
  failed =
    dropped !== 0 ||
    result.longTasks >= TARGET_LONG_TASKS_MS ||
    result.maxToasts > TARGET_MAX_TOASTS;
  console.log(failed ? 'FAIL: a target was missed' : 'OK: every target met');
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
