/**
 * `npm run bench:api`: requests per second of the API against a bare graphql-yoga hello
 * world, both served by this process and loaded by autocannon in a child process (10
 * connections for BENCH_SECONDS, default 10). The app is the real server (startServer) on
 * the embedded database in a temporary data directory on disk, one company with a real
 * session token, sending the client's own documents: CompanyData, then Products(first: 20)
 * with 500 and with 5,000 products. With DATABASE_URL the Products rows run again on a
 * fresh PostgreSQL database (created and dropped here). Goals: CompanyData at least 0.5×
 * the hello world, Products at least 0.2×.
 *
 * The machine's speed drifts over a run, so the hello world is measured first and last and
 * the ratios are taken against the mean of both. Each engine's row also prints a profile:
 * the Products service call alone, in this process, one at a time (no HTTP, no GraphQL):
 * the most requests per second that engine could serve even if everything else were free.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { sql } from 'drizzle-orm';
import { PRODUCTS } from '@/features/products/api';
import { COMPANY_DATA } from '@/src/entities/session/api';
import { issueSession } from '@/server/auth/tokens';
import { brands } from '@/server/db/schema/brands';
import { analyzeChangedTables } from '@/server/db/statistics';
import type { RunningServer } from '@/server/main';
import { createCompany } from '@/server/services/companies';
import type { ServiceEnv } from '@/server/services/env';
import { listProducts } from '@/server/services/products/list';
import { documentSource, operationNameOf } from '@/store/graphqlBaseQuery';
import { seedProducts } from '../integration/helpers/seed';
import { onEachEngine } from './engines';
import { helloWorldServer } from './requests';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const BRANDS = 10;
const GOALS = { CompanyData: 0.5, Products: 0.2 };
const AUTOCANNON = fileURLToPath(
  new URL('../../node_modules/autocannon/autocannon.js', import.meta.url),
);

interface Load {
  url: string;
  body: string;
  token?: string;
}

interface Measure {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  goal?: number;
}

/** The Products service call alone, in process: its median time and what that allows. */
interface Ceiling {
  name: string;
  msPerCall: number;
}

const CEILING_CALLS = 1000;

/**
 * Times Products(first: 20) as the list's cards ask for it, straight through the service,
 * one call at a time after a warm-up (lists read nothing but `db` from their environment).
 */
async function serviceCeiling(name: string, server: RunningServer, companyId: number) {
  const env = { db: server.db } as unknown as ServiceEnv;
  const needs = { inUse: false, brandProductsCount: false, brandInUse: false };
  const call = () => listProducts(env, companyId, { first: 20 }, needs);
  for (let i = 0; i < 100; i += 1) await call();
  const started = performance.now();
  for (let i = 0; i < CEILING_CALLS; i += 1) await call();
  return { name, msPerCall: (performance.now() - started) / CEILING_CALLS };
}

