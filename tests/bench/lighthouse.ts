/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: a mid-range phone on a slow 4G
 * network, simulated) on /login and, logged in as a company with data (lighthouseSeed.ts:
 * campaigns of every status, deals in every stage, products), on /, /campaigns, /deals and
 * /products of the production build, served by the production server exactly as `npm
 * start` runs it. Median of RUNS runs per page: score, LCP, FCP, TBT, CLS, and the largest
 * layout shifts with the element that moved, so a regression names its cause. Then, logged
 * in through the creators' login as a seeded creator the active campaigns are open to and
 * the company picked for some deals, on /creator/marketplace, /creator/deals and one of
 * its deal pages. Goals: /login ≥ 95, the logged-in pages ≥ 90, CLS ≤ 0.02. The
 * same is measured for a bare page of Chakra and Redux and for a bare app of the stack's
 * own libraries, as references of what the stack itself costs.
 *
 * Logged-in pages need the session in the browser's storage: one Chromium serves every
 * run; before the logged-in runs it opens the impersonation link (`npm run admin --
 * impersonate`), which stores the session, and each run is told not to reset storage. Its
 * HTTP cache is cleared before every run instead, so each one is a first visit.
 * `ONLY=/login` (comma-separated) measures some pages alone; `DETAILS=1` prints what costs
 * main-thread time in each page's first run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { runAdminCommand } from '@/server/admin/client';
import { buildAll } from '@/server/cli/build';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { buildBaselines } from './baselines';
import { CREATOR_PASSWORD, seedPages, seedProducts } from './lighthouseSeed';
import { startProductionServer } from './productionServer';
import { serveStatic } from './staticServer';

