import type { GraphQLResolveInfo } from 'graphql';
import type { DealParty } from '../../../domain/deals/rules';
import { contentArchiveLink } from '../../services/content/archive';
import { listContents } from '../../services/content/list';
import { contentsOfDeals } from '../../services/content/view';
import {
  listDealMessages,
  markDealMessagesRead,
  messagePayload,
  sendDealMessage,
} from '../../services/deals/chat';
import type { DealMessageView } from '../../services/deals/chat';
import { dealTimelines, listCreatorDeals, listDeals } from '../../services/deals/list';
import type { DealsPage } from '../../services/deals/list';
import type { DealView, DealViewer } from '../../services/deals/view';
import type { AppContext } from '../context';
import { translated } from '../errors';
import type {
  Deal,
  DealConnection,
  DealMessage,
  DealMessageConnection,
  Resolvers,
} from '../generated/app';
import { selects } from '../selection';
import { toConnection } from './connection';
import { toContent, toDeal } from './dealTypes';
import type { DealExtras } from './dealTypes';

/** The session's side of its deals: ctx.companyId is the company's id, or the creator's. */
const viewerOf = (ctx: AppContext, party: DealParty): DealViewer => ({
  party,
  accountId: ctx.companyId,
});

/**
 * Deals in the API's shape, with their timelines and uploads read (one statement each, for
 * every deal at once) only when the operation asks for them at `path`.
 */
async function toDeals(
  ctx: AppContext,
  info: GraphQLResolveInfo,
  path: readonly string[],
  views: DealView[],
  party: DealParty,
): Promise<Deal[]> {
  const ids = views.map((view) => view.row.id);
  const [events, contents] = await Promise.all([
    selects(info, [...path, 'events']) ? dealTimelines(ctx.db, ids) : null,
    selects(info, [...path, 'contents']) ? contentsOfDeals(ctx.db, ids) : null,
  ]);
  return views.map((view) => {
    const extras: DealExtras = {
      events: events?.get(view.row.id),
      contents: contents?.get(view.row.id),
    };
    return toDeal(view, party, extras);
  });
}

async function toDealConnection(
  ctx: AppContext,
  info: GraphQLResolveInfo,
  page: DealsPage,
  party: DealParty,
): Promise<DealConnection> {
  const nodes = await toDeals(ctx, info, ['nodes'], page.nodes, party);
  return {
    ...toConnection({ ...page, nodes }, (node) => node),
    // Read only when asked for (see listDeals): an unasked field is never sent.
    status_counts: page.statusCounts ?? [],
  };
}

/** A message as the API answers it: what its real-time publication carries, too. */
const toDealMessage = (view: DealMessageView): DealMessage => messagePayload(view);

export const toMessageConnection = (page: {
  nodes: DealMessageView[];
  hasNextPage: boolean;
  endCursor: string | null;
}): DealMessageConnection => ({
  nodes: page.nodes.map(toDealMessage),
  page_info: { has_next_page: page.hasNextPage, end_cursor: page.endCursor },
});

/**
 * The deal lists, the content list, the deal chat and the content archive's link, for
 * the company (Deals, Contents, DealMessages…) and for the creator (the Creator*
 * operations); server/graphql/roles.ts lets each session reach only its role's, and every
 * service call is scoped to ctx.companyId.
 */
export const dealListResolvers: Resolvers = {
  Query: {
    Deals: translated(async (_parent, args, ctx, info) => {
      const withCounts = selects(info, ['status_counts']);
      const page = await listDeals(ctx, ctx.companyId, args, { withCounts });
      return toDealConnection(ctx, info, page, 'company');
    }),
    CreatorDeals: translated(async (_parent, args, ctx, info) => {
      const withCounts = selects(info, ['status_counts']);
      const page = await listCreatorDeals(ctx, ctx.companyId, args, { withCounts });
      return toDealConnection(ctx, info, page, 'creator');
    }),
    Contents: translated(async (_parent, args, ctx) =>
      toConnection(await listContents(ctx, ctx.companyId, args), toContent),
    ),
    DealMessages: translated(async (_parent, args, ctx) =>
      toMessageConnection(await listDealMessages(ctx, viewerOf(ctx, 'company'), args)),
    ),
    CreatorDealMessages: translated(async (_parent, args, ctx) =>
      toMessageConnection(await listDealMessages(ctx, viewerOf(ctx, 'creator'), args)),
    ),
  },
  Mutation: {
    DealMessageSend: translated(async (_parent, args, ctx) =>
      toDealMessage(await sendDealMessage(ctx, viewerOf(ctx, 'company'), args)),
    ),
    CreatorDealMessageSend: translated(async (_parent, args, ctx) =>
      toDealMessage(await sendDealMessage(ctx, viewerOf(ctx, 'creator'), args)),
    ),
    DealMessagesRead: translated(async (_parent, { id }, ctx, info) => {
      const view = await markDealMessagesRead(ctx, viewerOf(ctx, 'company'), id);
      return (await toDeals(ctx, info, [], [view], 'company'))[0]!;
    }),
    CreatorDealMessagesRead: translated(async (_parent, { id }, ctx, info) => {
      const view = await markDealMessagesRead(ctx, viewerOf(ctx, 'creator'), id);
      return (await toDeals(ctx, info, [], [view], 'creator'))[0]!;
    }),
    ContentArchiveLink: translated(async (_parent, { campaign_id }, ctx) =>
      contentArchiveLink(ctx, ctx.companyId, campaign_id),
    ),
  },
};
