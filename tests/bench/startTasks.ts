/**
 * `npm run bench:start-tasks`: the long tasks of the app's start on /login (or PAGE=/deals
 * and the like, logged in as bench:lighthouse's company with its data), at a phone's
 * speed (the CPU slowed 4×, as Lighthouse's mobile preset does), in the production build
 * served as `npm start` serves it. Each run is a first visit in a fresh context; the page
 * reports its long tasks (over 50 ms) until React owns it and a moment after. Printed per
 * run: the tasks (duration@start, ms) and their blocking time (the part of each over
 * 50 ms, summed, as Lighthouse's TBT counts it); then the median. Every task of the start
 * should stay under 50 ms where it can (docs/performance.md, The first screen). DETAILS=1
 * adds the scripts each long frame ran, for finding what to cut.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { runAdminCommand } from '@/server/admin/client';
import { buildAll } from '@/server/cli/build';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { seedPages } from './lighthouseSeed';
import { startProductionServer } from './productionServer';

const RUNS = Number(process.env.RUNS ?? 5);
/** The page; any but a logged-out screen is opened logged in as bench:lighthouse's company. */
const PAGE = process.env.PAGE ?? '/login';
const LOGGED_OUT = ['/login', '/signup', '/forgot'];
const CPU_SLOWDOWN = 4;
/** DETAILS=1 prints, per run, the scripts each long animation frame ran (what to cut). */
const DETAILS = process.env.DETAILS === '1';
/** How long the page is watched after React owns it: the hydration's slices and effects. */
const SETTLE_MS = 2000;
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The impersonation link of the seeded company, on this server's address. */
async function impersonationLink(dataDir: string, base: string, email: string) {
  const result = await runAdminCommand(dataDir, ['impersonate', email]);
  if (result.code !== 0) throw new Error(`admin impersonate: ${result.stderr}`);
  const link = result.stdout
    .trim()
    .split(/\s+/)
    .find((word) => word.includes('/impersonate/'));
  if (!link) throw new Error(`no link in: ${result.stdout}`);
  return `${base}${new URL(link).pathname}`;
}

const executablePath = chromiumPath();
if (!executablePath) throw new Error('bench:start-tasks needs Chromium (CHROMIUM_PATH)');

await buildAll(root);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ugc-bench-tasks-'));
const email = LOGGED_OUT.includes(PAGE) ? null : (await seedPages(dataDir)).email;
const server = startProductionServer(root, dataDir);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const base = await server.url;
  const url = `${base}${PAGE}`;
  // The impersonation link stores a session in each context that opens it.
  const link = email ? await impersonationLink(dataDir, base, email) : null;
  const blocking: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    if (link) {
      const login = await context.newPage();
      await login.goto(link);
      await login.waitForURL(`${base}/`);
      await login.close();
    }
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: Array<[number, number]> = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
      // With DETAILS=1: which scripts each long frame ran (Long Animation Frames API).
      const frames: string[] = [];
      Object.assign(window, { __longFrames: frames });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          startTime: number;
          duration: number;
          scripts: Array<{ invoker: string; sourceURL: string; duration: number }>;
        }>) {
          const scripts = entry.scripts
            .filter((script) => script.duration >= 10)
            .map((script) => {
              const file = script.sourceURL.split('/').pop() ?? '';
              return `${Math.round(script.duration)} ${script.invoker} ${file}`;
            });
          frames.push(
            `  frame ${Math.round(entry.duration)}@${Math.round(entry.startTime)}: ${scripts.join('; ')}`,
          );
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    // A first visit: the session is stored, the scripts are not cached.
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    // React marks the element it renders into when it takes the page over.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer$'),
      ),
    );
    await page.waitForTimeout(SETTLE_MS);
    const tasks = await page.evaluate(
      () => (window as unknown as { __longTasks: Array<[number, number]> }).__longTasks,
    );
    const total = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    blocking.push(total);
    const list = tasks.map(([start, duration]) => `${duration}@${start}`).join(' ');
    console.log(`run ${run}: blocking ${total} ms; long tasks ${list || 'none'}`);
    if (DETAILS) {
      const frames = await page.evaluate(
        () => (window as unknown as { __longFrames: string[] }).__longFrames,
      );
      console.log(frames.join('\n'));
    }
    await context.close();
  }
  const median = [...blocking].sort((a, b) => a - b)[Math.floor(blocking.length / 2)];
  console.log(`\n${PAGE}, CPU ${CPU_SLOWDOWN}× slower: median blocking time ${median} ms`);
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
