import { ageRangeOf } from '../../../domain/creators/rules';
import type { CreatorRow } from '../../db/schema/creators';
import type {
  Creator,
  CreatorHandle,
  CreatorHandles,
  CreatorTier,
  ProductCategory,
} from '../generated/app';
import { contentFileUrl } from './contentFileUrls';

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
    country: row.country,
    bio: row.bio,
    portfolio: row.portfolio,
    intro_video_url: row.intro_video_id ? contentFileUrl(row.intro_video_id) : null,
    handles: handlesOf(row),
  };
}

/** A platform's handle, when the creator gave one (both columns are set together). */
function handleOf(
  row: CreatorRow,
  platform: 'instagram' | 'tiktok' | 'youtube',
): CreatorHandle | null {
  const handle = row[`${platform}_handle`];
  const followers = row[`${platform}_followers`];
  if (handle === null || followers === null) return null;
  return { handle, followers, verified: row[`${platform}_verified`] };
}

const handlesOf = (row: CreatorRow): CreatorHandles => ({
  instagram: handleOf(row, 'instagram'),
  tiktok: handleOf(row, 'tiktok'),
  youtube: handleOf(row, 'youtube'),
});

/**
 * The API shape of a creator's profile as companies see it: the age bracket only, never
 * the age, gender or ethnicity (docs/product.md#creators).
 */
export function toCreator(row: CreatorRow): Creator {
  return {
    ...creatorBasics(row),
    age_range: ageRangeOf(row.age),
    views: row.views,
    engagement_rate: row.engagement_bp,
    joined_at: row.joined_at.toISOString(),
    last_active_at: row.last_active_at.toISOString(),
  };
}
