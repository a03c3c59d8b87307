/**
 * Card and billing rules (docs/product.md#cards), shared by the card form, the sandbox
 * gateway's tokenisation and the API. Pure: no DOM, no i18n.
 */

/** A company keeps at most 10 cards on file. */
export const CARD_LIMIT = 10;

export const CARD_BRAND_NAMES = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'unknown',
] as const;
export type CardBrandName = (typeof CARD_BRAND_NAMES)[number];

/** Card numbers have 12 to 19 digits (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** How far ahead an expiry date may be. */
export const CARD_EXPIRY_MAX_YEARS = 20;

/** Billing address limits (docs/product.md#billing-address). */
export const FULL_NAME_MIN = 3;
export const ADDRESS_NAME_MIN = 5;
export const ADDRESS_LINE_MIN = 3;
export const ADDRESS_LINE_MAX = 100;
export const PLACE_MIN = 2;
/** Bounds the open-ended fields: nothing longer is a name or a place. */
export const ADDRESS_TEXT_MAX = 100;
export const ZIP_LENGTH = 5;
export const TAX_ID_LENGTH = 9;

/** The digits of a number as typed ("4242 4242-4242 4242"), or null if it has anything else. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const BRAND_PREFIXES: Array<[CardBrandName, RegExp]> = [
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/],
  ['discover', /^6(011|5|4[4-9])/],
  ['unionpay', /^62/],
];

/** The brand a number's first digits name. */
export function cardBrandOf(digits: string): CardBrandName {
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'unknown';
}

/** A card number: 12 to 19 digits with a valid Luhn check digit. */
export function cardNumberValid(digits: string): boolean {
  return (
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    luhnValid(digits)
  );
}

/** The security code's length: 4 digits for American Express, 3 for the others. */
export function cvcLength(brand: CardBrandName): number {
  return brand === 'amex' ? 4 : 3;
}

export function cvcValid(cvc: string, brand: CardBrandName): boolean {
  return new RegExp(`^\\d{${cvcLength(brand)}}$`).test(cvc);
}

/** A two-digit year as the four-digit one it means (26 → 2026). */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * Why an expiry date cannot be used, or null when it can: a card works until the last day
 * of its expiry month (in UTC), and no card expires more than 20 years ahead.
 */
export function expiryProblem(
  month: number,
  year: number,
  now: Date,
): 'invalid' | 'expired' | null {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    return 'invalid';
  }
  const expires = fullYear(year) * 12 + (month - 1);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expires < current) return 'expired';
  if (expires > current + CARD_EXPIRY_MAX_YEARS * 12) return 'invalid';
  return null;
}

/**
 * Whether text looks like a card number (12 to 19 digits, spaces or dashes between): what
 * CardAdd refuses outright, so a number sent by mistake is never stored or echoed.
 */
export function looksLikeCardNumber(text: string): boolean {
  const digits = cardDigits(text);
  return (
    digits !== null &&
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS
  );
}
