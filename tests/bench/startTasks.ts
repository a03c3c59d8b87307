/**
 * `npm run bench:start-tasks`: the long tasks of the app's start on /login, at a phone's
 * speed (the CPU slowed 4×, as Lighthouse's mobile preset does), in the production build
 * served as `npm start` serves it. Each run is a first visit in a fresh context; the page
 * reports its long tasks (over 50 ms) until React owns it and a moment after. Printed per
 * run: the tasks (duration@start, ms) and their blocking time (the part of each over
 * 50 ms, summed, as Lighthouse's TBT counts it); then the median. Every task of the start
 * should stay under 50 ms where it can (docs/performance.md, The first screen).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildAll } from '@/server/cli/build';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { startProductionServer } from './productionServer';

const RUNS = Number(process.env.RUNS ?? 5);
const PAGE = process.env.PAGE ?? '/login';
const CPU_SLOWDOWN = 4;
/** How long the page is watched after React owns it: the hydration's slices and effects. */
const SETTLE_MS = 2000;
const root = fileURLToPath(new URL('../..', import.meta.url));

const executablePath = chromiumPath();
if (!executablePath) throw new Error('bench:start-tasks needs Chromium (CHROMIUM_PATH)');

await buildAll(root);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ugc-bench-tasks-'));
const server = startProductionServer(root, dataDir);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const url = `${await server.url}${PAGE}`;
  const blocking: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: Array<[number, number]> = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
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