/** autocannon's --json summary (the fields used here). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}

/** Runs autocannon in a child process, so the load does not share this event loop. */
function autocannon({ url, body, token }: Load): Promise<AutocannonResult> {
  const args = [AUTOCANNON, '-j', '-c', String(CONNECTIONS), '-d', String(SECONDS)];
  args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', body);
  if (token) args.push('-H', `authorization=Bearer ${token}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1)!) as AutocannonResult);
    });
  });
}

async function measure(name: string, load: Load, goal?: number): Promise<Measure> {
  const result = await autocannon(load);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    goal,
  };
}

function operation<R, V>(document: TypedDocumentNode<R, V>, variables: object = {}): string {
  return JSON.stringify({
    operationName: operationNameOf(document),
    query: documentSource(document),
    variables,
  });
}

async function measureHelloWorld(name: string): Promise<Measure> {
  const hello = await helloWorldServer();
  try {
    return await measure(name, { url: hello.url, body: JSON.stringify({ query: '{ hello }' }) });
  } finally {
    await new Promise((resolve) => hello.server.close(resolve));
  }
}

/** A company with BRANDS brands and a session token, on a started server. */
async function seedCompany(server: RunningServer) {
  const company = await createCompany(server.db, {
    email: `bench-${Date.now()}@example.com`,
    company_name: 'Bench company',
    first_name: 'Bench',
    last_name: 'User',
    has_verified_email: true,
    onboard_position: 1,
  });
  const brandRows = await server.db
    .insert(brands)
    .values(
      Array.from({ length: BRANDS }, (_, i) => ({
        company_id: company.id,
        name: `Brand ${i}`,
        description: 'A seeded brand',
      })),
    )
    .returning({ id: brands.id });
  const { token } = await issueSession(server.db, server.config.jwtSecret, company.id);
  return { companyId: company.id, brandIds: brandRows.map((row) => row.id), token };
}

/**
 * What keeps the planner's statistics current after a bulk insert, run now instead of
 * waited for: the embedded server's own periodic check, or PostgreSQL's autovacuum.
 */
async function refreshStatistics(server: RunningServer, engine: string) {
  if (engine === 'PGlite') await analyzeChangedTables(server.db);
  else await server.db.execute(sql`vacuum analyze products, product_counts`);
}

async function benchApp(
  engine: string,
  server: RunningServer,
  withAccount: boolean,
  ceilings: Ceiling[],
) {
  const url = `${server.url}/v1/j`;
  const { companyId, brandIds, token } = await seedCompany(server);
  const results: Measure[] = [];
  if (withAccount) {
    const load = { url, body: operation(COMPANY_DATA), token };
    results.push(await measure(`CompanyData (${engine})`, load, GOALS.CompanyData));
  }
  const products = { url, body: operation(PRODUCTS, { first: 20 }), token };
  let seeded = 0;
  for (const count of [500, 5_000]) {
    await seedProducts(server.db, { companyId, brandIds, count: count - seeded, from: seeded });
    seeded = count;
    await refreshStatistics(server, engine);
    const name = `Products(first: 20) @${count.toLocaleString('en')} (${engine})`;
    results.push(await measure(name, products, GOALS.Products));
    ceilings.push(await serviceCeiling(name, server, companyId));
  }
  return results;
}

function report(hellos: Measure[], rows: Measure[], ceilings: Ceiling[]) {
  const reference =
    hellos.reduce((sum, m) => sum + m.requestsPerSecond, 0) / Math.max(hellos.length, 1);
  const line = (m: Measure) => {
    const ratio = m.requestsPerSecond / reference;
    const verdict = m.goal === undefined ? '' : ratio >= m.goal ? 'ok' : 'BELOW GOAL';
    return [
      m.name.padEnd(42),
      m.requestsPerSecond.toFixed(0).padStart(8),
      `${m.p99Ms.toFixed(1)} ms`.padStart(10),
      `${ratio.toFixed(2)}×`.padStart(7),
      (m.goal === undefined ? '' : `≥ ${m.goal}×`).padStart(7),
      verdict,
      m.errors > 0 ? `(${m.errors} errors)` : '',
    ].join('  ');
  };
  console.log(`\n${CONNECTIONS} connections × ${SECONDS} s each\n`);
  console.log(
    `${'request'.padEnd(42)}  ${'req/s'.padStart(8)}  ${'p99'.padStart(10)}  ${'ratio'.padStart(7)}  ${'goal'.padStart(7)}`,
  );
  for (const m of [...hellos, ...rows]) console.log(line(m));
  console.log(`\nRatios against the mean of the hello world runs: ${reference.toFixed(0)} req/s.`);
  console.log('\nProfile: the Products service call alone, in process, one at a time\n');
  for (const { name, msPerCall } of ceilings) {
    const most = 1000 / msPerCall;
    console.log(
      `${name.padEnd(42)}  ${msPerCall.toFixed(3)} ms a call: at most ${most.toFixed(0)} req/s = ${(most / reference).toFixed(2)}×`,
    );
  }
}

async function main() {
  const hellos = [await measureHelloWorld('hello world (bare graphql-yoga), first')];
  const ceilings: Ceiling[] = [];
  const rows = await onEachEngine((engine, server) => benchApp(engine, server, true, ceilings));
  hellos.push(await measureHelloWorld('hello world (bare graphql-yoga), last'));
  report(hellos, rows, ceilings);
}

await main();
