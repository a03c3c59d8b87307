import type { CreatorRow } from '../../db/schema/creators';
import type { Creator, CreatorTier, ProductCategory } from '../generated/app';

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
