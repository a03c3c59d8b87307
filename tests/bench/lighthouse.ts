/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: a mid-range phone on a slow 4G
 * network, simulated) on /login, / and /products of the production build, served by the
 * production server exactly as `npm start` runs it. Median of RUNS runs per page: score,
 * LCP, TBT, CLS. Goals: /login ≥ 95, the logged-in pages ≥ 90. The same is measured for
 * a bare page of Chakra and Redux and for a bare app of the stack's own libraries, as
 * references of what the stack itself costs.
 *
 * Logged-in pages need the session in the browser's storage: one Chromium serves every
 * run; before the logged-in runs it opens the impersonation link (`npm run admin --
 * impersonate`), which stores the session, and each run is told not to reset storage. Its
 * HTTP cache is cleared before every run instead, so each one is a first visit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { BRAND_CREATE } from '@/features/brands/api';
import { PRODUCT_CREATE } from '@/features/products/api';
import { runAdminCommand } from '@/server/admin/client';
import { buildAll } from '@/server/cli/build';
import { buildPaths } from '@/server/cli/buildPaths';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { gqlRequest } from '../integration/helpers/http';
import { buildBaselines } from './baselines';
import { serveStatic } from './staticServer';

const RUNS = Number(process.env.RUNS ?? 3);
const PRODUCTS = 20;
const root = fileURLToPath(new URL('../..', import.meta.url));

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function admin(dataDir: string, ...argv: string[]): Promise<string> {
  const result = await runAdminCommand(dataDir, argv);
  if (result.code !== 0) throw new Error(`admin ${argv.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** The production server (`node build/server/main.js`); resolves with its URL. */
function startProductionServer(dataDir: string) {
  const child = spawn(process.execPath, [buildPaths(root).server], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { child, url };
}

/** A company with a brand and PRODUCTS products; returns its impersonation link. */
async function seedCompany(dataDir: string, url: string): Promise<string> {
  const email = 'bench@example.com';
  await admin(dataDir, 'company-add', email, '--name', 'Acme Studio');
  const link = await admin(dataDir, 'impersonate', email);
  const token = link.split('/').pop() ?? '';
  const endpoint = `${url}/v1/j`;
  const brand = await gqlRequest(endpoint, BRAND_CREATE, {
    token,
    variables: { name: 'Acme Co', description: 'Tools for every trade' },
  });
  const brandId = brand.body.data?.BrandCreate.id;
  if (!brandId) throw new Error(`brand not created: ${JSON.stringify(brand.body)}`);
  for (let i = 1; i <= PRODUCTS; i += 1) {
    const product = await gqlRequest(endpoint, PRODUCT_CREATE, {
      token,
      variables: {
        brand_id: brandId,
        name: `Product ${i}`,
        price: 1000 + i,
        link: `https://shop.example.com/p/${i}`,
        description: 'A product of the benchmark',
        category: 'home',
      },
    });
    if (!product.body.data) throw new Error(`product not created: ${JSON.stringify(product.body)}`);
  }
  return link.replace('http://localhost:', 'http://127.0.0.1:');
}

interface Row {
  page: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const chromePath = chromiumPath();
if (!chromePath)
  throw new Error('bench:lighthouse needs Chromium (CHROMIUM_PATH or /usr/bin/chromium)');

await buildAll(root);
const baselines = await buildBaselines(path.join(root, '.bench'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'ugc-bench-lighthouse-'));
const server = startProductionServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const base = (await server.url).replace('http://localhost:', 'http://127.0.0.1:');
  const link = await seedCompany(dataDir, base);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);

  async function audit(pathname: string, loggedIn: boolean, origin = base): Promise<Row> {
    const samples: Row[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(`${origin}${pathname}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: loggedIn,
      });
      const audits = result?.lhr.audits;
      if (process.env.DETAILS && i === 0) {
        // What costs main-thread time (per script) and the long tasks, for the first run.
        for (const id of [
          'bootup-time',
          'long-tasks',
          'mainthread-work-breakdown',
          'largest-contentful-paint-element',
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
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    }
    return {
      page: pathname,
      score: median(samples.map((s) => s.score)),
      lcp: median(samples.map((s) => s.lcp)),
      tbt: median(samples.map((s) => s.tbt)),
      cls: median(samples.map((s) => s.cls)),
    };
  }

  const rows = [await audit('/login', false)];
  // The references (tests/bench/baselines.ts), served compressed the same way: a bare page
  // of Chakra and Redux, and a bare app of the stack's own libraries, each used minimally.
  const references: Array<[string, string]> = [
    ['bare Chakra + Redux page', baselines.chakraRedux],
    ["bare app of the stack's libraries", baselines.stack],
  ];
  for (const [name, dir] of references) {
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
  rows.push(await audit('/', true), await audit('/products', true));
  await browser.close();

  console.log(`\nLighthouse ${'13'} mobile, production build, median of ${RUNS}\n`);
  console.log('| Page | Score | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.score} | ${(row.lcp / 1000).toFixed(1)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} |`,
    );
  }
  console.log('\nGoals: /login ≥ 95; / and /products ≥ 90.');
} finally {
  chrome.kill();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
