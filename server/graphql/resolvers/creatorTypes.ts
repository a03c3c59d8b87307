import type { CreatorRow } from '../../db/schema/creators';
import type { Creator, CreatorTier, ProductCategory } from '../generated/app';

/** What every API shape of a creator's profile shows (enums and lists are CHECKed or written by us). */
export function creatorBasics(row: CreatorRow) {
  return {
    id: String(row.id),
    name: row.name,
    avatar_url: row.avatar_url,
    tier: row.tier as CreatorTier,
    categories: row.categories as ProductCategory[],
    followers: row.followers,
    price: row.price_cents,
    age: row.age,
    gender: row.gender,
    ethnicity: row.ethnicity,
    country: row.country,
    bio: row.bio,
    portfolio: row.portfolio,
  };
}

/** The API shape of a creator's profile as companies see it. */
export function toCreator(row: CreatorRow): Creator {
  return {
    ...creatorBasics(row),
    views: row.views,
    engagement_rate: row.engagement_bp,
    joined_at: row.joined_at.toISOString(),
    last_active_at: row.last_active_at.toISOString(),
  };
}
