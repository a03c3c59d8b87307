/**
 * The creator's profile and address forms: their values, how they become the API's
 * arguments, and the form-level rules over the shared ones of
 * domain/creators/profileSchema.ts (pure, no React).
 */
import { object, ValidationError, type AnyObjectSchema } from 'yup';
import { CREATOR_PLATFORMS, type CreatorPlatform } from '@/domain/creators/profile';
import { creatorAddressSchema, creatorProfileSchema } from '@/domain/creators/profileSchema';
import type { ImageValue } from '@/domain/images/rules';
import { centsToDollars, dollarsToCents } from '@/domain/money';
import type {
  CreatorAddressInput,
  CreatorOnboardMutationVariables,
  CreatorDataQuery,
} from '@/store/generated/graphql';

/** The creator's own profile, as CreatorData reads it. */
export type CreatorProfileData = NonNullable<CreatorDataQuery['CreatorData']['profile']>;
type CreatorAddress = NonNullable<CreatorDataQuery['CreatorData']['address']>;

/** The address fields, each flat on the form as `address_<field>`. */
export const ADDRESS_FIELDS = [
  'name',
  'line1',
  'line2',
  'city',
  'region',
  'postal_code',
  'country',
  'phone',
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressFormValues = Partial<Record<`address_${AddressField}`, string>>;

/**
 * The profile form, flat (final-form reads a dotted name as a path into nested values):
 * a handle's name and followers are `instagram_handle` and `instagram_followers`, the
 * price and followers as typed, the images with their previews.
 */
export type ProfileFormValues = Partial<
  Record<`${CreatorPlatform}_${'handle' | 'followers'}`, string>
> & {
  name?: string;
  categories?: string[];
  country?: string;
  date_of_birth?: string;
  gender?: string;
  ethnicity?: string;
  /** Dollars as typed ("150"). */
  price?: string;
  bio?: string;
  /** At most one image. */
  avatar?: ImageValue[];
  /** Uploads, and URLs the stored portfolio holds that are not (their id is the URL). */
  portfolio?: ImageValue[];
  /** The intro video, at most one: an upload of the creator's (CreatorIntroVideoUpload). */
  intro_video?: IntroVideoValue[];
};

/** An intro video in the form: its id for the API, its URL for the player. */
export interface IntroVideoValue {
  id: string;
  url: string;
}

/** The onboarding form: the profile and, optionally, the shipping address. */
export type OnboardingFormValues = ProfileFormValues & AddressFormValues;

/** Images are served at `/v1/images/<id>`: the id of one the creator uploaded, or null. */
export function imageIdOfUrl(url: string): string | null {
  return /^\/v1\/images\/([^/?#]+)$/.exec(url)?.[1] ?? null;
}

const uploadedImages = (urls: readonly string[]): ImageValue[] =>
  urls.flatMap((url) => {
    const id = imageIdOfUrl(url);
    return id ? [{ id, url }] : [];
  });

/**
 * The stored portfolio as the form holds it: every entry, ours or not, so that saving
 * keeps what the creator did not remove (an outside URL is its own id).
 */
const portfolioImages = (urls: readonly string[]): ImageValue[] =>
  urls.map((url) => ({ id: imageIdOfUrl(url) ?? url, url }));

/** A stored profile as the edit form starts; an empty form without one. */
export function profileFormValues(profile?: CreatorProfileData | null): ProfileFormValues {
  if (!profile) {
    return {
      categories: [],
      avatar: [],
      portfolio: [],
      intro_video: [],
      gender: '',
      ethnicity: '',
    };
  }
  const handles = Object.fromEntries(
    CREATOR_PLATFORMS.flatMap((platform) => {
      const handle = profile.handles[platform];
      return handle
        ? [
            [`${platform}_handle`, handle.handle],
            [`${platform}_followers`, String(handle.followers)],
          ]
        : [];
    }),
  );
  return {
    ...handles,
    name: profile.name,
    categories: [...profile.categories],
    country: profile.country,
    date_of_birth: profile.date_of_birth,
    gender: profile.gender ?? '',
    ethnicity: profile.ethnicity ?? '',
    price: centsToDollars(profile.price),
    bio: profile.bio,
    avatar: uploadedImages(profile.avatar_url ? [profile.avatar_url] : []),
    portfolio: portfolioImages(profile.portfolio),
    intro_video:
      profile.intro_video_id && profile.intro_video_url
        ? [{ id: profile.intro_video_id, url: profile.intro_video_url }]
        : [],
  };
}

/** A stored address as its form starts. */
export function addressFormValues(address?: CreatorAddress | null): AddressFormValues {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [`address_${field}`, address?.[field] ?? '']),
  );
}

/** "12,500" and "12 500" are 12500; blank is missing; anything else NaN (not a number). */
function followersOf(text: string | undefined): number | undefined {
  const cleaned = (text ?? '').replace(/[\s,.]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const blank = (text: string | undefined) => (text ?? '').trim() === '';

/** The profile's API arguments, unchecked: a platform left blank is no handle. */
export function toProfileInput(values: ProfileFormValues) {
  const handles = Object.fromEntries(
    CREATOR_PLATFORMS.map((platform) => {
      const handle = values[`${platform}_handle`];
      const followers = values[`${platform}_followers`];
      if (blank(handle) && blank(followers)) return [platform, undefined];
      return [platform, { handle: handle ?? '', followers: followersOf(followers) }];
    }),
  );
  const price = values.price?.trim() ?? '';
  return {
    name: values.name,
    handles,
    categories: values.categories ?? [],
    country: values.country,
    date_of_birth: values.date_of_birth,
    gender: values.gender || undefined,
    ethnicity: values.ethnicity || undefined,
    price: price === '' ? undefined : (dollarsToCents(price) ?? Number.NaN),
    bio: values.bio ?? '',
    avatar_image_id: values.avatar?.[0]?.id,
    // URLs, so the stored portfolio's outside pictures can be kept (the server checks).
    portfolio_urls: (values.portfolio ?? []).map((image) => image.url),
    intro_video_id: values.intro_video?.[0]?.id,
  };
}

const blankAddress = () => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, '']));

