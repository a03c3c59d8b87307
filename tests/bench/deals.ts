/**
 * `npm run bench:deals`: TheDeals and ContentListing's pages at scale. The real server
 * (startServer) on a fresh embedded database in a temporary data directory, one company
 * with BENCH_DEALS deals (default 10,000) over 100 campaigns, half of them with an upload of
 * two files, beside two other companies' deals. Deals(first: 20) as TheDeals asks for it
 * (with the counts per status) unfiltered, by campaign, by status, by creator name and 50
 * pages deep; Contents(first: 20) unfiltered, by status and 50 pages deep. Each request is
 * timed BENCH_SAMPLES times (default 30) one at a time over HTTP, from sending to reading
 * the whole answer, next to a bare graphql-yoga hello world timed the same way (the floor
 * of any request here). Prints p50/p95 per case and p50 as a multiple of the hello world's;
 * goal p95 ≤ 30 ms. With DATABASE_URL it runs again on a fresh PostgreSQL database.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { sql } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import { CONTENT_STATUSES } from '@/features/content/rules';
import { DEAL_STATUSES } from '@/features/deals/rules';
import { issueSession } from '@/server/auth/tokens';
import { brands } from '@/server/db/schema/brands';
import { campaigns } from '@/server/db/schema/campaigns';
import { contentFiles, contents, deals } from '@/server/db/schema/deals';
import { ledgerTransactions } from '@/server/db/schema/wallet';
import { analyzeChangedTables } from '@/server/db/statistics';
import type { RunningServer } from '@/server/main';
import { createCompany } from '@/server/services/companies';
import { insertCreators, variedCreators } from '../integration/helpers/creators';
import { onEachEngine } from './engines';

const DEALS = Number(process.env.BENCH_DEALS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const CAMPAIGNS = 100;
const DEEP_PAGE = 50;
const GOAL_P95_MS = 30;
/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one). */
const BATCH = 1000;

const DEALS_QUERY = `query Deals($filter: DealFilter, $first: Int, $after: String) {
  Deals(filter: $filter, first: $first, after: $after) {
    nodes { id status delivery campaign_id campaign { id name type delivery_type brand_name }
      creator { id name avatar_url tier } products { id name image_url }
      unread_messages last_message_at updated_at }
    page_info { has_next_page end_cursor } total_count status_counts { status count } } }`;
const CONTENTS_QUERY = `query Contents($filter: ContentFilter, $first: Int, $after: String) {
  Contents(filter: $filter, first: $first, after: $after) {
    nodes { id deal_id campaign_id campaign_name brand_name creator { id name avatar_url }
      kind status round files { id url content_type size } created_at }
    page_info { has_next_page end_cursor } total_count } }`;

