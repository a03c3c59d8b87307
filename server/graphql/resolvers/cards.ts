import { addCard } from '../../services/billing/add';
import { billingAddressOf } from '../../services/billing/address';
import { listCards } from '../../services/billing/list';
import { deleteCard, setDefaultCard } from '../../services/billing/mutations';
import type { CardView } from '../../services/billing/view';
import { translated } from '../errors';
import type { Card, CardBrand, Resolvers } from '../generated/app';

/** The API shape of a card: what the gateway reported and the billing address, never its ids. */
export function toCard(view: CardView): Card {
  return {
    id: String(view.id),
    // The table's check constraint keeps brands to the enum's values.
    brand: view.brand as CardBrand,
    last4: view.last4,
    exp_month: view.exp_month,
    exp_year: view.exp_year,
    holder_name: view.full_name,
    billing_address: billingAddressOf(view),
    is_default: view.is_default,
    in_use: view.in_use,
    created_at: view.created_at.toISOString(),
  };
}

/** Cards of the session's company: every service call is scoped to ctx.companyId. */
export const cardResolvers: Resolvers = {
  Query: {
    Cards: translated(async (_parent, _args, ctx) =>
      (await listCards(ctx, ctx.companyId)).map(toCard),
    ),
  },
  Mutation: {
    CardAdd: translated(async (_parent, args, ctx) =>
      toCard(await addCard(ctx, ctx.companyId, args)),
    ),
    CardSetDefault: translated(async (_parent, { id }, ctx) =>
      toCard(await setDefaultCard(ctx, ctx.companyId, id)),
    ),
    CardDelete: translated((_parent, { id }, ctx) => deleteCard(ctx, ctx.companyId, id)),
  },
};
