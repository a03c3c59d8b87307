import type { GraphQLResolveInfo } from 'graphql';
import type { DealParty } from '../../../features/deals/rules';
import { listContents } from '../../services/content/list';
import { contentsOfDeals } from '../../services/content/view';
import { dealTimelines, listCreatorDeals, listDeals } from '../../services/deals/list';
import type { DealsPage } from '../../services/deals/list';
import type { DealView } from '../../services/deals/view';
import type { AppContext } from '../context';
import { translated } from '../errors';
import type { Deal, DealConnection, Resolvers } from '../generated/app';
import { selects } from '../selection';
import { toConnection } from './connection';
import { toContent, toDeal } from './dealTypes';
import type { DealExtras } from './dealTypes';

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

/**
 * The deal lists and the content list, for the company (Deals, Contents) and for the
 * creator (CreatorDeals); server/graphql/roles.ts lets each session reach only its role's,
 * and every service call is scoped to ctx.companyId.
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
  },
};
