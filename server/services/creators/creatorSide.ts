/**
 * The creator side (docs/product.md#creators): a creator applies to an active campaign it
 * matches, with a pitch, and withdraws until picked. ctx.companyId is the creator's id.
 */
import { and, eq, sql } from 'drizzle-orm';
import { pitchSchema } from '../../../domain/creators/schema';
import { CAMPAIGN_APPLICATION_EVENT } from '../../../domain/notifications/rules';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { campaignApplications, creators } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { translate } from '../../i18n';
import { campaignLocale } from '../campaigns/review';
import { commitThenMail, validated } from '../env';
import { parseId } from '../ids';
import type { ServiceEnv } from '../env';
import type { CompanyNotice } from '../notifications/notice';
import { fieldError, ServiceError } from '../errors';
import { alreadyPicked, hasDeal } from '../deals/create';
import { visibleCampaign } from './creatorCampaigns';
import type { CreatorCampaignView } from './creatorCampaigns';
import { profileIntroVideoId } from './introVideo';
import { findCreator } from './lookup';

const creatorSuspended = () => new ServiceError('CREATOR_SUSPENDED', 'opsPeople:creatorSuspended');

/**
 * The company is told in the language its campaign was made in, once per creator and
 * campaign until it reads that notification: applying again after withdrawing, while it
 * is unread, only refreshes the company's screens (docs/product.md#notification-centre).
 */
function applicationNotice(campaign: CampaignRow, creator: CreatorRow): CompanyNotice {
  return {
    companyId: campaign.company_id,
    message: translate(campaignLocale(campaign), 'messages:creatorApplied', {
      creator: creator.name,
      campaign: campaign.name,
    }),
    details: {
      event: CAMPAIGN_APPLICATION_EVENT,
      campaign_id: String(campaign.id),
      campaign_name: campaign.name,
      creator_id: String(creator.id),
    },
    coalesce: {
      key: `${CAMPAIGN_APPLICATION_EVENT}:${campaign.id}:${creator.id}`,
      mode: 'once',
    },
  };
}

/** The application of one creator to one campaign, if any. */
const applicationOf = (campaignId: number, creatorId: number) =>
  and(
    eq(campaignApplications.campaign_id, campaignId),
    eq(campaignApplications.creator_id, creatorId),
  );

/**
 * Takes the campaign row's share lock before the campaign is read. Filling the last slot
 * and deactivating update that row, and each tells every waiting applicant that the
 * campaign closed: with the lock, an application either commits before the close reads
 * its applicants (and is told) or is read after the close commits (and is refused as
 * not found). Applications to one campaign do not wait on each other.
 */
async function shareCampaignRow(tx: Database, id: string): Promise<void> {
  const campaignId = parseId(id);
  if (campaignId === null) return; // visibleCampaign refuses it
  await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('share');
}

/** The creator was active at `now`: last_active_at moves on, never back (a replayed past). */
const activeAt = (now: Date) => ({
  last_active_at: sql`greatest(${creators.last_active_at}, ${now.toISOString()}::timestamptz)`,
});

/**
 * CreatorApply: applies to a visible campaign, or replaces the pitch of an application;
 * the company is notified of a new application after the commit.
 */
export async function applyToCampaign(
  env: ServiceEnv,
  creatorId: number,
  args: { campaign_id: string; pitch: string; with_intro_video?: boolean | null },
): Promise<CreatorCampaignView> {
  const { pitch } = await validated(pitchSchema, { pitch: args.pitch });
  return commitThenMail(env, async (tx, _mails, notices) => {
    // The row is updated below anyway: taken first, so a deletion cannot slip between.
    const creator = await findCreator(tx, creatorId, { lock: 'update' });
    // Said plainly rather than as a campaign not found (docs/product.md#operator-console).
    if (creator.suspended_at !== null) throw creatorSuspended();
    await shareCampaignRow(tx, args.campaign_id);
    const { row: campaign } = await visibleCampaign(tx, creator, args.campaign_id);
    // The profile's intro video goes along when asked; a repeat without it drops it.
    const introVideoId = args.with_intro_video ? await profileIntroVideoId(tx, creator.id) : null;
    if (args.with_intro_video && !introVideoId) {
      throw fieldError('with_intro_video', 'errors:introVideoMissing');
    }
    const now = env.services.now();
    const [existing] = await tx
      .select({ pitch: campaignApplications.pitch })
      .from(campaignApplications)
      .where(applicationOf(campaign.id, creator.id));
    await tx
      .insert(campaignApplications)
      .values({
        campaign_id: campaign.id,
        creator_id: creator.id,
        pitch,
        intro_video_id: introVideoId,
        created_at: now,
      })
      .onConflictDoUpdate({
        target: [campaignApplications.campaign_id, campaignApplications.creator_id],
        set: { pitch, intro_video_id: introVideoId },
      });
    await tx.update(creators).set(activeAt(now)).where(eq(creators.id, creator.id));
    if (!existing) notices.push(applicationNotice(campaign, creator));
    return visibleCampaign(tx, creator, String(campaign.id));
  });
}

/** CreatorWithdraw: removes the creator's application; refused once picked. */
export async function withdrawFromCampaign(
  env: ServiceEnv,
  creatorId: number,
  args: { campaign_id: string },
): Promise<CreatorCampaignView> {
  return env.db.transaction(async (tx) => {
    const creator = await findCreator(tx, creatorId);
    const { row: campaign } = await visibleCampaign(tx, creator, args.campaign_id);
    if (await hasDeal(tx, campaign.id, creator.id)) throw alreadyPicked();
    const removed = await tx
      .delete(campaignApplications)
      .where(applicationOf(campaign.id, creator.id))
      .returning({ id: campaignApplications.creator_id });
    if (removed.length === 0) {
      throw new ServiceError('NOT_FOUND', 'errors:applicationNotFound');
    }
    await tx.update(creators).set(activeAt(env.services.now())).where(eq(creators.id, creator.id));
    return visibleCampaign(tx, creator, String(campaign.id));
  });
}
