/**
 * Deals as lists: Deals (a company's, filtered, with its counts per status) and CreatorDeals
 * (a creator's), last updated first. A page is one statement (rows, creators, campaigns
 * and the total, see dealViewQuery) plus one for its products; the counts per status are
 * one more, read only when asked for.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { DEAL_STATUSES, statusesOfDelivery } from '../../../domain/deals/rules';
import type { DealStatus } from '../../../domain/deals/rules';
import { dealFilterSchema } from '../../../domain/deals/schema';
import type { DealFilterValues } from '../../../domain/deals/schema';
import type { Database } from '../../db/client';
import { creators } from '../../db/schema/creators';
import { dealEvents, deals } from '../../db/schema/deals';
import type { DealRow } from '../../db/schema/deals';
import { pageArgs, readPage } from '../shared/paging';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { parseId } from '../ids';
import { byCreation } from '../shared/pagination';
import type { Page, Sort } from '../shared/pagination';
import { likePattern } from '../shared/likePattern';
import { dealViewQuery, timelineSteps } from './view';
import type { DealView, DealViewer, TimelineStep } from './view';

/**
 * The lists' only order: last updated first, ties by id (deals_company_updated_idx and its
 * campaign and status variants; deals_creator_updated_idx for a creator). A cursor carries
 * the ISO timestamp, checked like a creation time's.
 */
export const LAST_UPDATED: Sort<DealRow> = {
  ...byCreation<DealRow>({ created_at: deals.updated_at, id: deals.id }, 'updated', 'desc'),
  valueOf: (row) => row.updated_at.toISOString(),
};

export interface DealStatusCount {
  status: DealStatus;
  count: number;
}

export interface DealsPage extends Page<DealView> {
  /** Every status with its deals under the filter's campaign and search; null: not asked. */
  statusCounts: DealStatusCount[] | null;
}

export interface DealsArgs {
  filter?: Partial<Record<keyof DealFilterValues, unknown>> | null;
  first?: number | null;
  after?: string | null;
}

/**
 * Deals whose creator's name holds `search`, any case (`%` and `_` match themselves). A
 * subquery rather than the page's join, so the total and the counts read it alike.
 */
const creatorNamed = (search: string): SQL =>
  sql`${deals.creator_id} in (select ${creators.id} from ${creators}
    where ${creators.name} ilike ${likePattern(search)} escape '\\')`;

/**
 * The statuses the filter admits: any of its statuses that has any of its delivery labels.
 * Null when neither is given (an empty list is not a choice: it means any).
 */
function admittedStatuses(filter: DealFilterValues): DealStatus[] | null {
  const statuses = filter.statuses?.length ? filter.statuses : null;
  const deliveries = filter.deliveries?.length ? filter.deliveries : null;
  if (!statuses && !deliveries) return null;
  const byDelivery = deliveries ? new Set(deliveries.flatMap(statusesOfDelivery)) : null;
  return DEAL_STATUSES.filter(
    (status) => (!statuses || statuses.includes(status)) && (!byDelivery || byDelivery.has(status)),
  );
}

/**
 * The company's deals of the filter's campaign and search. A campaign id that is not one of
 * the company's campaigns (another company's, or no id at all) matches nothing: an empty
 * list, never another company's deals.
 */
function companyScope(companyId: number, filter: DealFilterValues): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(deals.company_id, companyId)];
  if (filter.campaign_id) {
    const campaignId = parseId(filter.campaign_id);
    conditions.push(campaignId === null ? sql`false` : eq(deals.campaign_id, campaignId));
  }
  if (filter.search) conditions.push(creatorNamed(filter.search));
  return and(...conditions);
}

/**
 * Every status with how many deals of the scope are in it (zeros included, in lifecycle
 * order), in one statement: the tabs of TheDeals, whatever statuses the filter picked.
 */
async function countsPerStatus(db: Database, scope: SQL | undefined): Promise<DealStatusCount[]> {
  const rows = await db
    .select({ status: deals.status, count: count() })
    .from(deals)
    .where(scope)
    .groupBy(deals.status);
  const counted = new Map(rows.map((row) => [row.status, row.count]));
  return DEAL_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
}

/** One page of the deals matching `where`, as `viewer` sees them, with their total. */
async function dealsPage(
  env: ServiceEnv,
  viewer: DealViewer,
  where: SQL | undefined,
  args: { first?: number | null; after?: string | null },
): Promise<Page<DealView>> {
  const { size, position } = await pageArgs(LAST_UPDATED, args);
  const query = dealViewQuery(viewer.party);
  return readPage(
    env.db,
    LAST_UPDATED,
    { size, position, table: deals, where, rowOf: (view: DealView) => view.row },
    (page) => query(env.db, page),
  );
}

/**
 * Deals: the company's deals, last updated first, filtered by campaign, statuses,
 * deliveries (through their statuses) and part of the creator's name; `withCounts` adds
 * the counts per status under the campaign and search alone.
 */
export async function listDeals(
  env: ServiceEnv,
  companyId: number,
  args: DealsArgs,
  { withCounts = true } = {},
): Promise<DealsPage> {
  const filter = await validated(dealFilterSchema, args.filter ?? {});
  const scope = companyScope(companyId, filter);
  const statuses = admittedStatuses(filter);
  const where = and(
    scope,
    statuses === null
      ? undefined
      : statuses.length === 0
        ? sql`false`
        : inArray(deals.status, statuses),
  );
  const viewer: DealViewer = { party: 'company', accountId: companyId };
  const page = await dealsPage(env, viewer, where, args);
  return { ...page, statusCounts: withCounts ? await countsPerStatus(env.db, scope) : null };
}

/** CreatorDeals: the creator's deals on every campaign, last updated first. */
export async function listCreatorDeals(
  env: ServiceEnv,
  creatorId: number,
  args: Omit<DealsArgs, 'filter'>,
  { withCounts = true } = {},
): Promise<DealsPage> {
  const scope = eq(deals.creator_id, creatorId);
  const viewer: DealViewer = { party: 'creator', accountId: creatorId };
  const page = await dealsPage(env, viewer, scope, args);
  return { ...page, statusCounts: withCounts ? await countsPerStatus(env.db, scope) : null };
}

/** The timelines of `dealIds`, oldest step first per deal, in one statement. */
export async function dealTimelines(
  db: Database,
  dealIds: number[],
): Promise<Map<number, TimelineStep[]>> {
  const byDeal = new Map<number, TimelineStep[]>(dealIds.map((id) => [id, []]));
  if (dealIds.length === 0) return byDeal;
  const rows = await timelineSteps(db)
    .where(inArray(dealEvents.deal_id, dealIds))
    .orderBy(asc(dealEvents.deal_id), asc(dealEvents.id));
  for (const row of rows) byDeal.get(row.deal_id)?.push(row);
  return byDeal;
}