const RUNS = Number(process.env.RUNS ?? 3);
/** ONLY=/login,/deals measures those pages alone (no references), while working on them. */
const ONLY = process.env.ONLY?.split(',') ?? null;
const wanted = (pathname: string) => ONLY === null || ONLY.includes(pathname);
/** The logged-in pages, each showing the seeded company's data. */
const ALL_LOGGED_IN = ['/', '/campaigns', '/deals', '/products'];
const LOGGED_IN = ALL_LOGGED_IN.filter(wanted);
/** The creators' pages, logged in as a seeded creator the active campaigns are open to. */
const ALL_CREATOR = ['/creator/marketplace', '/creator/deals', '/creator/deals/{id}'];
const CREATOR = ALL_CREATOR.filter(wanted);
/** How many of a page's largest layout shifts are printed. */
const SHIFT_SOURCES = 3;
const root = fileURLToPath(new URL('../..', import.meta.url));

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function admin(dataDir: string, ...argv: string[]): Promise<string> {
  const result = await runAdminCommand(dataDir, argv);
  if (result.code !== 0) throw new Error(`admin ${argv.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

interface Row {
  page: string;
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** The largest layout shifts: score and the element that moved most. */
  shifts: string[];
}

interface ShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string };
}

/** Lighthouse's `layout-shifts` audit as lines: a regression names its element. */
function shiftLines(details: unknown): string[] {
  const items = ((details as { items?: ShiftItem[] } | undefined)?.items ?? []).slice(
    0,
    SHIFT_SOURCES,
  );
  return items.map(
    (item) =>
      `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? '(no element)'} ${(item.node?.snippet ?? '').slice(0, 100)}`,
  );
}

const chromePath = chromiumPath();
if (!chromePath)
  throw new Error('bench:lighthouse needs Chromium (CHROMIUM_PATH or /usr/bin/chromium)');

await buildAll(root);
const baselines = await buildBaselines(path.join(root, '.bench'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'ugc-bench-lighthouse-'));
const { email, creatorEmail, creatorDealId } = await seedPages(dataDir);
const server = startProductionServer(root, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const base = (await server.url).replace('http://localhost:', 'http://127.0.0.1:');
  const link = (await admin(dataDir, 'impersonate', email)).replace(
    'http://localhost:',
    'http://127.0.0.1:',
  );
  await seedProducts(base, decodeURIComponent(link.split('/').pop() ?? ''));
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);

  /**
   * One Lighthouse run on a cold cache. A run Lighthouse could not score (a
   * `runtimeError`, or a metric it could not measure, as on a busy machine) is said and
   * made again, twice at most.
   */
  async function lighthouseRun(url: string, loggedIn: boolean) {
    for (let attempt = 1; ; attempt += 1) {
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: loggedIn,
      });
      const error = result?.lhr.runtimeError;
      const scored = result?.lhr.categories.performance?.score != null;
      if ((scored && !error) || attempt === 3) return result;
      const why = error ? `${error.code}: ${error.message}` : 'no score';
      console.warn(`${url}: Lighthouse could not finish (${why}); again`);
    }
  }

  async function audit(pathname: string, loggedIn: boolean, origin = base): Promise<Row> {
    const samples: Row[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouseRun(`${origin}${pathname}`, loggedIn);
      const audits = result?.lhr.audits;
      if (process.env.DETAILS && i === 0) {
        // What costs main-thread time (per script) and the long tasks, for the first run.
        for (const id of [
          'bootup-time',
          'long-tasks',
          'mainthread-work-breakdown',
          'lcp-breakdown-insight',
          'metrics',
          'network-dependency-tree-insight',
        ]) {
          const items = (audits?.[id]?.details as { items?: unknown[] } | undefined)?.items;
          console.log(`${pathname} ${id}:`, JSON.stringify(items?.slice(0, 8), null, 1));
        }
      }
      const score = result?.lhr.categories.performance?.score;
      if (!audits || score == null) throw new Error(`no Lighthouse result for ${pathname}`);
      samples.push({
        page: pathname,
        score: Math.round(score * 100),
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
        shifts: shiftLines(audits['layout-shifts']?.details),
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    }
    const cls = median(samples.map((s) => s.cls));
    return {
      page: pathname,
      score: median(samples.map((s) => s.score)),
      lcp: median(samples.map((s) => s.lcp)),
      fcp: median(samples.map((s) => s.fcp)),
      tbt: median(samples.map((s) => s.tbt)),
      cls,
      // The shifts of the run whose CLS is the median one.
      shifts: samples.find((s) => s.cls === cls)?.shifts ?? [],
    };
  }

  const rows = wanted('/login') ? [await audit('/login', false)] : [];
  // The references (tests/bench/baselines.ts), served compressed the same way: a bare page
  // of Chakra and Redux, and a bare app of the stack's own libraries, each used minimally.
  const references: Array<[string, string]> = [
    ['bare Chakra + Redux page', baselines.chakraRedux],
    ["bare app of the stack's libraries", baselines.stack],
  ];
  for (const [name, dir] of ONLY === null ? references : []) {
    const reference = await serveStatic(dir);
    try {
      rows.push({ ...(await audit('/', false, reference.url)), page: name });
    } finally {
      reference.server.close();
    }
  }
  // The link stores the session, then opens the Dashboard.
  await page.goto(link);
  await page.waitForURL(`${base}/`);
  for (const pathname of LOGGED_IN) rows.push(await audit(pathname, true));
  if (CREATOR.length > 0) {
    // Logged out of the company, then in through the creators' login, as a creator is. The
    // storage is cleared from a page of the origin where the app does not run: a starting
    // app would store its session again (when the company's pages were skipped, ONLY=).
    await page.goto(`${base}/healthz`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}/creator/login`);
    await page.getByLabel('E-mail').fill(creatorEmail);
    await page.getByLabel('Password', { exact: true }).fill(CREATOR_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${base}/creator/marketplace`);
    // Measured with data: the seeded campaigns are listed.
    await page.getByTestId('market-card').first().waitFor();
    for (const pathname of CREATOR) {
      // A deal's page: one of the creator's own deals (the seeded company picked it).
      const path = pathname.replace('{id}', creatorDealId);
      rows.push({ ...(await audit(path, true)), page: pathname });
    }
  }
  await browser.close();

  console.log(`\nLighthouse ${'13'} mobile, production build, median of ${RUNS}\n`);
  console.log('| Page | Score | LCP | FCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.score} | ${(row.lcp / 1000).toFixed(1)} s | ${(row.fcp / 1000).toFixed(1)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} |`,
    );
  }
  console.log('\nLargest layout shifts (score, element), of the run with the median CLS:');
  for (const row of rows.filter((r) => r.shifts.length > 0)) {
    console.log(`${row.page}\n  ${row.shifts.join('\n  ')}`);
  }
  const pages = [...ALL_LOGGED_IN, ...ALL_CREATOR].join(', ');
  console.log(`\nGoals: /login ≥ 95; ${pages} ≥ 90; CLS ≤ 0.02 everywhere.`);
} finally {
  chrome.kill();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
