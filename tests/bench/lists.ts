/**
 * `npm run bench:lists`: the creators discovery and the deals list with ROWS (1,000) rows
 * loaded, in headless Chromium at a phone's width (375 px) and at 1440 px, the CPU slowed
 * 4× (a mid-range phone). The production client build served by the real server on a
 * fresh embedded database (seeded in process). Each list's pages are loaded at full speed
 * ("Load more", infinite scroll), then each filter and sort control is used a few times,
 * each change back and forth (so every other change shows the 1,000 loaded rows again),
 * and the longest task (PerformanceObserver 'longtask': over 50 ms; "0" is none) from the
 * click until the list settles is recorded. Prints each control's clicks, and per screen
 * and width the median and the max; goal: max ≤ 100 ms. The reference, measured in the
 * same run and the same conditions: a bare React page re-rendering ROWS plain rows on a
 * click.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CREATOR_SORTS } from '@/domain/creators/rules';
import { buildAll } from '@/server/cli/build';
import { buildPaths } from '@/server/cli/buildPaths';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { buildBareList, seedLists } from './listsSeed';
import { serveStatic } from './staticServer';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000);
const CPU_SLOWDOWN = 4;
const WIDTHS = [375, 1440] as const;
const GOAL_MS = 100;
const root = fileURLToPath(new URL('../..', import.meta.url));

/** In the page before any script: long tasks and GraphQL requests in flight, for settling. */
const PROBE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.__inflight = 0;
  const fetchBefore = window.fetch;
  window.fetch = async (...args) => {
    window.__inflight += 1;
    try { return await fetchBefore(...args); } finally { window.__inflight -= 1; }
  };
