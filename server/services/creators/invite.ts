/** CreatorInvite: a company invites a matching creator to one of its active campaigns. */
import { eq } from 'drizzle-orm';
import { campaignInvitations, creators } from '../../db/schema/creators';
import type { ServiceEnv } from '../env';
import { assertCanTake, findCreator, ownCampaign } from './lookup';
import { campaignCreators } from './view';
import type { CampaignCreatorView } from './view';

/** Invites the creator (a repeat changes nothing) and answers their view for the campaign. */
export async function inviteCreator(
  env: ServiceEnv,
  companyId: number,
  args: { campaign_id: string; creator_id: string },
): Promise<CampaignCreatorView> {
  const campaign = await ownCampaign(env.db, companyId, args.campaign_id);
  const creator = await findCreator(env.db, args.creator_id);
  assertCanTake(campaign, creator);
  await env.db
    .insert(campaignInvitations)
    .values({ campaign_id: campaign.id, creator_id: creator.id, created_at: env.services.now() })
    .onConflictDoNothing();
  const { views } = await campaignCreators(env.db, {
    campaignId: campaign.id,
    where: eq(creators.id, creator.id),
    orderBy: [],
    limit: 1,
  });
  // The creator was just read; a profile is only removed with its account.
  return views[0]!;
}
