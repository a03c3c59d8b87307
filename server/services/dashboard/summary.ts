/**
 * DashboardSummary (docs/product.md#dashboard): the company's figures at a glance and what
 * needs it, in two statements: one JSON object built by the database from scalar subqueries
 * (each through an index of its own), and the wallet's balance as the wallet reads it. For
 * a person who may not see money (a member, docs/product.md#brand-teams) the money is never
 * read: one statement without the ledger's subqueries, and no balance.
 */
import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { CampaignStatus } from '../../../domain/campaigns/rules';
import { ATTENTION_PER_KIND } from '../../../domain/dashboard/rules';
import type { AttentionKind } from '../../../domain/dashboard/rules';
import { DEAL_STATUSES, autoAcceptAt } from '../../../domain/deals/rules';
import type { DealStatus } from '../../../domain/deals/rules';
import type { Database } from '../../db/client';
import { parsedJson } from '../../db/rowJson';
import { campaigns } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import { deals } from '../../db/schema/deals';
import { ledgerEntries } from '../../db/schema/wallet';
import { autoApprovalAt } from '../campaigns/view';
import type { ServiceEnv } from '../env';
import { walletBalance } from '../wallet/ledger';
import { spentSince } from './spend';

/** One line of "Needs your attention". */
export interface AttentionItem {
  kind: AttentionKind;
  campaignId: number;
  campaignName: string;
  dealId: number | null;
  creatorName: string | null;
  detail: string | null;
  since: Date;
  dueAt: Date | null;
}

export interface DashboardSummary {
  campaignCounts: Partial<Record<CampaignStatus, number>>;
  totalCampaigns: number;
  /** Only statuses with deals, in lifecycle order. */
  dealCounts: Array<{ status: DealStatus; count: number }>;
  contentToReview: number;
  nextAutoAcceptAt: Date | null;
  dealsToShip: number;
  /** Null when the money was not asked for (a member's dashboard). */
  money: DashboardMoney | null;
  attention: AttentionItem[];
}

/** The dashboard's money, USD cents: the owner's and admins' only. */
export interface DashboardMoney {
  spentThisMonthCents: number;
  inEscrowCents: number;
  walletBalanceCents: number;
}

/** Content approved by screening waits for the company's review in this deal status. */
const TO_REVIEW: DealStatus = 'content_approved_by_admin';
/** A shipping deal waits for the company's tracking number in this one. */
const TO_SHIP: DealStatus = 'creator_accepted';

/** `{ status: count }` of the company's rows of `table`, one index-only group each. */
const countsByStatus = (table: typeof campaigns | typeof deals, companyId: number): SQL =>
  sql`(select coalesce(json_object_agg(counted.status, counted.n), '{}'::json)
    from (select ${table.status} as status, count(*)::int as n from ${table}
      where ${table.company_id} = ${companyId} group by ${table.status}) counted)`;

/** A JSON array of `rows` (a subquery with its own order and limit), kept in `order`. */
const jsonRows = (rows: SQL, order: SQL): SQL =>
  sql`(select coalesce(json_agg(item order by ${order}), '[]'::json) from (${rows}) item)`;

/**
 * The company's deals in `status` with their campaign and creator, the ATTENTION_PER_KIND
 * that have waited longest (since their status changed).
 */
function waitingDeals(companyId: number, status: DealStatus, extra: SQL = sql``): SQL {
  return jsonRows(
    sql`select ${deals.id} as deal_id, ${campaigns.id} as campaign_id,
        ${campaigns.name} as campaign_name, ${creators.name} as creator_name,
        null::text as detail, ${deals.status_changed_at} as since
      from ${deals}
      join ${campaigns} on ${campaigns.id} = ${deals.campaign_id}
      join ${creators} on ${creators.id} = ${deals.creator_id}
      where ${deals.company_id} = ${companyId} and ${deals.status} = ${status} ${extra}
      order by ${deals.status_changed_at}, ${deals.id}
      limit ${ATTENTION_PER_KIND}`,
    sql`item.since, item.deal_id`,
  );
}

/**
 * The company's campaigns in `status`, the ATTENTION_PER_KIND first by `since` (a column
 * of theirs) in `direction`.
 */
function campaignsIn(
  companyId: number,
  status: CampaignStatus,
  since: AnyColumn,
  direction: 'asc' | 'desc',
): SQL {
  const dir = sql.raw(direction);
  return jsonRows(
    sql`select null::int as deal_id, ${campaigns.id} as campaign_id,
        ${campaigns.name} as campaign_name, null::text as creator_name,
        ${campaigns.rejection_reason} as detail, ${since} as since
      from ${campaigns}
      where ${campaigns.company_id} = ${companyId} and ${campaigns.status} = ${status}
      order by ${since} ${dir}, ${campaigns.id} ${dir}
      limit ${ATTENTION_PER_KIND}`,
    sql`item.since ${dir}, item.campaign_id ${dir}`,
  );
}

