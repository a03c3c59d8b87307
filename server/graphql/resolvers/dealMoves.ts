/**
 * One deal, and the moves of its lifecycle, for both parties: the company's session reaches
 * Deal and the Deal* moves, a creator's session CreatorDeal and the Creator* moves
 * (server/graphql/roles.ts). Every call is scoped to ctx.companyId (the creator's id for a
 * creator session): another account's deal is NOT_FOUND. A move answers the deal as read
 * after its commit; its timeline and uploads are read only when the operation asks.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { DealParty } from '../../../domain/deals/rules';
import { contentsOfDeals } from '../../services/content/view';
import { cancelDeal } from '../../services/deals/cancel';
import { confirmReceipt, reportPost, reportPurchase } from '../../services/deals/creatorSteps';
import { acceptContent, requestRevision } from '../../services/deals/review';
import { shipDeal } from '../../services/deals/ship';
import { uploadContent } from '../../services/deals/upload';
import { dealTimeline, dealView } from '../../services/deals/view';
import type { DealViewer } from '../../services/deals/view';
import type { DealRow } from '../../db/schema/deals';
import type { AppContext } from '../context';
import { translated } from '../errors';
import type { Deal, Resolvers } from '../generated/app';
import { selects } from '../selection';
import { toDeal } from './dealTypes';
import type { DealExtras } from './dealTypes';

const viewerOf = (ctx: AppContext, party: DealParty): DealViewer => ({
  party,
  accountId: ctx.companyId,
});

/** The deal `id` as the session's party sees it, with what the operation selects of it. */
async function shownDeal(
  ctx: AppContext,
  info: GraphQLResolveInfo,
  party: DealParty,
  id: string,
): Promise<Deal> {
  const view = await dealView(ctx.db, viewerOf(ctx, party), id);
  const extras: DealExtras = {};
  if (selects(info, ['events'])) extras.events = await dealTimeline(ctx.db, view.row.id);
  if (selects(info, ['contents'])) {
    extras.contents = (await contentsOfDeals(ctx.db, [view.row.id])).get(view.row.id) ?? [];
  }
  return toDeal(view, party, extras);
}

/** A move's resolver: runs it, then shows the deal it moved. */
const moved =
  (party: DealParty) =>
  async (ctx: AppContext, info: GraphQLResolveInfo, run: Promise<DealRow>): Promise<Deal> => {
    const row = await run;
    return shownDeal(ctx, info, party, String(row.id));
  };
const company = moved('company');
const creator = moved('creator');

export const dealMoveResolvers: Resolvers = {
  Query: {
    Deal: translated((_parent, { id }, ctx, info) => shownDeal(ctx, info, 'company', id)),
    CreatorDeal: translated((_parent, { id }, ctx, info) => shownDeal(ctx, info, 'creator', id)),
  },
  Mutation: {
    DealShip: translated((_parent, args, ctx, info) =>
      company(ctx, info, shipDeal(ctx, ctx.companyId, args)),
    ),
    DealAcceptContent: translated((_parent, args, ctx, info) =>
      company(ctx, info, acceptContent(ctx, ctx.companyId, args)),
    ),
    DealRequestRevision: translated((_parent, args, ctx, info) =>
      company(ctx, info, requestRevision(ctx, ctx.companyId, args)),
    ),
    DealCancel: translated((_parent, args, ctx, info) =>
      company(ctx, info, cancelDeal(ctx, viewerOf(ctx, 'company'), args)),
    ),
    CreatorDealReportPurchase: translated((_parent, args, ctx, info) =>
      creator(ctx, info, reportPurchase(ctx, ctx.companyId, args)),
    ),
    CreatorDealConfirmReceipt: translated((_parent, args, ctx, info) =>
      creator(ctx, info, confirmReceipt(ctx, ctx.companyId, args)),
    ),
    CreatorContentUpload: translated((_parent, args, ctx, info) =>
      creator(ctx, info, uploadContent(ctx, ctx.companyId, args)),
    ),
    CreatorDealReportPost: translated((_parent, args, ctx, info) =>
      creator(ctx, info, reportPost(ctx, ctx.companyId, args)),
    ),
    CreatorDealCancel: translated((_parent, args, ctx, info) =>
      creator(ctx, info, cancelDeal(ctx, viewerOf(ctx, 'creator'), args)),
    ),
  },
};
