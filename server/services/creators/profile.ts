/**
 * A creator's own profile (docs/product.md#creators): onboarding, replacing the profile,
 * the shipping address, and reading all of it back. Every operation is the session's own
 * creator: ids come from the token, never from arguments.
 */
import { eq } from 'drizzle-orm';
import { object } from 'yup';
import type { InferType } from 'yup';
import {
  ageOn,
  CREATOR_PLATFORMS,
  parseIsoDay,
  totalFollowers,
} from '../../../domain/creators/profile';
import { creatorAddressSchema, creatorProfileSchema } from '../../../domain/creators/profileSchema';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import type { CompanyRow } from '../../db/schema/account';
import { creatorAddresses } from '../../db/schema/creatorAddresses';
import type { CreatorAddressRow } from '../../db/schema/creatorAddresses';
import { creators } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { imageUrl, IMAGES_PATH } from '../../http/images';
import { queuesChanged } from '../ops/queue';
import { findCompanyById } from '../companies';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { fieldError, ServiceError } from '../errors';
import { assertOwnImages, isImageId } from '../images/lookup';
import { ownIntroVideo } from './introVideo';

export interface CreatorDataView {
  account: CompanyRow;
  profile: CreatorRow | null;
  address: CreatorAddressRow | null;
}

type ProfileInput = InferType<ReturnType<typeof creatorProfileSchema>>;

/** The account, profile and address of the session's creator. */
export async function creatorData(db: Database, creatorId: number): Promise<CreatorDataView> {
  const account = await findCompanyById(db, creatorId);
  // Deleting the account cascades to its sessions, so this is only a race with deletion.
  if (!account) throw new ServiceError('NOT_FOUND', 'errors:notFound');
  const [profile] = await db.select().from(creators).where(eq(creators.id, creatorId));
  const [address] = await db
    .select()
    .from(creatorAddresses)
    .where(eq(creatorAddresses.creator_id, creatorId));
  return { account, profile: profile ?? null, address: address ?? null };
}

/**
 * The intro video must be one of the creator's own intro video uploads, or the one the
 * profile already has (kept as it is by an edit that does not change it).
 */
async function assertOwnVideo(
  db: Database,
  creatorId: number,
  id: string,
  before: CreatorRow | null,
): Promise<void> {
  if (id === before?.intro_video_id) return;
  const found = isImageId(id) && (await ownIntroVideo(db, creatorId, id)) !== null;
  if (!found) throw fieldError('intro_video_id', 'errors:videoNotFound');
}

/**
 * The portfolio's URLs, in order: the uploads `portfolio_image_ids` names, or
 * `portfolio_urls` when given, each a URL the portfolio already holds (kept, wherever it
 * points) or one of the creator's own image uploads.
 */
async function portfolioOf(
  db: Database,
  creatorId: number,
  input: ProfileInput,
  before: CreatorRow | null,
): Promise<string[]> {
  if (!input.portfolio_urls) {
    await assertOwnImages(db, creatorId, input.portfolio_image_ids, 'portfolio_image_ids');
    return input.portfolio_image_ids.map(imageUrl);
  }
  const kept = new Set(before?.portfolio ?? []);
  const prefix = `${IMAGES_PATH}/`;
  // Anything else must be an upload's URL; '' (not an image id) is refused as unknown.
  const ids = input.portfolio_urls
    .filter((url) => !kept.has(url))
    .map((url) => (url.startsWith(prefix) ? url.slice(prefix.length) : ''));
  await assertOwnImages(db, creatorId, ids, 'portfolio_urls');
  return input.portfolio_urls;
}

/** Checks the uploads a profile names are the creator's own; the portfolio's URLs. */
async function assertOwnUploads(
  db: Database,
  creatorId: number,
  input: ProfileInput,
  before: CreatorRow | null,
): Promise<string[]> {
  if (input.avatar_image_id) {
    await assertOwnImages(db, creatorId, [input.avatar_image_id], 'avatar_image_id');
  }
  if (input.intro_video_id) await assertOwnVideo(db, creatorId, input.intro_video_id, before);
  return portfolioOf(db, creatorId, input, before);
}

/**
 * Whether `input` names a handle the operators have not seen: a new one, or a new name for
 * one (docs/product.md#operator-console). The creator then waits in the creators queue.
 */
const namesNewHandle = (input: ProfileInput, before: CreatorRow | null): boolean =>
  CREATOR_PLATFORMS.some((platform) => {
    const given = input.handles[platform];
    return given !== undefined && before?.[`${platform}_handle`] !== given.handle;
  });

/** Tells open operator consoles that the creators queue changed (never throws). */
const creatorsQueueChanged = (env: ServiceEnv) => queuesChanged(env, 'creators');

/**
 * The profile columns `input` sets. A handle whose name is unchanged keeps its
 * verification; a new one starts unverified, and the handles wait to be checked again.
 */