/** The address's API argument, unchecked; null when every field is blank. */
export function toAddressInput(values: AddressFormValues) {
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, values[`address_${field}`] ?? '']),
  );
  return Object.values(address).every((value) => value.trim() === '') ? null : address;
}

/** Where the API's argument paths show on the flat forms (server and client errors). */
export const PROFILE_ERROR_FIELDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    CREATOR_PLATFORMS.flatMap((platform) =>
      (['handle', 'followers'] as const).map((part) => [
        `handles.${platform}.${part}`,
        `${platform}_${part}`,
      ]),
    ),
  ),
  ...Object.fromEntries(
    ['name', 'handles', 'categories', 'country', 'date_of_birth', 'gender', 'ethnicity']
      .concat(['price', 'bio'])
      .map((field) => [field, field]),
  ),
  avatar_image_id: 'avatar',
  portfolio_image_ids: 'portfolio',
  portfolio_urls: 'portfolio',
  intro_video_id: 'intro_video',
};

export const ADDRESS_ERROR_FIELDS: Readonly<Record<string, string>> = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [`address.${field}`, `address_${field}`]),
);

/** The shared rules' errors, moved onto the form's field names. */
function renamed(error: ValidationError, fields: Readonly<Record<string, string>>) {
  return error.inner.map((item) => {
    const path = (item.path ?? '').replace(/\[\d+\]$/, '');
    item.path = fields[path] ?? path;
    return item;
  });
}

/** Runs `check`, collecting the shared rules' errors under the form's names. */
function collect(check: () => void, fields: Readonly<Record<string, string>>) {
  try {
    check();
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return renamed(error, fields);
    throw error;
  }
}

type ProfileRules = ReturnType<typeof creatorProfileSchema>;

const profileErrors = (values: ProfileFormValues, rules: ProfileRules) =>
  collect(
    () => rules.validateSync(toProfileInput(values), { abortEarly: false }),
    PROFILE_ERROR_FIELDS,
  );

/** The address under the name CreatorAddressUpdate gives it (its errors' paths). */
const addressArgument = object({ address: creatorAddressSchema });

/** The address's errors; an address left wholly blank is fine unless `required`. */
const addressErrors = (values: AddressFormValues, required: boolean) => {
  const address = toAddressInput(values) ?? (required ? blankAddress() : null);
  if (address === null) return [];
  return collect(
    () => addressArgument.validateSync({ address }, { abortEarly: false }),
    ADDRESS_ERROR_FIELDS,
  );
};

/** A form schema whose one test runs the shared rules and reports on the flat names. */
function flatSchema<Values>(errorsOf: (values: Values) => ValidationError[]): AnyObjectSchema {
  return object().test({
    name: 'sharedRules',
    test: (values) => {
      const errors = errorsOf(values as Values);
      return errors.length === 0 ? true : new ValidationError(errors);
    },
  });
}

/** The profile form's rules: the API's, on `today` (a date of birth 18 years before). */
export function profileFormSchema(today: Date) {
  const rules = creatorProfileSchema(today);
  return flatSchema<ProfileFormValues>((values) => profileErrors(values, rules));
}

/** The onboarding form's: the profile's, and the address's when any of it is given. */
export function onboardingFormSchema(today: Date) {
  const rules = creatorProfileSchema(today);
  return flatSchema<OnboardingFormValues>((values) => [
    ...profileErrors(values, rules),
    ...addressErrors(values, false),
  ]);
}

/** The profile's address form: the whole address is needed there. */
export const addressFormSchema = flatSchema<AddressFormValues>((values) =>
  addressErrors(values, true),
);

/** The checked profile as CreatorOnboard and CreatorProfileUpdate take it. */
export function profileVariables(
  values: ProfileFormValues,
  today: Date,
): CreatorOnboardMutationVariables {
  // The portfolio goes as URLs: the ids' default (none) is not sent alongside.
  const { portfolio_image_ids: _ids, ...input } = creatorProfileSchema(today).validateSync(
    toProfileInput(values),
    { stripUnknown: true },
  );
  // `lengthBetween` types the name optional; the validation just made it present.
  return { ...input, name: input.name ?? '' } as CreatorOnboardMutationVariables;
}

/** The checked address as CreatorAddressUpdate takes it, or null when none was given. */
export function addressVariables(values: AddressFormValues): CreatorAddressInput | null {
  const address = toAddressInput(values);
  if (address === null) return null;
  return creatorAddressSchema.validateSync(address, { stripUnknown: true }) as CreatorAddressInput;
}
