/**
 * Reading campaigns (docs/product.md#campaign-statuses): Campaigns (of one status or one
 * listing tab, searched by name, in one of four orders, a page at a time), the listing's
 * tab counts, and Campaign.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  CAMPAIGN_SORT_DEFAULT,
  CAMPAIGN_TAB_STATUSES,
  CAMPAIGN_TABS,
} from '../../../domain/campaigns/rules';
import type { CampaignSort, CampaignStatus, CampaignTab } from '../../../domain/campaigns/rules';
import { campaignListSchema } from '../../../domain/campaigns/schema';
import { campaigns } from '../../db/schema/campaigns';
import { EVERY_BRAND_FIELD } from '../brands/view';
import type { BrandViewNeeds } from '../brands/view';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { fieldError } from '../errors';
import { getOwned, listOwned } from '../shared/owned';
import type { Page } from '../shared/pagination';
import { likePattern } from '../shared/likePattern';
import { CAMPAIGN_SORT_ORDERS } from './sorts';
import { campaignNotFound, campaignViewQuery } from './view';
import type { CampaignView } from './view';

export interface CampaignsArgs {
  status?: CampaignStatus | null;
  tab?: CampaignTab | null;
  search?: string | null;
  sort?: CampaignSort | null;
  first?: number | null;
  after?: string | null;
}

/** The company's campaigns whose name holds `search` (any case; `%`, `_`, `\` literal). */
function namedLike(companyId: number, search: string | undefined): SQL | undefined {
  return and(
    eq(campaigns.company_id, companyId),
    search ? sql`${campaigns.name} ilike ${likePattern(search)} escape '\\'` : undefined,
  );
}

/**
 * The search, checked (at most CAMPAIGN_SEARCH_MAX characters, storable text) and trimmed
 * ("" is no search), and the cursor checked with it.
 */
async function searchOf(
  args: Pick<CampaignsArgs, 'search' | 'after'>,
): Promise<string | undefined> {
  const checked = await validated(campaignListSchema, { search: args.search, after: args.after });
  return checked.search || undefined;
}

/** Campaigns: the company's campaigns, filtered, sorted (newest first by default), paged. */
export async function listCampaigns(
  env: ServiceEnv,
  companyId: number,
  args: CampaignsArgs,
  needs: BrandViewNeeds = EVERY_BRAND_FIELD,
): Promise<Page<CampaignView>> {
  if (args.status && args.tab) throw fieldError('tab', 'errors:campaignStatusWithTab');
  const search = await searchOf(args);
  const statuses = args.tab ? CAMPAIGN_TAB_STATUSES[args.tab] : args.status ? [args.status] : null;
  const where = and(
    namedLike(companyId, search),
    statuses ? inArray(campaigns.status, [...statuses]) : undefined,
  );
  return listOwned(
    env,
    campaigns,
    {
      where,
      sort: CAMPAIGN_SORT_ORDERS[args.sort ?? CAMPAIGN_SORT_DEFAULT],
      first: args.first,
      after: args.after,
    },
    campaignViewQuery(needs),
  );
}

export interface CampaignTabCount {
  tab: CampaignTab;
  count: number;
}

/** CampaignTabCounts: every tab in the order shown, with its campaigns (0 included). */
export async function campaignTabCounts(
  env: ServiceEnv,
  companyId: number,
  args: { search?: string | null },
): Promise<CampaignTabCount[]> {
  const search = await searchOf({ search: args.search });
  const rows = await env.db
    .select({ status: campaigns.status, count: count() })
    .from(campaigns)
    .where(namedLike(companyId, search))
    .groupBy(campaigns.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.count]));
  return CAMPAIGN_TABS.map((tab) => ({
    tab,
    count: CAMPAIGN_TAB_STATUSES[tab].reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
  }));
}

/** Campaign: one of the company's campaigns; NOT_FOUND for any other id. */
export function getCampaign(env: ServiceEnv, companyId: number, id: string): Promise<CampaignView> {
  return getOwned(
    env,
    campaigns,
    companyId,
    id,
    campaignNotFound,
    campaignViewQuery(EVERY_BRAND_FIELD),
  );
}