`;

interface Probe {
  __longTasks: Array<[number, number]>;
  __inflight: number;
}

interface Result {
  screen: string;
  width: number;
  control: string;
  /** The longest task after each click, ms (0: none over 50 ms). */
  tasks: number[];
}

/** Adds a control's figures, and says them at once (the whole run takes minutes). */
function record(results: Result[], result: Result) {
  results.push(result);
  const { screen, width, control, tasks } = result;
  console.log(`${screen} ${width} px ${control}: ${tasks.join(' ')}`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Runs `act`, waits until no request is in flight and no list is busy, returns its longest task. */
async function measure(page: Page, act: () => Promise<unknown>): Promise<number> {
  const since = await page.evaluate(() => performance.now());
  await act();
  const frames = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  await frames();
  await page.waitForFunction(
    () =>
      (window as unknown as Probe).__inflight === 0 &&
      document.querySelector('[aria-busy="true"]') === null,
    null,
    { polling: 50, timeout: 60_000 },
  );
  await frames();
  // Long-task entries are queued after the task: one more turn of the loop delivers them.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  return page.evaluate(
    (from) =>
      Math.max(
        0,
        ...(window as unknown as Probe).__longTasks
          .filter(([start]) => start >= from)
          .map(([, duration]) => Math.round(duration)),
      ),
    since,
  );
}

/** Runs `wait`; when it fails, says where the page was and what it showed. */
async function explained<T>(page: Page, wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (error) {
    const text = await page.evaluate(() => document.body.innerText.slice(0, 600));
    throw new Error(`${String(error)}\nat ${page.url()}:\n${text}`);
  }
}

async function openPage(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 },
  });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const slow = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, slow };
}

/** Logs in through the impersonation route (it stores the session), then opens `pathname`. */
async function logIn(page: Page, base: string, token: string, pathname: string) {
  await page.goto(`${base}/account/impersonate/${token}`);
  await page.waitForURL(`${base}/`);
  await page.goto(`${base}${pathname}`);
}

async function discovery(browser: Browser, base: string, token: string, campaignId: string) {
  const results: Result[] = [];
  for (const width of WIDTHS) {
    const { context, page, slow } = await openPage(browser, width);
    await logIn(page, base, token, `/campaign/${campaignId}/creators-discovery?tab=find`);
    // Scrolling down loads the next page before the end shows: scroll until row ROWS is there.
    await explained(
      page,
      page.waitForFunction(
        (last) => {
          window.scrollTo(0, document.body.scrollHeight);
          const rows = document.querySelectorAll('[data-testid="creator-row"]');
          const setSize = Number(rows[0]?.getAttribute('aria-setsize') ?? 0);
          if (rows.length > 0 && setSize <= last) throw new Error(`only ${setSize} creators match`);
          return document.querySelector(`[data-testid="creator-row"][data-index="${last}"]`);
        },
        ROWS - 1,
        { polling: 100, timeout: 300_000 },
      ),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await slow(CPU_SLOWDOWN);
    const sort = page.getByLabel('Sort by');
    const sortTasks: number[] = [];
    for (const value of CREATOR_SORTS.slice(1, 4)) {
      sortTasks.push(await measure(page, () => sort.selectOption(value)));
      sortTasks.push(await measure(page, () => sort.selectOption(CREATOR_SORTS[0])));
    }
    record(results, { screen: 'discovery', width, control: 'sort', tasks: sortTasks });
    // Below 1280 px the filters are in a drawer; the list re-renders behind it all the same.
    if (width < 1280) await page.getByRole('button', { name: 'Filters' }).click();
    const tier = page.getByRole('group', { name: 'Tier' }).getByRole('checkbox', { name: 'Pro' });
    const tierTasks: number[] = [];
    for (let i = 0; i < 6; i += 1) tierTasks.push(await measure(page, () => tier.click()));
    record(results, { screen: 'discovery', width, control: 'tier', tasks: tierTasks });
    await context.close();
  }
  return results;
}

async function deals(browser: Browser, base: string, token: string) {
  const results: Result[] = [];
  for (const width of WIDTHS) {
    const { context, page, slow } = await openPage(browser, width);
    await logIn(page, base, token, '/deals');
    // "Showing 1,000 of 1,200 deals": press Load more until ROWS are shown.
    await explained(
      page,
      page.waitForFunction(
        (rows) => {
          const text = [...document.querySelectorAll('[aria-live="polite"]')]
            .map((element) => element.textContent ?? '')
            .find((content) => content.startsWith('Showing'));
          const shown = Number(/Showing ([\d,]+)/.exec(text ?? '')?.[1]?.replaceAll(',', '') ?? 0);
          if (shown >= rows) return true;
          const more = [...document.querySelectorAll('button')].find(
            (button) => button.textContent === 'Load more' && !button.disabled,
          );
          more?.click();
          return false;
        },
        ROWS,
        { polling: 200, timeout: 300_000 },
      ),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await slow(CPU_SLOWDOWN);
    const status = page.getByRole('group', { name: 'Status' }).getByRole('button').nth(1);
    const statusTasks: number[] = [];
    for (let i = 0; i < 6; i += 1) statusTasks.push(await measure(page, () => status.click()));
    record(results, { screen: 'deals', width, control: 'status', tasks: statusTasks });
    for (const [control, label, value] of [
      ['campaign', 'Campaign', 1],
      ['delivery', 'Delivery', 1],
    ] as const) {
      const select = page.getByRole('combobox', { name: label, exact: true });
      const options = await select
        .locator('option')
        .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
      const tasks: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        tasks.push(await measure(page, () => select.selectOption(options[value + i] ?? '')));
        tasks.push(await measure(page, () => select.selectOption('')));
      }
      record(results, { screen: 'deals', width, control, tasks });
    }
    await context.close();
  }
  return results;
}

async function bare(browser: Browser, url: string) {
  const results: Result[] = [];
  for (const width of WIDTHS) {
    const { context, page, slow } = await openPage(browser, width);
    await page.goto(url);
    await page.getByRole('button', { name: 'Sort' }).waitFor();
    await slow(CPU_SLOWDOWN);
    const tasks: number[] = [];
    const button = page.getByRole('button', { name: 'Sort' });
    for (let i = 0; i < 6; i += 1) tasks.push(await measure(page, () => button.click()));
    record(results, { screen: `bare React, ${ROWS} rows`, width, control: 'sort', tasks });
    await context.close();
  }
  return results;
}

function report(results: Result[]) {
  console.log(
    `\nLongest task per click (ms; 0 = none over 50 ms), ${ROWS} rows, CPU ÷${CPU_SLOWDOWN}`,
  );
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| Screen | Width | Control | Clicks | Median | Max |');
  console.log('|---|---|---|---|---|---|');
  for (const { screen, width, control, tasks } of results) {
    console.log(
      `| ${screen} | ${width} | ${control} | ${tasks.join(' ')} | ${median(tasks)} | ${Math.max(...tasks)} |`,
    );
  }
  console.log('\n| Screen | Width | Median | Max | Goal |');
  console.log('|---|---|---|---|---|');
  const groups = new Map<string, number[]>();
  for (const { screen, width, tasks } of results) {
    const key = `${screen} | ${width}`;
    groups.set(key, [...(groups.get(key) ?? []), ...tasks]);
  }
  for (const [key, tasks] of groups) {
    const max = Math.max(...tasks);
    const goal = key.startsWith('bare') ? 'reference' : max <= GOAL_MS ? 'met' : 'ABOVE';
    console.log(`| ${key} | ${median(tasks)} | ${max} | ${goal} |`);
  }
}

const executablePath = chromiumPath();
if (!executablePath)
  throw new Error('bench:lists needs Chromium (CHROMIUM_PATH or /usr/bin/chromium)');

await buildAll(root);
const bareDir = await buildBareList(path.join(root, '.bench'), ROWS);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ugc-bench-lists-'));
const server = await startServer({
  env: { NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0' },
  dataDir,
  port: 0,
  host: '127.0.0.1',
  staticDir: buildPaths(root).client,
  logger: createLogger({ logLevel: 'silent' }),
});
const bareServer = await serveStatic(bareDir);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
try {
  const data = await seedLists(server, Number(process.env.BENCH_CREATORS ?? 12_000), ROWS + 200);
  console.log(`seeded: ${data.deals.count} deals; discovery campaign ${data.discovery.campaignId}`);
  const results = [
    ...(process.env.BENCH_SKIP_BARE ? [] : await bare(browser, bareServer.url)),
    ...(await discovery(browser, server.url, data.discovery.token, data.discovery.campaignId)),
    ...(await deals(browser, server.url, data.deals.token)),
  ];
  report(results);
} finally {
  await browser.close();
  bareServer.server.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
