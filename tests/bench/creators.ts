/**
 * `npm run bench:creators`: creators discovery at 50,000 creators. The real server
 * (startServer) on a fresh embedded database in a temporary data directory, seeded with
 * the demo data's creators (seedCreators, seed 1), one company with a real session and an
 * active campaign open to every audience (basic tier, beauty: the widest match, so the
 * most rows to count and to skip). Every sort, without a filter and with each typical
 * filter, for the first page and the 50th (reached through the cursors), each request
 * timed BENCH_SAMPLES times (default 30) one at a time over HTTP: the time from sending
 * the request to reading the whole answer, which bounds the server's time from above, and
 * the Creators service call alone in process (its database work and decoding).
 * Prints p50/p95 per case; goal p95 ≤ 30 ms. With DATABASE_URL it runs again on a fresh
 * PostgreSQL database (created and dropped here). BENCH_CREATORS changes the count.
 */
import { sql } from 'drizzle-orm';
import { CREATOR_SORTS } from '@/domain/creators/rules';
import type { CreatorFilter, CreatorSortName } from '@/domain/creators/rules';
import type { RunningServer } from '@/server/main';
import { listCreators } from '@/server/services/creators/list';
import type { CreatorsArgs } from '@/server/services/creators/list';
import type { ServiceEnv } from '@/server/services/env';
import { seedCreators } from '@/server/seed/creators';
import { onEachEngine } from './engines';
import { discoveryCompany, SAMPLES, timed } from './requests';

const CREATORS = Number(process.env.BENCH_CREATORS ?? 50_000);
const PAGE = 20;
const DEEP_PAGE = 50;
const GOAL_P95_MS = 30;

/** The typical filters a company sets (docs/product.md#creators). */
const FILTERS: Record<string, CreatorFilter> = {
  'no filter': {},
  'pro + beauty': { tiers: ['pro'], categories: ['beauty'] },
  'followers 10k–1M': { followers_min: 10_000, followers_max: 1_000_000 },
  'price ≤ $200 + female': { price_max: 200_00, genders: ['female'] },
  'search "an"': { search: 'an' },
};

const QUERY = `query Creators($campaign_id: ID!, $filter: CreatorFilter, $sort: CreatorSort,
  $first: Int, $after: String) {
  Creators(campaign_id: $campaign_id, filter: $filter, sort: $sort, first: $first, after: $after) {
    nodes { creator { id name avatar_url tier categories followers views engagement_rate price }
      application { created_at } invited deal { id status } }
    page_info { has_next_page end_cursor } total_count } }`;

interface Case {
  name: string;
  /** Over HTTP: sending the request to reading the whole answer. */
  p50: number;
  p95: number;
  /** The Creators service call alone, in process (no HTTP, no GraphQL). */
  serviceP50: number;
  serviceP95: number;
  total: number;
}

interface Session {
  url: string;
  token: string;
  campaignId: string;
  companyId: number;
  env: ServiceEnv;
}

interface CreatorsPage {
  data?: {
    Creators: { page_info: { end_cursor: string | null }; total_count: number };
  };
  errors?: unknown[];
}

async function request(session: Session, variables: Record<string, unknown>) {
  const response = await fetch(session.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.token}`,
    },
    body: JSON.stringify({
      query: QUERY,
      variables: { campaign_id: session.campaignId, ...variables },
    }),
  });
  const body = (await response.json()) as CreatorsPage;
  if (!body.data) throw new Error(`Creators failed: ${JSON.stringify(body.errors)}`);
  return body.data.Creators;
}

async function timeCase(session: Session, variables: Record<string, unknown>) {
  const { total_count: total } = await request(session, variables);
  const http = await timed(() => request(session, variables));
  const args = { campaign_id: session.campaignId, ...variables } as CreatorsArgs;
  const service = await timed(() => listCreators(session.env, session.companyId, args));
  return { ...http, serviceP50: service.p50, serviceP95: service.p95, total };
}

/** The cursor of page `page` (1-based): the end cursor of the page before it. */
async function cursorOf(
  session: Session,
  filter: CreatorFilter,
  sort: CreatorSortName,
  page: number,
) {
  let after: string | null = null;
  for (let i = 1; i < page; i += 1) {
    const variables: Record<string, unknown> = { filter, sort, first: PAGE, after };
    after = (await request(session, variables)).page_info.end_cursor;
    if (after === null) return null;
  }
  return after;
}

/** A company with a session and an active beauty campaign open to every audience. */
async function campaignSession(server: RunningServer): Promise<Session> {
  const { company, token, campaignId } = await discoveryCompany(server);
  // Lists read nothing but `db` from their environment.
  const env = { db: server.db } as unknown as ServiceEnv;
  return {
    url: `${server.url}/v1/j`,
    token,
    campaignId,
    companyId: company.id,
    env,
  };
}

async function benchEngine(engine: string, server: RunningServer): Promise<Case[]> {
  const started = performance.now();
  await seedCreators(server.db, { seed: 1, count: CREATORS, now: new Date() });
  // What the embedded server's periodic check or PostgreSQL's autovacuum would do next.
  // VACUUM too: index-only scans need the visibility map it sets.
  await server.db.execute(sql`vacuum analyze creators, accounts`);
  console.log(
    `${engine}: ${CREATORS} creators seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const session = await campaignSession(server);
  const cases: Case[] = [];
  for (const [filterName, filter] of Object.entries(FILTERS)) {
    for (const sort of CREATOR_SORTS) {
      for (const page of [1, DEEP_PAGE]) {
        const after = page === 1 ? null : await cursorOf(session, filter, sort, page);
        if (page > 1 && after === null) continue;
        const timing = await timeCase(session, { filter, sort, first: PAGE, after });
        const name = `${engine.padEnd(10)} ${filterName.padEnd(22)} ${sort.padEnd(15)} page ${page}`;
        cases.push({ name, ...timing });
      }
    }
  }
  return cases;
}

function report(cases: Case[]) {
  console.log(`\n${SAMPLES} requests per case, one at a time; goal p95 ≤ ${GOAL_P95_MS} ms\n`);
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(
    `${'case'.padEnd(60)} ${'matches'.padStart(8)} ${'HTTP p50'.padStart(9)} ${'HTTP p95'.padStart(9)} ${'svc p50'.padStart(9)} ${'svc p95'.padStart(9)}`,
  );
  for (const { name, p50, p95, serviceP50, serviceP95, total } of cases) {
    const verdict = p95 <= GOAL_P95_MS ? '' : '  ABOVE GOAL';
    console.log(
      `${name.padEnd(60)} ${String(total).padStart(8)} ${ms(p50)} ${ms(p95)} ${ms(serviceP50)} ${ms(serviceP95)}${verdict}`,
    );
  }
  const worst = cases.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  console.log(`\nWorst p95: ${worst.p95.toFixed(1)} ms (${worst.name.trim()})`);
}

async function main() {
  report(await onEachEngine(benchEngine));
}

await main();
