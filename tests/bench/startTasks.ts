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
/**
 * PROFILE=1 samples the main thread's JavaScript over the whole run and prints the
 * functions with the most time, their own and with what they call (names are readable in
 * a build made without minifying: `BUILD_MINIFY=0`).
 */
const PROFILE = process.env.PROFILE === '1';
/**
 * The page is watched until it has been quiet this long (no long task), as Lighthouse's
 * time to interactive waits for a quiet window: the hydration's slices, the layout's and
 * screen's chunks, the first data and its render all count.
 */
const QUIET_MS = 3000;
/** A page that never goes quiet is reported as it stands after this long. */
const WATCH_LIMIT_MS = 30_000;
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

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};

/** The functions with the most sampled time: their own, and with their callees. */
function printProfile(profile: {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const label = ({ callFrame }: ProfileNode) =>
    `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').pop() ?? ''}:${callFrame.lineNumber + 1}`;
  /** Each function's time, its own and with its callees, over some samples. */
  const tally = (from: number, to: number) => {
    const own = new Map<string, number>();
    const total = new Map<string, number>();
    for (let index = from; index < to; index += 1) {
      const sample = samples[index]!;
      const ms = (deltas[index] ?? 0) / 1000;
      const leaf = nodes.get(sample);
      if (!leaf) continue;
      own.set(label(leaf), (own.get(label(leaf)) ?? 0) + ms);
      const seen = new Set<string>();
      for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) {
        const node = nodes.get(id);
        if (!node) break;
        const name = label(node);
        if (seen.has(name)) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + ms);
      }
    }
    return { own, total };
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const top = (map: Map<string, number>, count: number, indent = '  ') =>
    [...map]
      .filter(([name]) => !/^\((root|program|idle)\)/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${indent}${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  // The main thread's busy stretches (between idle samples) of 50 ms or more: the long
  // tasks, each with what took its time.
  const idle = (index: number) => nodes.get(samples[index]!)?.callFrame.functionName === '(idle)';
  let clock = 0;
  for (let from = 0; from < samples.length;) {
    if (idle(from)) {
      clock += (deltas[from] ?? 0) / 1000;
      from += 1;
      continue;
    }
    let to = from;
    let ms = 0;
    while (to < samples.length && !idle(to)) ms += (deltas[to++] ?? 0) / 1000;
    if (ms >= 50) {
      const { own, total } = tally(from, to);
      console.log(`busy ${ms.toFixed(0)} ms at ${clock.toFixed(0)}:`);
      console.log(`${top(own, 6, '    own ')}\n${top(total, 14, '    all ')}`);
    }
    clock += ms;
    from = to;
  }
  const whole = tally(0, samples.length);
  console.log(`own time (CPU slowed ${CPU_SLOWDOWN}×):\n${top(whole.own, 30)}`);
  console.log(`with callees:\n${top(whole.total, 60)}`);
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
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url);
    // React marks the element it renders into when it takes the page over.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer$'),
      ),
    );
    await page
      .waitForFunction(
        (quiet) => {
          const tasks = (window as unknown as { __longTasks: Array<[number, number]> }).__longTasks;
          const last = tasks.at(-1);
          const quietSince = last ? last[0] + last[1] : 0;
          return performance.now() - quietSince > quiet;
        },
        QUIET_MS,
        { timeout: WATCH_LIMIT_MS, polling: 250 },
      )
      .catch(() => console.log(`run ${run}: not quiet after ${WATCH_LIMIT_MS} ms`));
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
    if (PROFILE) printProfile((await cdp.send('Profiler.stop')).profile);
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
