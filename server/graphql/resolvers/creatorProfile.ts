/**
 * A creator's own profile and shipping address (creator sessions only, see roles.ts),
 * and the address a deal's product ships to. Scoped by construction: the account comes
 * from the verified token in the context, never from arguments.
 */
import { rememberLocale } from '../../services/account/language';
import {
  creatorData,
  onboardCreator,
  updateCreatorAddress,
  updateCreatorProfile,
} from '../../services/creators/profile';
import type { CreatorDataView } from '../../services/creators/profile';
import { uploadIntroVideo } from '../../services/creators/introVideo';
import type { CreatorVideoRow } from '../../db/schema/creatorVideos';
import { dealShippingAddress } from '../../services/creators/shippingAddress';
import { uploadImage } from '../../services/images/upload';
import type { CreatorAddressRow } from '../../db/schema/creatorAddresses';
import type { CreatorRow } from '../../db/schema/creators';
import { translated } from '../errors';
import type {
  CreatorAddress,
  CreatorData,
  CreatorIntroVideo,
  CreatorProfile,
  Resolvers,
} from '../generated/app';
import { contentFileUrl } from './contentFileUrls';
import { creatorBasics } from './creatorTypes';
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

const toIntroVideo = (row: CreatorVideoRow): CreatorIntroVideo => ({
  id: row.id,
  url: contentFileUrl(row.id),
  content_type: row.content_type,
  size: row.size,
  duration_ms: row.duration_ms,
});

function toProfile(row: CreatorRow): CreatorProfile {
  return {
    ...creatorBasics(row),
    date_of_birth: row.date_of_birth,
    // The creator's own: what companies never see.
    age: row.age,
    gender: row.gender,
    ethnicity: row.ethnicity,
    intro_video_id: row.intro_video_id,
  };
}

function toCreatorData({ account, profile, address }: CreatorDataView): CreatorData {
  return {
    id: String(account.id),
    email: account.email,
    has_verified_email: account.has_verified_email,
    created_at: account.created_at.toISOString(),
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
    // A saved profile also keeps the language it was saved in, for the creator's notices.
    CreatorOnboard: translated(async (_parent, args, ctx) => {
      const view = await onboardCreator(ctx, ctx.companyId, args);
      await rememberLocale(ctx.db, ctx.companyId, ctx.locale);
      return toCreatorData(view);
    }),
    CreatorProfileUpdate: translated(async (_parent, args, ctx) => {
      const view = await updateCreatorProfile(ctx, ctx.companyId, args);
      await rememberLocale(ctx.db, ctx.companyId, ctx.locale);
      return toCreatorData(view);
    }),
    // The company's image pipeline, on the creator's own account (its quota, its rules).
    CreatorImageUpload: translated(async (_parent, { file }, ctx) =>
      toImage(await uploadImage(ctx, ctx.companyId, file)),
    ),
    CreatorIntroVideoUpload: translated(async (_parent, { file }, ctx) =>
      toIntroVideo(await uploadIntroVideo(ctx, ctx.companyId, file)),
    ),
    CreatorAddressUpdate: translated(async (_parent, args, ctx) =>
      toCreatorData(await updateCreatorAddress(ctx, ctx.companyId, args)),
    ),
  },
  Deal: {
    // Read for the deal's own party only, on the rules of docs/product.md#creators.
    shipping_address: async (deal, _args, ctx) => {
      // An operator reads deals to settle them, never a creator's home address.
      if (ctx.role === 'operator') return null;
      const row = await dealShippingAddress(
        ctx.db,
        { party: ctx.role, accountId: ctx.companyId },
        Number(deal.id),
      );
      return row && toAddress(row);
    },
  },
};
