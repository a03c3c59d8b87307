/**
 * The campaigns queue (docs/product.md#operator-console): campaigns awaiting approval,
 * oldest first, with their companies; and an operator's approval or rejection, made by the
 * one review code path (services/campaigns/review.ts: the refund, the company's notice and
 * the audit row in its transaction), then told to the company and to the open consoles.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { EVERY_BRAND_FIELD } from '../brands/view';
import { approveCampaign, rejectCampaign } from '../campaigns/review';
import type { Reviewed } from '../campaigns/review';
import { campaignViewQuery } from '../campaigns/view';
import type { CampaignView } from '../campaigns/view';
import { publishNotices } from '../env';
import type { ServiceEnv } from '../env';
import { pageArgs, readPage } from '../shared/paging';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import type { AuditActor } from './audit';
import { optionalReason, requiredReason } from './decision';
import { accountSummaries, summaryOf } from './people';
import type { AccountSummary } from './people';
import { campaignsWaiting, queuesChanged } from './queue';

/** A campaign of the queue: the campaign as its company sees it, and the company. */
export interface OpsCampaignView {
  campaign: CampaignView;
  company: AccountSummary;
}

/** Oldest first, as they wait (campaigns_status_newest_idx read forwards). */
const OLDEST = byCreation<{ id: number; created_at: Date }>(campaigns, 'ops-campaigns', 'asc');

const viewQuery = campaignViewQuery(EVERY_BRAND_FIELD);

async function withCompanies(db: Database, views: CampaignView[]): Promise<OpsCampaignView[]> {
  const summaries = await accountSummaries(
    db,
    views.map((view) => view.row.company_id),
  );
  return views.map((view) => ({
    campaign: view,
    company: summaryOf(summaries, view.row.company_id),
  }));
}

/** OpsCampaigns: a page of the campaigns awaiting approval, oldest first. */
export async function listPendingCampaigns(
  env: Pick<ServiceEnv, 'db'>,
  args: { first?: number | null; after?: string | null },
): Promise<Page<OpsCampaignView>> {
  const { size, position } = await pageArgs(OLDEST, args);
  const page = await readPage(
    env.db,
    OLDEST,
    {
      size,
      position,
      table: campaigns,
      where: campaignsWaiting,
      rowOf: (view: CampaignView) => view.row,
    },
    (query) => viewQuery(env.db, query),
  );
  return { ...page, nodes: await withCompanies(env.db, page.nodes) };
}

/** The campaign after a decision, as the console shows it (any company's). */
async function decided(env: ServiceEnv, reviewed: Reviewed): Promise<OpsCampaignView> {
  await publishNotices(env.services.publisher, env.log, reviewed.notices);
  await queuesChanged(env, 'campaigns');
  const { views } = await viewQuery(env.db, {
    where: eq(campaigns.id, reviewed.campaign.id),
    orderBy: [],
    limit: 1,
  });
  const [shown] = await withCompanies(env.db, views);
  if (!shown) throw new Error(`campaign ${reviewed.campaign.id} vanished after its review`);
  return shown;
}

/** OpsCampaignApprove: the campaign goes live; the reason is optional. */
export async function opsApproveCampaign(
  env: ServiceEnv,
  actor: AuditActor,
  args: { id: string; reason?: string | null },
): Promise<OpsCampaignView> {
  const reason = await optionalReason(args.reason);
  return decided(env, await approveCampaign(env, args.id, { actor, reason }));
}

/** OpsCampaignReject: rejected with the reason the company reads; the payment goes back. */
export async function opsRejectCampaign(
  env: ServiceEnv,
  actor: AuditActor,
  args: { id: string; reason: string },
): Promise<OpsCampaignView> {
  const reason = await requiredReason(args.reason);
  return decided(env, await rejectCampaign(env, args.id, reason, actor));
}