interface Timing {
  name: string;
  p50: number;
  p95: number;
  total?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** p50 and p95 of SAMPLES runs of `run`, after a few that warm the caches. */
async function timed(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 3; i += 1) {
    const started = performance.now();
    await run();
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

interface Connection {
  page_info: { end_cursor: string | null };
  total_count: number;
}

async function post(url: string, token: string | null, query: string, variables: object) {
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

/** The bare graphql-yoga hello world, timed like the app's requests. */
async function helloWorld(): Promise<Timing> {
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
  const url = `http://127.0.0.1:${address.port}/graphql`;
  try {
    return {
      name: 'hello world (bare graphql-yoga)',
      ...(await timed(() => post(url, null, '{ hello }', {}))),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** A company with CAMPAIGNS campaigns and `count` deals over them; half have an upload. */
async function seedCompany(server: RunningServer, count: number, creatorIds: number[]) {
  const { db } = server;
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
  // One payment per campaign: a payment pays for one campaign only.
  const payments = await db
    .insert(ledgerTransactions)
    .values(
      Array.from({ length: CAMPAIGNS }, () => ({
        company_id: company.id,
        kind: 'payment',
        idempotency_key: `bench-${randomUUID()}`,
        description: { key: 'ledger:refund', values: {} },
        amount_cents: 33_00,
        method: 'wallet',
      })),
    )
    .returning({ id: ledgerTransactions.id });
  const campaignRows = await db
    .insert(campaigns)
    .values(
      Array.from({ length: CAMPAIGNS }, (_, i) => ({
        company_id: company.id,
        brand_id: brand!.id,
        name: `Bench campaign ${i}`,
        status: 'active',
        type: 'ugc_image',
        delivery_type: 'shipping',
        number_of_deals: 100,
        creator_tier: 'basic',
        creator_category: 'beauty',
        content_brief: 'Show the product in daylight',
        content_format: 'portrait',
        ages: ['18-24'],
        genders: ['female'],
        ethnicities: ['asian'],
        payment_method: 'wallet',
        cost_lines: [{ kind: 'total' as const, amountCents: 33_00 }],
        total_cents: 33_00,
        payment_transaction_id: payments[i]!.id,
      })),
    )
    .returning();
  const start = Date.now() - count * 60_000;
  const dealValues = Array.from({ length: count }, (_, i) => ({
    company_id: company.id,
    campaign_id: campaignRows[i % CAMPAIGNS]!.id,
    creator_id: creatorIds[Math.floor(i / CAMPAIGNS) % creatorIds.length]!,
    status: DEAL_STATUSES[i % DEAL_STATUSES.length]!,
    created_at: new Date(start + i * 60_000),
    updated_at: new Date(start + ((i * 7919) % count) * 60_000),
  }));
  const dealRows: Array<{ id: number; campaign_id: number; creator_id: number }> = [];
  await insertInBatches(dealValues, async (batch) =>
    dealRows.push(
      ...(await db
        .insert(deals)
        .values(batch)
        .returning({ id: deals.id, campaign_id: deals.campaign_id, creator_id: deals.creator_id })),
    ),
  );
  const uploads = dealRows
    .filter((_, i) => i % 2 === 0)
    .map((deal, i) => ({
      company_id: company.id,
      deal_id: deal.id,
      campaign_id: deal.campaign_id,
      brand_id: brand!.id,
      creator_id: deal.creator_id,
      kind: 'image',
      status: CONTENT_STATUSES[i % CONTENT_STATUSES.length]!,
      round: 1,
      created_at: new Date(start + i * 60_000),
    }));
  const contentIds: number[] = [];
  await insertInBatches(uploads, async (batch) =>
    contentIds.push(
      ...(await db.insert(contents).values(batch).returning({ id: contents.id })).map((c) => c.id),
    ),
  );
  const files = contentIds.flatMap((contentId) =>
    [0, 1].map((position) => ({
      id: randomBytes(16).toString('base64url'),
      content_id: contentId,
      company_id: company.id,
      position,
      content_type: 'image/jpeg',
      size: 120_000,
      storage_key: `${company.id}/bench-${contentId}-${position}`,
    })),
  );
  await insertInBatches(files, (batch) => db.insert(contentFiles).values(batch));
  const { token } = await issueSession(db, server.config.jwtSecret, company.id);
  return { token, campaignId: String(campaignRows[0]!.id) };
}

/** The cursor of page `page` (1-based) of a list. */
async function cursorOf(url: string, token: string, query: string, field: string, page: number) {
  let after: string | null = null;
  for (let i = 1; i < page; i += 1) {
    after = (await post(url, token, query, { first: 20, after }))[field]!.page_info.end_cursor;
  }
  return after;
}

async function benchEngine(engine: string, server: RunningServer): Promise<Timing[]> {
  const started = performance.now();
  const creators = await insertCreators(server, variedCreators(200, 3));
  const creatorIds = creators.map((creator) => creator.id);
  const mine = await seedCompany(server, DEALS, creatorIds);
  for (let other = 0; other < 2; other += 1) await seedCompany(server, 2_000, creatorIds);
  if (engine === 'PGlite') await analyzeChangedTables(server.db);
  else await server.db.execute(sql`vacuum analyze deals, contents, content_files, creators`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${engine}: ${DEALS} deals and their uploads seeded in ${seconds} s`);

  const url = `${server.url}/v1/j`;
  const dealsDeep = await cursorOf(url, mine.token, DEALS_QUERY, 'Deals', DEEP_PAGE);
  const contentsDeep = await cursorOf(url, mine.token, CONTENTS_QUERY, 'Contents', DEEP_PAGE);
  const cases: Array<[string, string, string, Record<string, unknown>]> = [
    ['Deals', DEALS_QUERY, 'Deals', {}],
    ['Deals, one campaign', DEALS_QUERY, 'Deals', { filter: { campaign_id: mine.campaignId } }],
    ['Deals, one status', DEALS_QUERY, 'Deals', { filter: { statuses: ['product_received'] } }],
    ['Deals, delivered', DEALS_QUERY, 'Deals', { filter: { deliveries: ['delivered'] } }],
    ['Deals, search "an"', DEALS_QUERY, 'Deals', { filter: { search: 'an' } }],
    [`Deals, page ${DEEP_PAGE}`, DEALS_QUERY, 'Deals', { after: dealsDeep }],
    ['Contents', CONTENTS_QUERY, 'Contents', {}],
    ['Contents, accepted', CONTENTS_QUERY, 'Contents', { filter: { statuses: ['bought'] } }],
    [`Contents, page ${DEEP_PAGE}`, CONTENTS_QUERY, 'Contents', { after: contentsDeep }],
  ];
  const timings: Timing[] = [];
  for (const [name, query, field, variables] of cases) {
    const request = () => post(url, mine.token, query, { first: 20, ...variables });
    const total = (await request())[field]!.total_count;
    timings.push({ name: `${name} (${engine})`, total, ...(await timed(request)) });
  }
  return timings;
}

function report(hello: Timing, timings: Timing[]) {
  const line = (t: Timing) =>
    [
      t.name.padEnd(34),
      `${t.p50.toFixed(1)} ms`.padStart(9),
      `${t.p95.toFixed(1)} ms`.padStart(9),
      `${(t.p50 / hello.p50).toFixed(1)}×`.padStart(7),
      t.total === undefined ? ''.padStart(7) : String(t.total).padStart(7),
      t.total === undefined ? '' : t.p95 <= GOAL_P95_MS ? 'ok' : 'ABOVE GOAL',
    ].join('  ');
  console.log(`\n${SAMPLES} requests each, one at a time; goal p95 ≤ ${GOAL_P95_MS} ms\n`);
  console.log(
    `${'request (first: 20)'.padEnd(34)}  ${'p50'.padStart(9)}  ${'p95'.padStart(9)}  ${'p50/hw'.padStart(7)}  ${'total'.padStart(7)}`,
  );
  for (const t of [hello, ...timings]) console.log(line(t));
}

async function main() {
  const hello = await helloWorld();
  const timings = await onEachEngine(benchEngine);
  report(hello, timings);
}

await main();
