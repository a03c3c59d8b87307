/**
 * A creator's own profile (docs/product.md#creators): social handles, date of birth,
 * shipping address and their limits. Shared by the creator's profile form and the API.
 */
import { CREATOR_COUNT_MAX } from './rules';

export const CREATOR_PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
export type CreatorPlatform = (typeof CREATOR_PLATFORMS)[number];

/** Each platform's own handle rules (without the leading `@`, which is dropped). */
export const HANDLE_RULES: Record<CreatorPlatform, { min: number; max: number; pattern: RegExp }> =
  {
    instagram: { min: 1, max: 30, pattern: /^[A-Za-z0-9._]+$/ },
    tiktok: { min: 2, max: 24, pattern: /^[A-Za-z0-9._]+$/ },
    youtube: { min: 3, max: 30, pattern: /^[A-Za-z0-9._-]+$/ },
  };

/** Declared followers on one platform: what the discovery counts also fit in. */
export const HANDLE_FOLLOWERS_MAX = CREATOR_COUNT_MAX;
export const CREATOR_NAME_MIN = 2;
/** Older than this is a typing mistake. */
export const CREATOR_BIRTH_AGE_MAX = 120;

/** Shipping address limits (in characters; the phone counted without separators). */
export const SHIPPING_NAME_MIN = 3;
export const SHIPPING_TEXT_MAX = 100;
export const SHIPPING_LINE_MIN = 3;
export const SHIPPING_PLACE_MIN = 2;
export const POSTAL_CODE_MIN = 2;
export const POSTAL_CODE_MAX = 10;
/** A phone with its country code (E.164: at most 15 digits), counted without separators. */
export const SHIPPING_PHONE_MIN = 8;
export const SHIPPING_PHONE_MAX = 16;

/** `@name` and `name` are the same handle. */
export const normalizeHandle = (value: string): string => value.trim().replace(/^@/, '');

/** A `YYYY-MM-DD` that is a real calendar day, as a UTC date; null otherwise. */
export function parseIsoDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const same =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same ? date : null;
}

/**
 * Full years from a birth day to `today`'s UTC day: a birthday counts from its day on
 * (29 February from 1 March in other years).
 */
export function ageOn(birth: Date, today: Date): number {
  let years = today.getUTCFullYear() - birth.getUTCFullYear();
  const month = today.getUTCMonth() - birth.getUTCMonth();
  if (month < 0 || (month === 0 && today.getUTCDate() < birth.getUTCDate())) years -= 1;
  return years;
}

/**
 * What discovery counts as a creator's followers: the sum of the declared followers of
 * their handles, kept within the integer the counts are stored in.
 */
export function totalFollowers(counts: ReadonlyArray<number | null | undefined>): number {
  const sum = counts.reduce<number>((total, count) => total + (count ?? 0), 0);
  return Math.min(sum, CREATOR_COUNT_MAX);
}

const DAY_MS = 86_400_000;

/**
 * A date of birth at which someone is `age` on `today`, half a year past a birthday: for
 * profiles that knew only an age (demo data, creators from before dates of birth).
 */
export function birthDayForAge(age: number, today: Date): string {
  const birthday = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate());
  return new Date(birthday - 182 * DAY_MS).toISOString().slice(0, 10);
}
