import { mayHandleMoney } from '../../../domain/teams/roles';
import { dashboardSpend } from '../../services/dashboard/spend';
import { dashboardSummary } from '../../services/dashboard/summary';
import type { AttentionItem as AttentionItemView } from '../../services/dashboard/summary';
import { translated } from '../errors';
import type { AttentionItem, Resolvers } from '../generated/app';

const idOrNull = (id: number | null) => (id === null ? null : String(id));

function toAttentionItem(item: AttentionItemView): AttentionItem {
  return {
    kind: item.kind,
    campaign_id: String(item.campaignId),
    campaign_name: item.campaignName,
    deal_id: idOrNull(item.dealId),
    creator_name: item.creatorName,
    detail: item.detail,
    since: item.since.toISOString(),
    due_at: item.dueAt?.toISOString() ?? null,
  };
}

/** The dashboard of the session's company: every figure is scoped to ctx.companyId. */
export const dashboardResolvers: Resolvers = {
  Query: {
    DashboardSummary: translated(async (_parent, _args, ctx) => {
      // Money is the owner's and admins' (docs/product.md#brand-teams): a member's summary
      // has none, and is not even read. The role guard lets no company session without a
      // team role this far; were one to come, it would see no money.
      const withMoney = ctx.teamRole !== null && mayHandleMoney(ctx.teamRole);
      const summary = await dashboardSummary(ctx, ctx.companyId, { withMoney });
      const { money } = summary;
      const campaigns = summary.campaignCounts;
      return {
        active_campaigns: campaigns.active ?? 0,
        paused_campaigns: campaigns.paused ?? 0,
        awaiting_approval_campaigns: campaigns.pending_admin_approval ?? 0,
        rejected_campaigns: campaigns.rejected ?? 0,
        total_campaigns: summary.totalCampaigns,
        deal_counts: summary.dealCounts,
        content_to_review: summary.contentToReview,
        next_auto_accept_at: summary.nextAutoAcceptAt?.toISOString() ?? null,
        deals_to_ship: summary.dealsToShip,
        spent_this_month: money?.spentThisMonthCents ?? null,
        in_escrow: money?.inEscrowCents ?? null,
        wallet_balance: money?.walletBalanceCents ?? null,
        attention: summary.attention.map(toAttentionItem),
      };
    }),
    DashboardSpend: translated(async (_parent, args, ctx) =>
      (await dashboardSpend(ctx, ctx.companyId, args)).map((week) => ({
        week_start: week.weekStart,
        spent: week.spentCents,
        content_accepted: week.contentAccepted,
      })),
    ),
  },
};
