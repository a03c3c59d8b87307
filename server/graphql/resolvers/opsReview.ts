/**
 * The operator console's queues and decisions (docs/product.md#operator-console):
 * campaigns to approve, content to screen, disputes to settle. Operator sessions only
 * (server/graphql/roles.ts: every Ops… field); each reads any company's records, and each
 * decision is recorded in the audit log with the signed-in operator by its service.
 * Deals answer as an operator sees them: no actions to take as a party, nothing unread.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { contentsOfDeals } from '../../services/content/view';
import { listDealMessages } from '../../services/deals/chat';
import { dealTimeline } from '../../services/deals/view';
import type { DealView } from '../../services/deals/view';
import type { AuditActor } from '../../services/ops/audit';
import { operatorActor } from '../../services/ops/actor';
import {
  listPendingCampaigns,
  opsApproveCampaign,
  opsRejectCampaign,
} from '../../services/ops/campaigns';
import type { OpsCampaignView } from '../../services/ops/campaigns';
import { listDisputes, opsCancelDeal, opsDeal, opsFinishDeal } from '../../services/ops/disputes';
import type { OpsDealView } from '../../services/ops/disputes';
import type { AccountSummary } from '../../services/ops/people';
import { queueCounts } from '../../services/ops/queue';
import type { QueueCount } from '../../services/ops/queue';
import { listScreenings, opsApproveContent, opsRejectContent } from '../../services/ops/screening';
import type { OpsScreeningView } from '../../services/ops/screening';
import type { AppContext } from '../context';
import { translated } from '../errors';
import type {
  Deal,
  OpsCampaign,
  OpsCompanySummary,
  OpsCreatorSummary,
  OpsDispute,
  OpsQueueCount,
  OpsScreening,
  Resolvers,
} from '../generated/app';
import { selects } from '../selection';
import { toCampaign } from './campaigns';
import { toConnection } from './connection';
import { toMessageConnection } from './dealLists';
import { toContent, toDeal } from './dealTypes';
import type { DealExtras } from './dealTypes';

// S1's operatorActor may answer at once or after reading the e-mail: either works here.
const actorOf = async (ctx: AppContext): Promise<AuditActor> => operatorActor(ctx);

const toCount = ({ count, oldestAt }: QueueCount): OpsQueueCount => ({
  count,
  oldest_at: oldestAt?.toISOString() ?? null,
});

const toCompanySummary = ({ id, name, email }: AccountSummary): OpsCompanySummary => ({
  id: String(id),
  name,
  email,
});

const toCreatorSummary = ({ id, name, email, avatarUrl }: AccountSummary): OpsCreatorSummary => ({
  id: String(id),
  name,
  email,
  avatar_url: avatarUrl,
});

const toOpsCampaign = ({ campaign, company }: OpsCampaignView): OpsCampaign => ({
  campaign: toCampaign(campaign),
  company: toCompanySummary(company),
  waiting_since: campaign.row.created_at.toISOString(),
});

/** What the operation selects of its deals (`at`: the path to them), read for the page. */
async function extrasOf(
  ctx: AppContext,
  info: GraphQLResolveInfo,
  at: readonly string[],
  views: DealView[],
): Promise<Map<number, DealExtras>> {
  const byDeal = new Map<number, DealExtras>(views.map((view) => [view.row.id, {}]));
  if (selects(info, [...at, 'contents'])) {
    const contents = await contentsOfDeals(
      ctx.db,
      views.map((view) => view.row.id),
    );
    for (const [id, list] of contents) byDeal.get(id)!.contents = list;
  }
  if (selects(info, [...at, 'events'])) {
    for (const view of views)
      byDeal.get(view.row.id)!.events = await dealTimeline(ctx.db, view.row.id);
  }
  return byDeal;
}

/** A deal as an operator sees it: a party's actions are not an operator's; nothing is unread. */
const toOpsDeal = (view: DealView, extras: DealExtras = {}): Deal => ({
  ...toDeal({ ...view, unreadMessages: 0 }, 'admin', extras),
  actions: [],
});

