/**
 * `npm run bench:dashboard`: what a company with many campaigns reads most, at scale. The
 * real server (startServer) on a fresh embedded database, one company with 200 campaigns
 * (every status, mostly active), 10,000 deals across every status, 20,000 content uploads,
 * its ledger (a top-up, the campaigns' payments, payouts of fees and reimbursements,
 * platform fees, refunds of rejected campaigns, cancelled deals and deactivations) and
 * 3,000 notifications, spread over the last 16 weeks, beside a smaller company. All bulk
 * SQL inserts, not the API. Times DashboardSummary, Campaigns(first: 20) of each listing tab,
 * DashboardSpend(weeks: 12), Notifications(first: 20) and Deals(first: 20) as TheDeals asks,
 * BENCH_SAMPLES times each (default 30) one at a time over HTTP, beside a bare graphql-yoga
 * hello world timed the same way. Prints p50/p95; goal p95 ≤ 50 ms. With DATABASE_URL it
 * runs again on a fresh PostgreSQL database.
 */
import { sql } from 'drizzle-orm';
import { CAMPAIGN_TABS } from '@/domain/campaigns/rules';
import { analyzeChangedTables } from '@/server/db/statistics';
import type { RunningServer } from '@/server/main';
import { insertCreators, variedCreators } from '../integration/helpers/creators';
import { seedDashboardCompany } from './dashboardSeed';
import { onEachEngine } from './engines';
import { DEALS_QUERY, helloWorld, post, report, timed } from './requests';
import type { Timing } from './requests';

const GOAL_P95_MS = 50;

const SUMMARY_QUERY = `query DashboardSummary { DashboardSummary {
  active_campaigns paused_campaigns awaiting_approval_campaigns rejected_campaigns
  total_campaigns deal_counts { status count } content_to_review next_auto_accept_at
  deals_to_ship spent_this_month in_escrow wallet_balance
  attention { kind campaign_id campaign_name deal_id creator_name detail since due_at } } }`;
/** As CampaignListing asks for its cards. */
const CAMPAIGNS_QUERY = `query Campaigns($tab: CampaignTab, $first: Int, $after: String) {
  Campaigns(tab: $tab, first: $first, after: $after) {
    nodes { id name type status brand { id name } products { id name price }
      number_of_deals deals_filled content_accepted content_expected spent in_escrow
      refunded actions created_at status_changed_at auto_approves_at }
    page_info { has_next_page end_cursor } total_count } }`;
const SPEND_QUERY = `query DashboardSpend($weeks: Int) {
  DashboardSpend(weeks: $weeks) { week_start spent content_accepted } }`;
const NOTIFICATIONS_QUERY = `query Notifications($first: Int, $after: String, $unread: Boolean) {
  Notifications(first: $first, after: $after, unread: $unread) {
    nodes { id message event deal_id campaign_id read created_at }
    page_info { has_next_page end_cursor } total_count unread_count } }`;

async function benchEngine(engine: string, server: RunningServer): Promise<Timing[]> {
  const startedAt = performance.now();
  const creators = await insertCreators(server, variedCreators(200, 3));
  const creatorIds = creators.map((creator) => creator.id);
  const mine = await seedDashboardCompany(server, creatorIds, {
    scale: 1,
    deals: 10_000,
    notifications: 3_000,
  });
  // Another company's rows beside them: every read must keep to the company's own.
  await seedDashboardCompany(server, creatorIds, { scale: 0.1, deals: 1_000, notifications: 300 });
  if (engine === 'PGlite') await analyzeChangedTables(server.db);
  else {
    await server.db.execute(
      sql`vacuum analyze campaigns, deals, contents, ledger_transactions, ledger_entries, notifications, creators`,
    );
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `${engine}: ${mine.campaigns} campaigns, ${mine.deals} deals, ${mine.uploads} uploads seeded in ${seconds} s`,
  );

  const url = `${server.url}/v1/j`;
  const cases: Array<[string, string, Record<string, unknown>, string | null]> = [
    ['DashboardSummary', SUMMARY_QUERY, {}, null],
    ...CAMPAIGN_TABS.map((tab): [string, string, Record<string, unknown>, string] => [
      `Campaigns, ${tab}`,
      CAMPAIGNS_QUERY,
      { tab, first: 20 },
      'Campaigns',
    ]),
    ['DashboardSpend(weeks: 12)', SPEND_QUERY, { weeks: 12 }, null],
    ['Notifications', NOTIFICATIONS_QUERY, { first: 20 }, 'Notifications'],
    ['Deals', DEALS_QUERY, { first: 20 }, 'Deals'],
  ];
  const timings: Timing[] = [];
  for (const [name, query, variables, connection] of cases) {
    const request = () => post(url, mine.token, query, variables);
    const answer = await request();
    const total = connection ? answer[connection]!.total_count : undefined;
    timings.push({ name: `${name} (${engine})`, total, ...(await timed(request)) });
  }
  return timings;
}

async function main() {
  const hello = await helloWorld();
  const timings = await onEachEngine(benchEngine);
  report(hello, timings, GOAL_P95_MS, 'request');
}

await main();
