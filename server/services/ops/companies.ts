/**
 * The operator console's companies (docs/product.md#operator-console): the list, one
 * company read-only (its newest campaigns, deals and wallet movements), and impersonation.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { opsSearchSchema } from '../../../domain/ops/peopleSchema';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import type { CompanyRow } from '../../db/schema/account';
import { campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import { deals } from '../../db/schema/deals';
import type { DealRow } from '../../db/schema/deals';
import { ledgerEntries } from '../../db/schema/wallet';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { likePattern } from '../shared/likePattern';
import { totalField } from '../shared/owned';
import { byId } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import { pageArgs, readPage } from '../shared/paging';
import { listTransactions } from '../wallet/transactions';
import type { TransactionView } from '../wallet/transactions';
import { IS_COMPANY_ACCOUNT } from '../teams/companyAccounts';

/** How many of a company's newest campaigns, deals and wallet movements its page shows. */
export const OPS_COMPANY_DETAIL_ROWS = 50;

export interface OpsCompanyView {
  row: CompanyRow;
  walletBalance: number;
  inEscrow: number;
  campaignsCount: number;
  dealsCount: number;
}

export const opsCompanyNotFound = () => new ServiceError('NOT_FOUND', 'opsPeople:companyNotFound');

/** Companies only: a creator's, an operator's or a person's (of a team) id is not one. */
const IS_COMPANY = IS_COMPANY_ACCOUNT;

/** Newest first: ids grow with time (accounts_role_id_idx). */
const NEWEST = byId<CompanyRow>(companies.id, 'ops_companies_newest', 'desc');

/**
 * The outer row's id, spelt out: drizzle leaves a one-table select's columns unqualified,
 * and in a subquery a bare "id" would be the subquery's own table's.
 */
const outerCompanyId = sql.raw('"accounts"."id"');

const figures = {
  // The last wallet entry's balance (ledger_entries_wallet_last_idx), as walletBalance reads it.
  walletBalance: sql<number>`coalesce((select ${ledgerEntries.balance_after_cents}
    from ${ledgerEntries} where ${ledgerEntries.company_id} = ${outerCompanyId}
    and ${ledgerEntries.account} = 'wallet' order by ${ledgerEntries.id} desc limit 1), 0)`,
  inEscrow: sql<number>`(select coalesce(sum(${ledgerEntries.amount_cents}), 0)::int
    from ${ledgerEntries} where ${ledgerEntries.company_id} = ${outerCompanyId}
    and ${ledgerEntries.account} = 'campaign_escrow')`,
  campaignsCount: sql<number>`(select count(*)::int from ${campaigns}
    where ${campaigns.company_id} = ${outerCompanyId})`,
  dealsCount: sql<number>`(select count(*)::int from ${deals}
    where ${deals.company_id} = ${outerCompanyId})`,
};

async function opsCompanyViews(
  db: Database,
  query: { where: SQL | undefined; orderBy: SQL[]; limit: number; total?: SQL<number> },
): Promise<{ views: OpsCompanyView[]; total: number | null }> {
  const rows = await db
    .select({ row: companies, ...figures, total: totalField(query.total) })
    .from(companies)
    .where(and(IS_COMPANY, query.where))
    .orderBy(...query.orderBy)
    .limit(query.limit);
  return { total: rows[0]?.total ?? null, views: rows.map(({ total: _total, ...view }) => view) };
}

/** OpsCompanies: every company (deleted ones too), newest first, searched by name or e-mail. */
export async function listOpsCompanies(
  env: ServiceEnv,
  args: { search?: string | null; first?: number | null; after?: string | null },
): Promise<Page<OpsCompanyView>> {
  const { search } = await validated(opsSearchSchema, { search: args.search });
  const { size, position } = await pageArgs(NEWEST, args);
  const pattern = search ? likePattern(search) : null;
  const where = and(
    IS_COMPANY,
    pattern === null
      ? undefined
      : sql`(${companies.company_name} ilike ${pattern} escape '\\'
          or ${companies.email} ilike ${pattern} escape '\\')`,
  );
  return readPage(
    env.db,
    NEWEST,
    { size, position, table: companies, where, rowOf: (view) => view.row },
    (query) => opsCompanyViews(env.db, query),
  );
}

/** A company by API id; NOT_FOUND for anything else (a creator, an operator, no one). */
export async function opsCompanyView(db: Database, id: string): Promise<OpsCompanyView> {
  const companyId = parseId(id);
  if (companyId === null) throw opsCompanyNotFound();
  const { views } = await opsCompanyViews(db, {
    where: eq(companies.id, companyId),
    orderBy: [],
    limit: 1,
  });
  if (!views[0]) throw opsCompanyNotFound();
  return views[0];
}

export interface OpsCompanyDealView {
  row: DealRow;
  campaignName: string;
  creatorName: string;
  costLines: CampaignRow['cost_lines'];
}

export interface OpsCompanyDetailView {
  company: OpsCompanyView;
  campaigns: CampaignRow[];
  deals: OpsCompanyDealView[];
  transactions: TransactionView[];
}

/** OpsCompany: the company and its newest campaigns, deals and wallet movements. */
export async function getOpsCompany(env: ServiceEnv, id: string): Promise<OpsCompanyDetailView> {
  const company = await opsCompanyView(env.db, id);
  const companyId = company.row.id;
  const newestCampaigns = await env.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.company_id, companyId))
    .orderBy(desc(campaigns.created_at), desc(campaigns.id))
    .limit(OPS_COMPANY_DETAIL_ROWS);
  const newestDeals = await env.db
    .select({
      row: deals,
      campaignName: campaigns.name,
      creatorName: creators.name,
      costLines: campaigns.cost_lines,
    })
    .from(deals)
    .innerJoin(campaigns, eq(campaigns.id, deals.campaign_id))
    .innerJoin(creators, eq(creators.id, deals.creator_id))
    .where(eq(deals.company_id, companyId))
    .orderBy(desc(deals.updated_at), desc(deals.id))
    .limit(OPS_COMPANY_DETAIL_ROWS);
  // The wallet history's own service: the same movements the company sees.
  const movements = await listTransactions(env, companyId, { first: OPS_COMPANY_DETAIL_ROWS });
  return {
    company,
    campaigns: newestCampaigns,
    deals: newestDeals,
    transactions: movements.nodes,
  };
}