const toDispute = (view: OpsDealView, extras?: DealExtras): OpsDispute => ({
  deal: toOpsDeal(view.deal, extras),
  company: toCompanySummary(view.company),
  creator: toCreatorSummary(view.creator),
  waiting_since: view.waitingSince.toISOString(),
});

const toScreening = (view: OpsScreeningView, extras?: DealExtras): OpsScreening => {
  const { deal, company, creator, waiting_since } = toDispute(view, extras);
  return { deal, company, creator, waiting_since, content: toContent(view.content) };
};

/** Answers deals `views` with the extras the operation asked for at `at`. */
async function shown<V extends OpsDealView, N>(
  ctx: AppContext,
  info: GraphQLResolveInfo,
  at: readonly string[],
  views: V[],
  toNode: (view: V, extras?: DealExtras) => N,
): Promise<N[]> {
  const extras = await extrasOf(
    ctx,
    info,
    at,
    views.map((view) => view.deal),
  );
  return views.map((view) => toNode(view, extras.get(view.deal.row.id)));
}

/** A decision's answer: the deal it moved, as the operation selects it. */
async function decidedDeal(
  ctx: AppContext,
  info: GraphQLResolveInfo,
  run: Promise<OpsDealView>,
): Promise<Deal> {
  const view = await run;
  const [extras] = (await extrasOf(ctx, info, [], [view.deal])).values();
  return toOpsDeal(view.deal, extras);
}

export const opsReviewResolvers: Resolvers = {
  Query: {
    OpsQueue: translated(async (_parent, _args, ctx) => {
      const counts = await queueCounts(ctx);
      return {
        campaigns: toCount(counts.campaigns),
        content: toCount(counts.content),
        disputes: toCount(counts.disputes),
        creators: toCount(counts.creators),
        payouts: toCount(counts.payouts),
        content_screening_manual: counts.contentScreeningManual,
      };
    }),
    OpsCampaigns: translated(async (_parent, args, ctx) =>
      toConnection(await listPendingCampaigns(ctx, args), toOpsCampaign),
    ),
    OpsScreenings: translated(async (_parent, args, ctx, info) => {
      const page = await listScreenings(ctx, args);
      const nodes = await shown(ctx, info, ['nodes', 'deal'], page.nodes, toScreening);
      return toConnection({ ...page, nodes }, (node) => node);
    }),
    OpsDisputes: translated(async (_parent, args, ctx, info) => {
      const page = await listDisputes(ctx, args);
      const nodes = await shown(ctx, info, ['nodes', 'deal'], page.nodes, toDispute);
      return toConnection({ ...page, nodes }, (node) => node);
    }),
    OpsDeal: translated(async (_parent, { id }, ctx, info) => {
      const [dispute] = await shown(ctx, info, ['deal'], [await opsDeal(ctx, id)], toDispute);
      return dispute!;
    }),
    // Read-only: an operator's reading marks nothing read for either party.
    OpsDealMessages: translated(async (_parent, args, ctx) =>
      toMessageConnection(await listDealMessages(ctx, 'any', args)),
    ),
  },
  Mutation: {
    OpsCampaignApprove: translated(async (_parent, args, ctx) =>
      toOpsCampaign(await opsApproveCampaign(ctx, await actorOf(ctx), args)),
    ),
    OpsCampaignReject: translated(async (_parent, args, ctx) =>
      toOpsCampaign(await opsRejectCampaign(ctx, await actorOf(ctx), args)),
    ),
    OpsContentApprove: translated(async (_parent, args, ctx, info) =>
      decidedDeal(ctx, info, opsApproveContent(ctx, await actorOf(ctx), args)),
    ),
    OpsContentReject: translated(async (_parent, args, ctx, info) =>
      decidedDeal(ctx, info, opsRejectContent(ctx, await actorOf(ctx), args)),
    ),
    OpsDealFinish: translated(async (_parent, args, ctx, info) =>
      decidedDeal(ctx, info, opsFinishDeal(ctx, await actorOf(ctx), args)),
    ),
    OpsDealCancel: translated(async (_parent, args, ctx, info) =>
      decidedDeal(ctx, info, opsCancelDeal(ctx, await actorOf(ctx), args)),
    ),
  },
};
