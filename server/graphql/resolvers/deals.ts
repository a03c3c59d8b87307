import type { CreatorRow } from '../../db/schema/creators';
import { createDeal } from '../../services/deals/create';
import type { DealView } from '../../services/creators/view';
import { translated } from '../errors';
import type {
  Creator,
  CreatorTier,
  Deal,
  DealStatus,
  ProductCategory,
  Resolvers,
} from '../generated/app';

/** The API shape of a creator's profile (enums and lists are CHECKed or written by us). */
export function toCreator(row: CreatorRow): Creator {
  return {
    id: String(row.id),
    name: row.name,
    avatar_url: row.avatar_url,
    tier: row.tier as CreatorTier,
    categories: row.categories as ProductCategory[],
    followers: row.followers,
    views: row.views,
    engagement_rate: row.engagement_bp,
    price: row.price_cents,
    age: row.age,
    gender: row.gender,
    ethnicity: row.ethnicity,
    country: row.country,
    bio: row.bio,
    portfolio: row.portfolio,
    joined_at: row.joined_at.toISOString(),
    last_active_at: row.last_active_at.toISOString(),
  };
}

export function toDeal({ row, creator }: DealView): Deal {
  return {
    id: String(row.id),
    status: row.status as DealStatus,
    campaign_id: String(row.campaign_id),
    creator: toCreator(creator),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Deals of the session's company: every service call is scoped to ctx.companyId. */
export const dealResolvers: Resolvers = {
  Mutation: {
    DealCreate: translated(async (_parent, args, ctx) =>
      toDeal(await createDeal(ctx, ctx.companyId, args)),
    ),
  },
};
