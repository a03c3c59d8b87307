import { createDeal } from '../../services/deals/create';
import { dealView } from '../../services/deals/view';
import { translated } from '../errors';
import { toDeal } from './dealTypes';
import type { Resolvers } from '../generated/app';

/** Deals of the session's company: every service call is scoped to ctx.companyId. */
export const dealResolvers: Resolvers = {
  Mutation: {
    DealCreate: translated(async (_parent, args, ctx) => {
      const { row } = await createDeal(ctx, ctx.companyId, args);
      const viewer = { party: 'company', accountId: ctx.companyId } as const;
      return toDeal(await dealView(ctx.db, viewer, String(row.id)), 'company');
    }),
  },
};
