/**
 * CreatorInvite: a company invites a matching creator to one of its active campaigns. A
 * new invitation tells the creator ("Glow Co invited you to Summer glow"), stored and
 * published after the commit; a repeat changes nothing and sends nothing
 * (docs/product.md#notification-centre).
 */
import { eq } from 'drizzle-orm';
import { brands } from '../../db/schema/brands';
import { campaignInvitations, creators } from '../../db/schema/creators';
import { commitThenMail } from '../env';
import type { ServiceEnv } from '../env';
import { invitedNotice } from '../notifications/creatorNotices';
import { assertCanTake, findCreator, ownCampaign } from './lookup';
import { campaignCreators } from './view';
import type { CampaignCreatorView } from './view';

/** Invites the creator (a repeat changes nothing) and answers their view for the campaign. */
export async function inviteCreator(
  env: ServiceEnv,
  companyId: number,
  args: { campaign_id: string; creator_id: string },
): Promise<CampaignCreatorView> {
  const { campaignId, creatorId } = await commitThenMail(env, async (tx, _mails, notices) => {
    const campaign = await ownCampaign(tx, companyId, args.campaign_id);
    const creator = await findCreator(tx, args.creator_id);
    assertCanTake(campaign, creator);
    const [invited] = await tx
      .insert(campaignInvitations)
      .values({ campaign_id: campaign.id, creator_id: creator.id, created_at: env.services.now() })
      .onConflictDoNothing()
      .returning({ creatorId: campaignInvitations.creator_id });
    if (invited) {
      // The campaign's brand is the company's own (campaigns reference it NOT NULL).
      const [brand] = await tx
        .select({ name: brands.name })
        .from(brands)
        .where(eq(brands.id, campaign.brand_id));
      notices.push(await invitedNotice(tx, creator.id, campaign, brand?.name ?? ''));
    }
    return { campaignId: campaign.id, creatorId: creator.id };
  });
  const { views } = await campaignCreators(env.db, {
    campaignId,
    where: eq(creators.id, creatorId),
    orderBy: [],
    limit: 1,
  });
  // The creator was just read; a profile is only removed with its account.
  return views[0]!;
}
