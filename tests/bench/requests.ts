/**
 * What the API benchmarks share: timing a request one at a time over HTTP, the bare
 * graphql-yoga hello world as the floor of any request, a company to seed, bulk inserts,
 * the deals page as TheDeals asks for it, and the report's table.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { AGE_RANGES, ETHNICITIES, GENDERS } from '@/domain/campaigns/rules';
import { issueSession } from '@/server/auth/tokens';
import type { Database } from '@/server/db/client';
import { brands } from '@/server/db/schema/brands';
import { campaigns } from '@/server/db/schema/campaigns';
import { ledgerTransactions } from '@/server/db/schema/wallet';
import type { RunningServer } from '@/server/main';
import { createCompany } from '@/server/services/companies';

export const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one). */
const BATCH = 1000;

export const DEALS_QUERY = `query Deals($filter: DealFilter, $first: Int, $after: String) {
  Deals(filter: $filter, first: $first, after: $after) {
    nodes { id status delivery campaign_id campaign { id name type delivery_type brand_name }
      creator { id name avatar_url tier } products { id name image_url }
      unread_messages last_message_at updated_at }
    page_info { has_next_page end_cursor } total_count status_counts { status count } } }`;

export interface Timing {
  name: string;
  p50: number;
  p95: number;
  total?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** p50 and p95 of SAMPLES runs of `run`, after a few that warm the caches. */
export async function timed(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 3; i += 1) {
    const started = performance.now();
    await run();
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export interface Connection {
  page_info: { end_cursor: string | null };
  total_count: number;
}

/** POSTs a query and answers its data; any error fails the benchmark. */
export async function post(url: string, token: string | null, query: string, variables: object) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Record<string, Connection>;
    errors?: unknown[];
  };
  if (!body.data) throw new Error(`request failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The bare graphql-yoga hello world (the usual one: yoga as a node request listener). */
export async function helloWorldServer(): Promise<{ url: string; server: Server }> {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { hello: String }',
      resolvers: { Query: { hello: () => 'world' } },
    }),
    logging: false,
  });
  const server = createServer((req, res) => void yoga(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}/graphql`, server };
}

/** The bare graphql-yoga hello world, timed like the app's requests. */
export async function helloWorld(): Promise<Timing> {
  const { url, server } = await helloWorldServer();
  try {
    return {
      name: 'hello world (bare graphql-yoga)',
      ...(await timed(() => post(url, null, '{ hello }', {}))),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A verified, onboarded company of its own e-mail, with one brand. */
export async function benchCompany(db: Database) {
  const company = await createCompany(db, {
    email: `bench-${randomUUID()}@example.com`,
    company_name: 'Bench company',
    has_verified_email: true,
    onboard_position: 1,
  });
  const [brand] = await db
    .insert(brands)
    .values({ company_id: company.id, name: 'Bench brand', description: 'A seeded brand' })
    .returning();
  return { company, brand: brand! };
}

/** Inserts `rows` BATCH at a time. */
export async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Prints p50/p95 per request, p50 as a multiple of the hello world's, and the goal. */
export function report(hello: Timing, timings: Timing[], goalP95Ms: number, heading: string) {
  const line = (t: Timing) =>
    [
      t.name.padEnd(42),
      `${t.p50.toFixed(1)} ms`.padStart(9),
      `${t.p95.toFixed(1)} ms`.padStart(9),
      `${(t.p50 / hello.p50).toFixed(1)}×`.padStart(7),
      t.total === undefined ? ''.padStart(7) : String(t.total).padStart(7),
      t === hello ? '' : t.p95 <= goalP95Ms ? 'ok' : 'ABOVE GOAL',
    ].join('  ');
  console.log(`\n${SAMPLES} requests each, one at a time; goal p95 ≤ ${goalP95Ms} ms\n`);
  console.log(
    `${heading.padEnd(42)}  ${'p50'.padStart(9)}  ${'p95'.padStart(9)}  ${'p50/hw'.padStart(7)}  ${'total'.padStart(7)}`,
  );
  for (const t of [hello, ...timings]) console.log(line(t));
}

/** A company's active beauty campaign, basic tier, every audience: the widest match. */
export async function discoveryCompany(server: RunningServer) {
  const { company, brand } = await benchCompany(server.db);
  const [payment] = await server.db
    .insert(ledgerTransactions)
    .values({
      company_id: company.id,
      kind: 'payment',
      idempotency_key: `bench-${randomUUID()}`,
      description: { key: 'ledger:refund', values: {} },
      amount_cents: 33_00,
      method: 'wallet',
    })
    .returning();
  const [campaign] = await server.db
    .insert(campaigns)
    .values({
      company_id: company.id,
      brand_id: brand.id,
      name: 'Bench campaign',
      status: 'active',
      type: 'ugc_image',
      delivery_type: 'shipping',
      number_of_deals: 10,
      creator_tier: 'basic',
      creator_category: 'beauty',
      content_brief: 'Show the product in daylight',
      content_format: 'portrait',
      ages: [...AGE_RANGES],
      genders: [...GENDERS],
      ethnicities: [...ETHNICITIES],
      payment_method: 'wallet',
      cost_lines: [{ kind: 'total', amountCents: 33_00 }],
      total_cents: 33_00,
      payment_transaction_id: payment!.id,
    })
    .returning();
  const { token } = await issueSession(server.db, server.config.jwtSecret, company.id);
  return { company, token, campaignId: String(campaign!.id) };
}
