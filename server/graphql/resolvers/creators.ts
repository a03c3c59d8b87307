import type { CreatorFilter, CreatorSortName } from '../../../domain/creators/rules';
import { applyToCampaign, withdrawFromCampaign } from '../../services/creators/creatorSide';
import { getCreatorCampaign, listCreatorCampaigns } from '../../services/creators/creatorCampaigns';
import type {
  CreatorCampaignView,
  MarketplaceFilter,
} from '../../services/creators/creatorCampaigns';
import {
  declineInvitation,
  listCreatorApplications,
  listCreatorInvitations,
} from '../../services/creators/creatorApplications';
import type {
  CreatorApplicationView,
  CreatorInvitationView,
} from '../../services/creators/creatorApplications';
import {
  creatorEarnings,
  slotsLeft,
  takesApplications,
} from '../../../domain/creators/marketplace';
import { imageUrl } from '../../http/images';
import { inviteCreator } from '../../services/creators/invite';
import { getCreator, listApplicants, listCreators } from '../../services/creators/list';
import type { ApplicationView, CampaignCreatorView } from '../../services/creators/view';
import { translated } from '../errors';
import type {
  CampaignCreator,
  CampaignType,
  ContentFormat,
  CreatorApplication,
  CreatorApplicationEntry,
  CreatorApplicationState,
  CreatorCampaign,
  CreatorInvitation,
  CostLineKind,
  CreatorTier,
  DeliveryType,
  Resolvers,
  UsageRights,
} from '../generated/app';
import { toConnection } from './connection';
import type { GraphQLResolveInfo } from 'graphql';
import type { AppContext } from '../context';
import { selects } from '../selection';
import type { Page } from '../../services/shared/pagination';
import { dealViewsByIds } from '../../services/deals/view';
import type { DealView } from '../../services/deals/view';
import { contentFileUrl } from './contentFileUrls';
import { toCreator } from './creatorTypes';
import { toDeal } from './dealTypes';

const toApplication = (application: ApplicationView | null): CreatorApplication | null =>
  application && {
    pitch: application.pitch,
    intro_video_url: application.introVideoId && contentFileUrl(application.introVideoId),
    created_at: application.createdAt.toISOString(),
  };

/** The deal views a page's creators hold, read in one go (only when the operation asks). */
async function dealsOf(
  ctx: AppContext,
  info: GraphQLResolveInfo,
  path: readonly string[],
  views: CampaignCreatorView[],
): Promise<Map<number, DealView>> {
  if (!selects(info, path)) return new Map();
  const ids = views.flatMap((view) => (view.deal ? [view.deal.row.id] : []));
  return dealViewsByIds(ctx.db, { party: 'company', accountId: ctx.companyId }, ids);
}

export function toCampaignCreator(
  view: CampaignCreatorView,
  dealViews: Map<number, DealView>,
): CampaignCreator {
  const deal = view.deal && dealViews.get(view.deal.row.id);
  return {
    creator: toCreator(view.creator),
    application: toApplication(view.application),
    invited: view.invited,
    deal: deal ? toDeal(deal, 'company') : null,
  };
}

/** A page of campaign creators with their deals, as the operation asks for them. */
async function toCreatorsConnection(
  ctx: AppContext,
  info: GraphQLResolveInfo,
  page: Page<CampaignCreatorView>,
) {
  const dealViews = await dealsOf(ctx, info, ['nodes', 'deal'], page.nodes);
  return toConnection(page, (view) => toCampaignCreator(view, dealViews));
}

