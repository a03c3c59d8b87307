/**
 * CampaignPause, CampaignResume and CampaignDeactivate (docs/product.md#campaign-statuses):
 * the company moves its own campaign as CAMPAIGN_ACTIONS_BY_STATUS allows, in one
 * transaction that locks the campaign's row, so two moves of one campaign (or a move and a
 * pick, which raises deals_count under the same row lock) happen one after the other and
 * the second sees the first's status. Anything else is CAMPAIGN_ACTION_NOT_ALLOWED with
 * nothing written. Pausing hides the campaign from creators (they list, apply to and are
 * picked for active campaigns only); deactivating also gives back the unfilled slots'
 * money (see deactivate.ts).
 */
import { eq } from 'drizzle-orm';
import {
  CAMPAIGN_ACTION_TARGET,
  CAMPAIGN_STATUS_EVENT,
  campaignActionAllowed,
} from '../../../domain/campaigns/rules';
import type { CampaignStatus } from '../../../domain/campaigns/rules';
import { CAMPAIGN_ACTION_EVENT } from '../../../domain/campaigns/events';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import type { Translate } from '../../i18n';
import { EVERY_BRAND_FIELD } from '../brands/view';
import { announceCampaign } from '../creators/marketplaceNews';
import { commitThenMail } from '../env';
import type { ServiceEnv } from '../env';
import type { CompanyNotice } from '../notifications/notice';
import { ServiceError } from '../errors';
import { findOwned, viewsOf } from '../shared/owned';
import { lockCompanyMoney } from '../wallet/lock';
import { recordCampaignEvents } from './events';
import { campaignNotFound, campaignViewQuery } from './view';
import type { CampaignView } from './view';

/** The actions that move a campaign to another status. */
export type StatusAction = keyof typeof CAMPAIGN_ACTION_TARGET;

/** Why an action was refused, in the caller's language: the message names the status. */
export function actionRefused(status: CampaignStatus, t: Translate): ServiceError {
  return new ServiceError('CAMPAIGN_ACTION_NOT_ALLOWED', 'errors:campaignActionNotAllowed', {
    values: { status: t(`campaigns:statuses.${status}`) },
  });
}

/**
 * The company's own move: its other open tabs refresh the campaign, and no tab shows a
 * toast for what the user just did (an empty message).
 */
const refreshCompany = (campaign: CampaignRow): CompanyNotice => ({
  companyId: campaign.company_id,
  message: '',
  details: {
    event: CAMPAIGN_STATUS_EVENT,
    campaign_id: String(campaign.id),
    status: campaign.status,
  },
});

/**
 * What an action does besides the status, in its transaction (the campaign as moved); the
 * notices it returns go out with the action's own.
 */
export type ActionWork = (
  tx: Database,
  campaign: CampaignRow,
  clock: () => Date,
) => Promise<CompanyNotice[] | void>;

/**
 * Makes `action` on the company's campaign `id`: NOT_FOUND for any other id, refused unless
 * its status allows the action; then the new status and its time, the activity step naming
 * the person who took it (./events.ts), `work`, and the refresh notice after the commit. A move of money (`withMoney`) takes the company's money lock
 * before the campaign's row, the order every deal move takes them in, so a deactivation and
 * a deal move running at once wait for each other instead of deadlocking.
 */
export async function runCampaignAction(
  env: ServiceEnv,
  companyId: number,
  id: string,
  action: StatusAction,
  { withMoney = false, work }: { withMoney?: boolean; work?: ActionWork } = {},
): Promise<CampaignView> {
  const moved = await commitThenMail(env, async (tx, _mails, notices) => {
    if (withMoney) await lockCompanyMoney(tx, companyId);
    const campaign = await findOwned(tx, campaigns, companyId, id, { lock: true });
    if (!campaign) throw campaignNotFound();
    const status = campaign.status as CampaignStatus;
    if (!campaignActionAllowed(status, action)) throw actionRefused(status, env.t);
    const [moved] = await tx
      .update(campaigns)
      .set({ status: CAMPAIGN_ACTION_TARGET[action], status_changed_at: env.services.now() })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    await recordCampaignEvents(tx, [
      {
        companyId,
        campaignId: campaign.id,
        action: CAMPAIGN_ACTION_EVENT[action],
        memberId: env.actingPersonId,
        at: moved!.status_changed_at,
      },
    ]);
    const told = await work?.(tx, moved!, env.services.now);
    notices.push(refreshCompany(moved!), ...(told ?? []));
    const [view] = await viewsOf(tx, campaigns, [moved!], campaignViewQuery(EVERY_BRAND_FIELD));
    return view!;
  });
  // Creators' marketplaces drop (or may show again) the campaign: docs/product.md#marketplace.
  await announceCampaign(env, moved.row);
  return moved;
}

/** CampaignPause: active → paused. Creators stop seeing it; its deals go on. */
export const pauseCampaign = (env: ServiceEnv, companyId: number, id: string) =>
  runCampaignAction(env, companyId, id, 'pause');

/** CampaignResume: paused → active. Creators see it again. */
export const resumeCampaign = (env: ServiceEnv, companyId: number, id: string) =>
  runCampaignAction(env, companyId, id, 'resume');
