/**
 * A creator's own profile and shipping address (creator sessions only, see roles.ts),
 * and the address a deal's product ships to. Scoped by construction: the account comes
 * from the verified token in the context, never from arguments.
 */
import {
  creatorData,
  onboardCreator,
  updateCreatorAddress,
  updateCreatorProfile,
} from '../../services/creators/profile';
import type { CreatorDataView } from '../../services/creators/profile';
import { dealShippingAddress } from '../../services/creators/shippingAddress';
import { uploadImage } from '../../services/images/upload';
import type { CreatorAddressRow } from '../../db/schema/creatorAddresses';
import type { CreatorRow } from '../../db/schema/creators';
import { translated } from '../errors';
import type {
  CreatorAddress,
  CreatorData,
  CreatorHandle,
  CreatorProfile,
  Resolvers,
} from '../generated/app';
import { creatorBasics } from './creatorTypes';
import { contentFileUrl } from './dealTypes';
import { toImage } from './images';

const toAddress = (row: CreatorAddressRow): CreatorAddress => ({
  name: row.name,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  region: row.region,
  postal_code: row.postal_code,
  country: row.country,
  phone: row.phone,
});

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

function toProfile(row: CreatorRow): CreatorProfile {
  return {
    ...creatorBasics(row),
    date_of_birth: row.date_of_birth,
    intro_video_url: row.intro_video_id ? contentFileUrl(row.intro_video_id) : null,
    handles: {
      instagram: handleOf(row, 'instagram'),
      tiktok: handleOf(row, 'tiktok'),
      youtube: handleOf(row, 'youtube'),
    },
  };
}

function toCreatorData({ account, profile, address }: CreatorDataView): CreatorData {
  return {
    id: String(account.id),
    email: account.email,
    has_verified_email: account.has_verified_email,
    onboarded: profile !== null && account.onboard_position >= 1,
    profile: profile && toProfile(profile),
    address: address && toAddress(address),
  };
}

export const creatorProfileResolvers: Resolvers = {
  Query: {
    CreatorData: translated(async (_parent, _args, ctx) =>
      toCreatorData(await creatorData(ctx.db, ctx.companyId)),
    ),
  },
  Mutation: {
    CreatorOnboard: translated(async (_parent, args, ctx) =>
      toCreatorData(await onboardCreator(ctx, ctx.companyId, args)),
    ),
    CreatorProfileUpdate: translated(async (_parent, args, ctx) =>
      toCreatorData(await updateCreatorProfile(ctx, ctx.companyId, args)),
    ),
    // The company's image pipeline, on the creator's own account (its quota, its rules).
    CreatorImageUpload: translated(async (_parent, { file }, ctx) =>
      toImage(await uploadImage(ctx, ctx.companyId, file)),
    ),
    CreatorAddressUpdate: translated(async (_parent, args, ctx) =>
      toCreatorData(await updateCreatorAddress(ctx, ctx.companyId, args)),
    ),
  },
  Deal: {
    // Read for the deal's own party only, on the rules of docs/product.md#creators.
    shipping_address: async (deal, _args, ctx) => {
      const row = await dealShippingAddress(
        ctx.db,
        { party: ctx.role, accountId: ctx.companyId },
        Number(deal.id),
      );
      return row && toAddress(row);
    },
  },
};