interface SummaryJson {
  campaigns: Record<string, number>;
  deals: Record<string, number>;
  to_ship: number;
  /** Only when the money was asked for. */
  spent?: number;
  escrow?: number;
  review: ItemJson[];
  ship: ItemJson[];
  rejected: ItemJson[];
  awaiting: ItemJson[];
}
/** An attention item as the database built it (a campaign's has no deal nor creator). */
interface ItemJson {
  deal_id: number | null;
  campaign_id: number;
  campaign_name: string;
  creator_name: string | null;
  detail: string | null;
  since: string;
}

/** The first instant of `now`'s month, UTC. */
export const monthStart = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The money's subqueries, as `json_build_object` arguments (each followed by a comma). */
const moneyFields = (companyId: number, now: Date): SQL =>
  sql`'spent', ${spentSince(companyId, monthStart(now))},
    'escrow', (select coalesce(sum(${ledgerEntries.amount_cents}), 0) from ${ledgerEntries}
      where ${ledgerEntries.company_id} = ${companyId}
        and ${ledgerEntries.account} = 'campaign_escrow'),`;

/**
 * The figures and the attention list as one JSON object, in one statement; the money's
 * subqueries only `withMoney`.
 */
async function readSummary(
  db: Database,
  companyId: number,
  now: Date,
  withMoney: boolean,
): Promise<SummaryJson> {
  const shipping = sql`and ${campaigns.delivery_type} = 'shipping'`;
  // Built apart and nested: drizzle leaves the columns of a select field's own SQL
  // unqualified, which the joins below would make ambiguous.
  const summary = sql`json_build_object(
    'campaigns', ${countsByStatus(campaigns, companyId)},
    'deals', ${countsByStatus(deals, companyId)},
    'to_ship', (select count(*)::int from ${deals}
      join ${campaigns} on ${campaigns.id} = ${deals.campaign_id}
      where ${deals.company_id} = ${companyId} and ${deals.status} = ${TO_SHIP} ${shipping}),
    ${withMoney ? moneyFields(companyId, now) : sql``}
    'review', ${waitingDeals(companyId, TO_REVIEW)},
    'ship', ${waitingDeals(companyId, TO_SHIP, shipping)},
    'rejected', ${campaignsIn(companyId, 'rejected', campaigns.reviewed_at, 'desc')},
    'awaiting', ${campaignsIn(companyId, 'pending_admin_approval', campaigns.created_at, 'asc')}
  )`;
  const [row] = await db.select({ summary: sql`${summary}` }).from(sql`(values (1)) as one`);
  return parsedJson(row!.summary) as SummaryJson;
}

/** An item of `kind`, whose deadline (if any) follows from when it was asked for. */
const itemOf =
  (kind: AttentionKind, dueAt: (since: Date) => Date | null = () => null) =>
  (item: ItemJson): AttentionItem => {
    const since = new Date(item.since);
    return {
      kind,
      campaignId: item.campaign_id,
      campaignName: item.campaign_name,
      dealId: item.deal_id,
      creatorName: item.creator_name,
      detail: item.detail,
      since,
      dueAt: dueAt(since),
    };
  };

/**
 * DashboardSummary: this month is the server clock's (UTC). `withMoney` false leaves the
 * money unread (`money` null): the caller decides who may see it.
 */
export async function dashboardSummary(
  env: Pick<ServiceEnv, 'db' | 'services'>,
  companyId: number,
  { withMoney }: { withMoney: boolean },
): Promise<DashboardSummary> {
  const { db } = env;
  const json = await readSummary(db, companyId, env.services.now(), withMoney);
  const campaignCounts = json.campaigns as Partial<Record<CampaignStatus, number>>;
  const attention = [
    ...json.review.map(itemOf('review_content', autoAcceptAt)),
    ...json.ship.map(itemOf('ship_product')),
    ...json.rejected.map(itemOf('campaign_rejected')),
    ...json.awaiting.map(itemOf('campaign_awaiting_approval', autoApprovalAt)),
  ];
  return {
    campaignCounts,
    totalCampaigns: Object.values(campaignCounts).reduce((sum, n) => sum + n, 0),
    dealCounts: DEAL_STATUSES.filter((status) => json.deals[status]).map((status) => ({
      status,
      count: json.deals[status]!,
    })),
    contentToReview: json.deals[TO_REVIEW] ?? 0,
    // The review list is oldest first: its first item is the nearest automatic acceptance.
    nextAutoAcceptAt: attention[0]?.kind === 'review_content' ? attention[0].dueAt : null,
    dealsToShip: json.to_ship,
    money: withMoney
      ? {
          spentThisMonthCents: Number(json.spent),
          inEscrowCents: Number(json.escrow),
          walletBalanceCents: await walletBalance(db, companyId),
        }
      : null,
    attention,
  };
}