export function toCreatorCampaign({
  row,
  brandName,
  brandLogoId,
  products,
  invited,
  application,
  dealId,
}: CreatorCampaignView): CreatorCampaign {
  const { earningsCents, earningsLines, reimbursementCents } = creatorEarnings(row.cost_lines);
  return {
    id: String(row.id),
    name: row.name,
    type: row.type as CampaignType,
    brand_name: brandName,
    brand_logo_url: brandLogoId === null ? null : imageUrl(brandLogoId),
    products: products.map((product) => ({
      name: product.name,
      photo_urls: product.imageIds.map(imageUrl),
    })),
    earnings_per_deal: earningsCents,
    earnings_lines: earningsLines.map((line) => ({
      kind: line.kind as CostLineKind,
      amount: line.amountCents,
    })),
    delivery_type: row.delivery_type as DeliveryType,
    reimbursement_per_deal: reimbursementCents,
    content_brief: row.content_brief,
    must_have_tags: row.must_have_tags,
    content_format: row.content_format as ContentFormat,
    video_duration: row.video_duration,
    usage_rights: row.usage_rights as UsageRights,
    raw_footage: row.raw_footage,
    extra_hooks: row.extra_hooks,
    resource_links: row.resource_links,
    revision_rounds: row.revision_rounds,
    creator_tier: row.creator_tier as CreatorTier,
    creator_category: row.creator_category,
    number_of_deals: row.number_of_deals,
    deals_filled: row.deals_count,
    slots_left: slotsLeft(row),
    open: takesApplications(row),
    created_at: row.created_at.toISOString(),
    invited,
    application: toApplication(application),
    deal_id: dealId === null ? null : String(dealId),
  };
}

const toApplicationEntry = (view: CreatorApplicationView): CreatorApplicationEntry => ({
  campaign: toCreatorCampaign(view.campaign),
  state: view.state as CreatorApplicationState,
  pitch: view.pitch,
  created_at: view.createdAt.toISOString(),
});

const toInvitation = (view: CreatorInvitationView): CreatorInvitation => ({
  campaign: toCreatorCampaign(view.campaign),
  invited_at: view.invitedAt.toISOString(),
});

/**
 * Creators for the session's company (scoped to ctx.companyId), and the creator side for
 * a creator's session (ctx.companyId is then the creator's id; server/graphql/roles.ts
 * lets each role reach only its own operations).
 */
export const creatorResolvers: Resolvers = {
  Query: {
    Creators: translated(async (_parent, { filter, sort, ...args }, ctx, info) =>
      toCreatorsConnection(
        ctx,
        info,
        await listCreators(ctx, ctx.companyId, {
          ...args,
          // GraphQL has typed both already; the service validates them again.
          filter: filter as CreatorFilter | null | undefined,
          sort: sort as CreatorSortName | null | undefined,
        }),
      ),
    ),
    Creator: translated(async (_parent, { id }, ctx) =>
      toCreator(await getCreator(ctx, ctx.companyId, id)),
    ),
    CampaignApplicants: translated(async (_parent, args, ctx, info) =>
      toCreatorsConnection(ctx, info, await listApplicants(ctx, ctx.companyId, args)),
    ),
    CreatorCampaigns: translated(async (_parent, { filter, ...args }, ctx) =>
      toConnection(
        await listCreatorCampaigns(ctx, ctx.companyId, {
          ...args,
          // GraphQL has typed both enums already.
          filter: filter as MarketplaceFilter | null | undefined,
        }),
        toCreatorCampaign,
      ),
    ),
    CreatorCampaign: translated(async (_parent, { id }, ctx) =>
      toCreatorCampaign(await getCreatorCampaign(ctx, ctx.companyId, id)),
    ),
    CreatorApplications: translated(async (_parent, args, ctx) =>
      toConnection(await listCreatorApplications(ctx, ctx.companyId, args), toApplicationEntry),
    ),
    CreatorInvitations: translated(async (_parent, args, ctx) =>
      toConnection(await listCreatorInvitations(ctx, ctx.companyId, args), toInvitation),
    ),
  },
  Mutation: {
    CreatorInvite: translated(async (_parent, args, ctx, info) => {
      const view = await inviteCreator(ctx, ctx.companyId, args);
      return toCampaignCreator(view, await dealsOf(ctx, info, ['deal'], [view]));
    }),
    CreatorApply: translated(async (_parent, args, ctx) =>
      toCreatorCampaign(await applyToCampaign(ctx, ctx.companyId, args)),
    ),
    CreatorWithdraw: translated(async (_parent, args, ctx) =>
      toCreatorCampaign(await withdrawFromCampaign(ctx, ctx.companyId, args)),
    ),
    CreatorInvitationDecline: translated(async (_parent, args, ctx) =>
      toInvitation(await declineInvitation(ctx, ctx.companyId, args)),
    ),
  },
};
