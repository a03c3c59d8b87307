/**
 * Reading creators for a company (docs/product.md#creators): Find creators (Creators),
 * one profile (Creator) and a campaign's applicants (CampaignApplicants).
 */
import { and, eq, exists, isNotNull, notExists, or, sql } from 'drizzle-orm';
import { CREATOR_SORT_DEFAULT } from '../../../domain/creators/rules';
import type { CreatorFilter, CreatorSortName } from '../../../domain/creators/rules';
import { creatorFilterSchema } from '../../../domain/creators/schema';
import { campaigns } from '../../db/schema/campaigns';
import { campaignApplications, campaignInvitations, creators } from '../../db/schema/creators';
import { deals } from '../../db/schema/deals';
import type { CreatorRow } from '../../db/schema/creators';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import { findCreator, ownCampaign } from './lookup';
import { pageArgs, readPage } from '../shared/paging';
import { filtered, matchedBy, matchingCampaign } from './matching';
import { CREATOR_SORT_ORDERS } from './sorts';
import { campaignCreators, creatorNotFound } from './view';
import type { CampaignCreatorView } from './view';

export interface CreatorsArgs {
  campaign_id: string;
  filter?: CreatorFilter | null;
  sort?: CreatorSortName | null;
  first?: number | null;
  after?: string | null;
}

/**
 * Creators: every creator matching one of the company's campaigns (any status: browsing
 * needs no active campaign), narrowed by the filter, in the chosen order.
 */
export async function listCreators(
  env: ServiceEnv,
  companyId: number,
  args: CreatorsArgs,
): Promise<Page<CampaignCreatorView>> {
  const filter = await validated(creatorFilterSchema, args.filter ?? {});
  const sort = CREATOR_SORT_ORDERS[args.sort ?? CREATOR_SORT_DEFAULT];
  const { size, position } = await pageArgs(sort, args);
  const campaign = await ownCampaign(env.db, companyId, args.campaign_id);
  const where = and(matchingCampaign(campaign), filtered(filter as CreatorFilter));
  return readPage(
    env.db,
    sort,
    { size, position, table: creators, where, rowOf: (view) => view.creator },
    (query) => campaignCreators(env.db, { campaignId: campaign.id, ...query }),
  );
}

interface ApplicationKey {
  id: number;
  created_at: Date;
}

/** Newest application first, ties by creator id (campaign_applications_newest_idx). */
const NEWEST_APPLICATION = byCreation<ApplicationKey>(
  { created_at: campaignApplications.created_at, id: campaignApplications.creator_id },
  'newest',
  'desc',
);

/** CampaignApplicants: the creators who applied to one of the company's campaigns. */
export async function listApplicants(
  env: ServiceEnv,
  companyId: number,
  args: { campaign_id: string; first?: number | null; after?: string | null },
): Promise<Page<CampaignCreatorView>> {
  const { size, position } = await pageArgs(NEWEST_APPLICATION, args);
  const campaign = await ownCampaign(env.db, companyId, args.campaign_id);
  // A suspended creator's application waits hidden (docs/product.md#operator-console).
  const where = and(
    eq(campaignApplications.campaign_id, campaign.id),
    notExists(
      env.db
        .select({ one: sql`1` })
        .from(creators)
        .where(
          and(eq(creators.id, campaignApplications.creator_id), isNotNull(creators.suspended_at)),
        ),
    ),
  );
  // Every applicant's view carries the application it was read through.
  const rowOf = (view: CampaignCreatorView) => ({
    id: view.creator.id,
    created_at: view.application?.createdAt ?? new Date(0),
  });
  return readPage(
    env.db,
    NEWEST_APPLICATION,
    { size, position, table: campaignApplications, where, rowOf },
    (query) => campaignCreators(env.db, { campaignId: campaign.id, ...query, applicants: true }),
  );
}

/**
 * Creator: the profile of a creator the company has a reason to see
 * (docs/product.md#creators): one who matches one of its campaigns (any status, as Find
 * creators lists them), or applied or was invited to one, or holds a deal on one. Anyone
 * else answers NOT_FOUND, exactly like an id that is not a creator. One statement over the
 * company's campaigns (campaigns_company_* indexes) besides reading the profile.
 */
export async function getCreator(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<CreatorRow> {
  const creator = await findCreator(env.db, id);
  const linked = (table: typeof campaignApplications | typeof campaignInvitations | typeof deals) =>
    exists(
      env.db
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.campaign_id, campaigns.id), eq(table.creator_id, creator.id))),
    );
  const [seen] = await env.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.company_id, companyId),
        or(
          matchedBy(creator),
          linked(campaignApplications),
          linked(campaignInvitations),
          linked(deals),
        ),
      ),
    )
    .limit(1);
  if (!seen) throw creatorNotFound();
  return creator;
}