function profileColumns(
  input: ProfileInput,
  today: Date,
  before: CreatorRow | null,
  portfolio: string[],
) {
  const handles = Object.fromEntries(
    CREATOR_PLATFORMS.flatMap((platform) => {
      const given = input.handles[platform];
      const kept = given !== undefined && before?.[`${platform}_handle`] === given.handle;
      return [
        [`${platform}_handle`, given?.handle ?? null],
        [`${platform}_followers`, given?.followers ?? null],
        [`${platform}_verified`, kept ? (before?.[`${platform}_verified`] ?? false) : false],
      ];
    }),
  ) as Pick<
    CreatorRow,
    `${(typeof CREATOR_PLATFORMS)[number]}_${'handle' | 'followers' | 'verified'}`
  >;
  // The schema accepted only real days.
  const birth = parseIsoDay(input.date_of_birth)!;
  return {
    ...handles,
    name: input.name,
    categories: input.categories,
    country: input.country,
    date_of_birth: input.date_of_birth,
    age: ageOn(birth, today),
    gender: input.gender ?? null,
    ethnicity: input.ethnicity ?? null,
    bio: input.bio,
    price_cents: input.price,
    portfolio,
    intro_video_id: input.intro_video_id ?? null,
    followers: totalFollowers(CREATOR_PLATFORMS.map((p) => input.handles[p]?.followers)),
    ...(namesNewHandle(input, before) ? { handles_checked_at: null } : {}),
    ...(input.avatar_image_id ? { avatar_url: imageUrl(input.avatar_image_id) } : {}),
  };
}

/** CreatorOnboard: sets the whole profile and completes onboarding (verified e-mail first). */
export async function onboardCreator(
  env: ServiceEnv,
  creatorId: number,
  args: object,
): Promise<CreatorDataView> {
  const today = env.services.now();
  const input = await validated(creatorProfileSchema(today), args);
  const { account, profile } = await creatorData(env.db, creatorId);
  if (!account.has_verified_email) {
    throw new ServiceError('EMAIL_NOT_VERIFIED', 'errors:emailNotVerified');
  }
  const portfolio = await assertOwnUploads(env.db, creatorId, input, profile);
  const columns = profileColumns(input, today, profile, portfolio);
  await env.db.transaction(async (tx) => {
    await tx
      .insert(creators)
      // A new creator starts basic, with no measured reach yet.
      .values({
        avatar_url: '',
        tier: 'basic',
        views: 0,
        engagement_bp: 0,
        ...columns,
        id: creatorId,
      })
      .onConflictDoUpdate({ target: creators.id, set: columns });
    await tx.update(companies).set({ onboard_position: 1 }).where(eq(companies.id, creatorId));
  });
  if (namesNewHandle(input, profile)) await creatorsQueueChanged(env);
  return creatorData(env.db, creatorId);
}

/** The creator's profile, once onboarded: NOT_FOUND before (nothing to update yet). */
async function onboardedProfile(db: Database, creatorId: number): Promise<CreatorRow> {
  const { account, profile } = await creatorData(db, creatorId);
  if (!profile || account.onboard_position < 1) {
    throw new ServiceError('NOT_FOUND', 'errors:creatorNotOnboarded');
  }
  return profile;
}

/** CreatorProfileUpdate: replaces the profile with the one given. */
export async function updateCreatorProfile(
  env: ServiceEnv,
  creatorId: number,
  args: object,
): Promise<CreatorDataView> {
  const today = env.services.now();
  const input = await validated(creatorProfileSchema(today), args);
  const before = await onboardedProfile(env.db, creatorId);
  const portfolio = await assertOwnUploads(env.db, creatorId, input, before);
  await env.db
    .update(creators)
    .set(profileColumns(input, today, before, portfolio))
    .where(eq(creators.id, creatorId));
  // A suspended creator is not in the queue (it joins it when unsuspended).
  if (namesNewHandle(input, before) && before.suspended_at === null) {
    await creatorsQueueChanged(env);
  }
  return creatorData(env.db, creatorId);
}

/** CreatorAddressUpdate: sets the private shipping address. */
export async function updateCreatorAddress(
  env: ServiceEnv,
  creatorId: number,
  args: { address: object },
): Promise<CreatorDataView> {
  const { address: input } = await validated(
    object({ address: creatorAddressSchema.required() }),
    args,
  );
  await onboardedProfile(env.db, creatorId);
  const values = {
    name: input.name,
    line1: input.line1,
    line2: input.line2 ?? null,
    city: input.city,
    region: input.region,
    postal_code: input.postal_code,
    country: input.country,
    phone: input.phone,
    updated_at: env.services.now(),
  };
  await env.db
    .insert(creatorAddresses)
    .values({ ...values, creator_id: creatorId })
    .onConflictDoUpdate({ target: creatorAddresses.creator_id, set: values });
  return creatorData(env.db, creatorId);
}
