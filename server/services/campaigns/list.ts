/** Reading campaigns: Campaigns (newest first, optionally of one status) and Campaign. */
import { and, eq } from 'drizzle-orm';
import type { CampaignStatus } from '../../../features/campaigns/rules';
import { campaignListSchema } from '../../../features/campaigns/schema';
import { campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { EVERY_BRAND_FIELD } from '../brands/view';
import type { BrandViewNeeds } from '../brands/view';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { getOwned, listOwned } from '../owned';
import { byCreation } from '../pagination';
import type { Page } from '../pagination';
import { campaignNotFound, campaignViewQuery } from './view';
import type { CampaignView } from './view';

/** The only order of Campaigns: newest first (campaigns_company[_status]_newest_idx). */
const NEWEST = byCreation<CampaignRow>(campaigns, 'newest', 'desc');

export interface CampaignsArgs {
  status?: CampaignStatus | null;
  first?: number | null;
  after?: string | null;
}

/** Campaigns: the company's campaigns, newest first, of `status` when given. */
export async function listCampaigns(
  env: ServiceEnv,
  companyId: number,
  args: CampaignsArgs,
  needs: BrandViewNeeds = EVERY_BRAND_FIELD,
): Promise<Page<CampaignView>> {
  await validated(campaignListSchema, { first: args.first, after: args.after });
  const where = and(
    eq(campaigns.company_id, companyId),
    args.status ? eq(campaigns.status, args.status) : undefined,
  );
  return listOwned(
    env,
    campaigns,
    { where, sort: NEWEST, first: args.first, after: args.after },
    campaignViewQuery(needs),
  );
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
