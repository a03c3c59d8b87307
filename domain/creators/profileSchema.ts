/**
 * Yup rules of a creator's own profile and shipping address (docs/product.md#creators),
 * for the creator's form and CreatorOnboard, CreatorProfileUpdate and
 * CreatorAddressUpdate. The date of birth is judged on `today`, which the server injects.
 */
import { array, number, object } from 'yup';
import { normalizePhone, normalizing } from '../normalize';
import {
  choices,
  lengthBetween,
  oneOf,
  storableString,
  requiredLength,
  withValues,
} from '../validation';
import {
  ageOn,
  CREATOR_BIRTH_AGE_MAX,
  CREATOR_NAME_MIN,
  CREATOR_PLATFORMS,
  HANDLE_FOLLOWERS_MAX,
  HANDLE_RULES,
  normalizeHandle,
  parseIsoDay,
  POSTAL_CODE_MAX,
  POSTAL_CODE_MIN,
  SHIPPING_LINE_MIN,
  SHIPPING_NAME_MIN,
  SHIPPING_PHONE_MAX,
  SHIPPING_PHONE_MIN,
  SHIPPING_PLACE_MIN,
  SHIPPING_TEXT_MAX,
} from './profile';
import type { CreatorPlatform } from './profile';
import {
  CREATOR_AGE_MIN,
  CREATOR_BIO_MAX,
  CREATOR_CATEGORIES,
  CREATOR_CATEGORIES_MAX,
  CREATOR_COUNTRIES,
  CREATOR_NAME_MAX,
  CREATOR_PRICE_MAX_CENTS,
  CREATOR_PRICE_MIN_CENTS,
  ETHNICITIES,
  GENDERS,
  PORTFOLIO_MAX,
  PORTFOLIO_URL_MAX,
} from './rules';

/** Null (what a GraphQL client sends for "none") and blank both mean "not given". */
const absentWhenEmpty = (value: unknown) => (value === null || value === '' ? undefined : value);

/** A whole number from min to max, required; the message gets both bounds, as `shown`. */
const whole = (min: number, max: number, key: string, shown = { min, max }) =>
  number()
    .typeError(withValues(key, shown))
    .required(withValues(key, shown))
    .test({
      name: 'whole',
      message: key,
      params: shown,
      test: (value) => Number.isInteger(value) && value >= min && value <= max,
    });

/** One platform's handle and followers, or nothing. */
function handle(platform: CreatorPlatform) {
  const { min, max, pattern } = HANDLE_RULES[platform];
  return object({
    handle: lengthBetween(
      storableString()
        .transform(normalizing(normalizeHandle))
        .required(withValues('validation:creatorHandleLength', { min, max }))
        .matches(pattern, 'validation:creatorHandleInvalid'),
      min,
      max,
      'validation:creatorHandleLength',
    ),
    followers: whole(0, HANDLE_FOLLOWERS_MAX, 'validation:creatorFollowersRange'),
  })
    .transform(absentWhenEmpty)
    .default(undefined)
    .optional();
}

const handles = object({
  instagram: handle('instagram'),
  tiktok: handle('tiktok'),
  youtube: handle('youtube'),
})
  .required('validation:creatorHandlesRequired')
  .test({
    name: 'atLeastOneHandle',
    message: 'validation:creatorHandlesRequired',
    test: (value) => CREATOR_PLATFORMS.some((platform) => value[platform] !== undefined),
  });

/** A self-declared choice that may be left out. */
const optionalChoice = <T extends string>(values: readonly T[], key: string) =>
  oneOf(values, key).transform(absentWhenEmpty).optional();

/** An id of an upload (an image or a content file): its owner is checked by the server. */
const uploadId = () =>
  storableString().trim().max(64, 'validation:uploadNotFound').transform(absentWhenEmpty);

/** A date of birth: a real day on which the creator was at least 18 on `today`. */
const dateOfBirth = (today: Date) =>
  storableString()
    .trim()
    .required('validation:birthDateInvalid')
    .test({
      name: 'day',
      message: 'validation:birthDateInvalid',
      test: (value) => {
        const day = parseIsoDay(value);
        return day !== null && ageOn(day, today) <= CREATOR_BIRTH_AGE_MAX && day <= today;
      },
    })
    .test({
      name: 'adult',
      message: 'validation:creatorUnderage',
      params: { min: CREATOR_AGE_MIN },
      test: (value) => {
        const day = parseIsoDay(value);
        return day === null || ageOn(day, today) >= CREATOR_AGE_MIN;
      },
    });

/**
 * The whole profile, as CreatorOnboard sets it and CreatorProfileUpdate replaces it:
 * a gender or ethnicity left out is "not given".
 */
