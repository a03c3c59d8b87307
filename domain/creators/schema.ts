/**
 * Yup rules of creators discovery and of the creator side: the discovery filter (the
 * screen reads it from the address, the API from its arguments) and a creator's pitch.
 * Messages are `validation:` keys with the limits as values.
 */
import { number, object } from 'yup';
import type { TestContext } from 'yup';
import { optionalChoices, requiredLength, storableString, withValues } from '../validation';
import {
  CREATOR_AGE_MAX,
  CREATOR_AGE_MIN,
  CREATOR_CATEGORIES,
  CREATOR_COUNT_MAX,
  CREATOR_COUNTRIES,
  CREATOR_PRICE_MAX_CENTS,
  CREATOR_SEARCH_MAX,
  CREATOR_TIERS,
  ENGAGEMENT_MAX_BP,
  ETHNICITIES,
  GENDERS,
  PITCH_MAX,
  PITCH_MIN,
} from './rules';

/**
 * A whole number from min to max, or absent; the message gets both bounds, as `shown`
 * when they read otherwise (prices are cents here and dollars on screen).
 */
function wholeBetween(
  min: number,
  max: number,
  key: string,
  shown: { min: number; max: number } = { min, max },
) {
  return number()
    .typeError(withValues(key, shown))
    .optional()
    .test({
      name: 'wholeBetween',
      message: key,
      params: shown,
      skipAbsent: true,
      test: (value) =>
        value === undefined || (Number.isInteger(value) && value >= min && value <= max),
    });
}

/** A range whose lower bound is not above its upper bound: refused at the upper bound. */
function ordered(low: string, high: string, key: string) {
  return {
    name: `${low}NotAbove${high}`,
    message: key,
    test(this: TestContext, value: Record<string, unknown>) {
      const [a, b] = [value[low], value[high]];
      if (typeof a !== 'number' || typeof b !== 'number' || a <= b) return true;
      // On the field, not the whole filter, so the message lands where the range is.
      const prefix = this.path ? `${this.path}.` : '';
      return this.createError({ path: `${prefix}${high}`, message: key });
    },
  };
}

const PRICE_SHOWN = { min: 0, max: CREATOR_PRICE_MAX_CENTS / 100 };

export const creatorFilterSchema = object({
  categories: optionalChoices(CREATOR_CATEGORIES, 'validation:creatorFilterChoice'),
  tiers: optionalChoices(CREATOR_TIERS, 'validation:creatorFilterChoice'),
  genders: optionalChoices(GENDERS, 'validation:creatorFilterChoice'),
  ethnicities: optionalChoices(ETHNICITIES, 'validation:creatorFilterChoice'),
  countries: optionalChoices(CREATOR_COUNTRIES, 'validation:creatorFilterChoice'),
  age_min: wholeBetween(CREATOR_AGE_MIN, CREATOR_AGE_MAX, 'validation:creatorAgeRange'),
  age_max: wholeBetween(CREATOR_AGE_MIN, CREATOR_AGE_MAX, 'validation:creatorAgeRange'),
  followers_min: wholeBetween(0, CREATOR_COUNT_MAX, 'validation:creatorFollowersRange'),
  followers_max: wholeBetween(0, CREATOR_COUNT_MAX, 'validation:creatorFollowersRange'),
  price_min: wholeBetween(0, CREATOR_PRICE_MAX_CENTS, 'validation:creatorPriceRange', PRICE_SHOWN),
  price_max: wholeBetween(0, CREATOR_PRICE_MAX_CENTS, 'validation:creatorPriceRange', PRICE_SHOWN),
  engagement_min: wholeBetween(0, ENGAGEMENT_MAX_BP, 'validation:creatorEngagementRange'),
  search: storableString()
    .trim()
    .max(CREATOR_SEARCH_MAX, 'validation:creatorSearchLength')
    .optional(),
})
  .test(ordered('age_min', 'age_max', 'validation:creatorRangeOrder'))
  .test(ordered('followers_min', 'followers_max', 'validation:creatorRangeOrder'))
  .test(ordered('price_min', 'price_max', 'validation:creatorRangeOrder'));

/** CreatorApply's pitch. */
export const pitchSchema = object({
  pitch: requiredLength(storableString().trim(), PITCH_MIN, PITCH_MAX, 'validation:pitchLength'),
});
