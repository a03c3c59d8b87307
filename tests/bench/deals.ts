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
import { sql } from 'drizzle-orm';
import { CONTENT_STATUSES } from '@/domain/content/rules';
import { DEAL_STATUSES } from '@/domain/deals/rules';
import { issueSession } from '@/server/auth/tokens';
import { campaigns } from '@/server/db/schema/campaigns';
import { contentFiles, contents, deals } from '@/server/db/schema/deals';
import { ledgerTransactions } from '@/server/db/schema/wallet';
import { analyzeChangedTables } from '@/server/db/statistics';
import type { RunningServer } from '@/server/main';
import { insertCreators, variedCreators } from '../integration/helpers/creators';
import { onEachEngine } from './engines';
import {
  benchCompany,
  DEALS_QUERY,
  helloWorld,
  insertInBatches,
  post,
  report,
  timed,
} from './requests';
import type { Timing } from './requests';

const DEALS = Number(process.env.BENCH_DEALS ?? 10_000);
const CAMPAIGNS = 100;
const DEEP_PAGE = 50;
const GOAL_P95_MS = 30;

const CONTENTS_QUERY = `query Contents($filter: ContentFilter, $first: Int, $after: String) {
  Contents(filter: $filter, first: $first, after: $after) {
    nodes { id deal_id campaign_id campaign_name brand_name creator { id name avatar_url }
      kind status round files { id url content_type size } created_at }
    page_info { has_next_page end_cursor } total_count } }`;

/** A company with CAMPAIGNS campaigns and `count` deals over them; half have an upload. */
async function seedCompany(server: RunningServer, count: number, creatorIds: number[]) {
  const { db } = server;
  const { company, brand } = await benchCompany(db);
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
        brand_id: brand.id,
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
      brand_id: brand.id,
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

async function main() {
  const hello = await helloWorld();
  const timings = await onEachEngine(benchEngine);
  report(hello, timings, GOAL_P95_MS, 'request (first: 20)');
}

await main();