export const creatorProfileSchema = (today: Date) =>
  object({
    name: requiredLength(
      storableString().trim(),
      CREATOR_NAME_MIN,
      CREATOR_NAME_MAX,
      'validation:creatorNameLength',
    ),
    handles,
    categories: choices(CREATOR_CATEGORIES, 'validation:creatorCategories').max(
      CREATOR_CATEGORIES_MAX,
      'validation:creatorCategories',
    ),
    country: oneOf(CREATOR_COUNTRIES, 'validation:creatorCountry'),
    date_of_birth: dateOfBirth(today),
    gender: optionalChoice(GENDERS, 'validation:creatorGender'),
    ethnicity: optionalChoice(ETHNICITIES, 'validation:creatorEthnicity'),
    bio: storableString().trim().max(CREATOR_BIO_MAX, 'validation:creatorBioLength').default(''),
    // Cents here, dollars in the message.
    price: whole(CREATOR_PRICE_MIN_CENTS, CREATOR_PRICE_MAX_CENTS, 'validation:creatorPrice', {
      min: CREATOR_PRICE_MIN_CENTS / 100,
      max: CREATOR_PRICE_MAX_CENTS / 100,
    }),
    avatar_image_id: uploadId().optional(),
    portfolio_image_ids: array(uploadId().required('validation:uploadNotFound'))
      .max(PORTFOLIO_MAX, 'validation:portfolioMax')
      .test({
        name: 'unique',
        message: 'validation:portfolioRepeated',
        test: (ids) => !ids || new Set(ids).size === ids.length,
      })
      .default([]),
    /**
     * The portfolio in order as URLs, instead of `portfolio_image_ids`: each one of the
     * creator's own image uploads (`/v1/images/<id>`) or a URL already in its portfolio,
     * so an edit keeps pictures that are not our uploads.
     */
    portfolio_urls: array(
      storableString()
        .trim()
        .required('validation:uploadNotFound')
        .max(PORTFOLIO_URL_MAX, 'validation:uploadNotFound'),
    )
      .max(PORTFOLIO_MAX, 'validation:portfolioMax')
      .test({
        name: 'unique',
        message: 'validation:portfolioRepeated',
        test: (urls) => !urls || new Set(urls).size === urls.length,
      })
      .test({
        name: 'oneWay',
        message: 'validation:portfolioOneWay',
        test: (urls, context) =>
          !urls ||
          ((context.parent as { portfolio_image_ids?: string[] }).portfolio_image_ids ?? [])
            .length === 0,
      })
      .optional(),
    intro_video_id: uploadId().optional(),
  });

/** The postal code's one message, whichever of its rules refused it. */
const POSTAL_CODE_MESSAGE = withValues('validation:postalCodeInvalid', {
  min: POSTAL_CODE_MIN,
  max: POSTAL_CODE_MAX,
});

const shippingText = (min: number, required: string, length: string) =>
  lengthBetween(storableString().trim().required(required), min, SHIPPING_TEXT_MAX, length);

/** One line: no tabs or line breaks. */
const ONE_LINE = /^[^\t\n\r\v\f]*$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const PHONE = /^\+?\d+$/;

/** The private shipping address (CreatorAddressUpdate). */
export const creatorAddressSchema = object({
  name: shippingText(
    SHIPPING_NAME_MIN,
    'validation:shippingNameLength',
    'validation:shippingNameLength',
  ).matches(ONE_LINE, 'validation:shippingOneLine'),
  line1: shippingText(
    SHIPPING_LINE_MIN,
    'validation:addressLineRequired',
    'validation:addressLineLength',
  ).matches(ONE_LINE, 'validation:shippingOneLine'),
  line2: lengthBetween(
    storableString()
      .trim()
      .transform(absentWhenEmpty)
      .matches(ONE_LINE, 'validation:shippingOneLine'),
    SHIPPING_LINE_MIN,
    SHIPPING_TEXT_MAX,
    'validation:addressLineLength',
  ).optional(),
  city: shippingText(
    SHIPPING_PLACE_MIN,
    'validation:shippingPlaceLength',
    'validation:shippingPlaceLength',
  ).matches(ONE_LINE, 'validation:shippingOneLine'),
  region: shippingText(
    SHIPPING_PLACE_MIN,
    'validation:shippingPlaceLength',
    'validation:shippingPlaceLength',
  ).matches(ONE_LINE, 'validation:shippingOneLine'),
  postal_code: lengthBetween(
    storableString()
      .trim()
      .required(POSTAL_CODE_MESSAGE)
      .matches(POSTAL_CODE, { message: POSTAL_CODE_MESSAGE }),
    POSTAL_CODE_MIN,
    POSTAL_CODE_MAX,
    'validation:postalCodeInvalid',
  ),
  country: oneOf(CREATOR_COUNTRIES, 'validation:creatorCountry'),
  // Counted without its separators (docs/product.md#as-typed).
  phone: lengthBetween(
    storableString()
      .trim()
      .transform(normalizing(normalizePhone))
      .required('validation:phoneRequired')
      .matches(PHONE, 'validation:phoneInvalid'),
    SHIPPING_PHONE_MIN,
    SHIPPING_PHONE_MAX,
    'validation:phoneLength',
  ),
});
