/**
 * Yup rules of cards and billing addresses, used by the card form and by CardAdd on the
 * server. Field names are the API's; messages are `validation:` keys with their limits.
 */
import { object, string } from 'yup';
import type { StringSchema } from 'yup';
import { normalizeTaxId, normalizeZip, normalizing } from '../normalize';
import { lengthBetween, storableString } from '../validation';
import {
  ADDRESS_LINE_MAX,
  ADDRESS_LINE_MIN,
  ADDRESS_NAME_MIN,
  ADDRESS_TEXT_MAX,
  cardBrandOf,
  cardDigits,
  cardNumberValid,
  cvcLength,
  cvcValid,
  expiryProblem,
  FULL_NAME_MIN,
  fullYear,
  looksLikeCardNumber,
  PLACE_MIN,
  TAX_ID_LENGTH,
  ZIP_LENGTH,
} from './rules';

/**
 * Letters of any script (with their combining marks), digits, spaces and the punctuation
 * of street addresses. One line: no tabs or line breaks.
 */
const ADDRESS_LINE = /^[\p{L}\p{M}\p{N} .,#/'-]+$/u;

const text = (required: string, min: number, max: number, length: string) =>
  lengthBetween(storableString().trim().required(required), min, max, length);

/** The rules of an address line on top of `schema` (required or not: its type says). */
const addressLine = <S extends StringSchema<string | undefined>>(schema: S) =>
  lengthBetween(
    schema.matches(ADDRESS_LINE, {
      message: 'validation:addressLineInvalid',
      excludeEmptyString: true,
    }),
    ADDRESS_LINE_MIN,
    ADDRESS_LINE_MAX,
    'validation:addressLineLength',
  );

/**
 * The optional second line: left out, null (what a GraphQL client sends for "none") and
 * blank all mean there is none.
 */
const optionalAddressLine = () =>
  addressLine(
    storableString()
      .trim()
      .transform((value: string | null | undefined) => value || undefined),
  );

/**
 * Exactly `length` ASCII digits once `normalize` has removed what people type between
 * them (docs/product.md#as-typed); the message gets the length.
 */
const digits = (
  required: string,
  length: number,
  message: string,
  normalize: (value: string) => string,
) =>
  storableString()
    .trim()
    .transform(normalizing(normalize))
    .required(required)
    .test({
      name: 'digits',
      message,
      params: { length },
      skipAbsent: true,
      test: (value) => value === undefined || new RegExp(`^[0-9]{${length}}$`).test(value),
    });

export const billingAddressSchema = object({
  full_name: text(
    'validation:fullNameRequired',
    FULL_NAME_MIN,
    ADDRESS_TEXT_MAX,
    'validation:fullNameLength',
  ),
  address_name: text(
    'validation:addressNameRequired',
    ADDRESS_NAME_MIN,
    ADDRESS_TEXT_MAX,
    'validation:addressNameLength',
  ),
  address_line1: addressLine(storableString().trim().required('validation:addressLineRequired')),
  address_line2: optionalAddressLine(),
  city: text('validation:cityRequired', PLACE_MIN, ADDRESS_TEXT_MAX, 'validation:cityLength'),
  state: text('validation:stateRequired', PLACE_MIN, ADDRESS_TEXT_MAX, 'validation:stateLength'),
  country: text(
    'validation:countryRequired',
    PLACE_MIN,
    ADDRESS_TEXT_MAX,
    'validation:countryLength',
  ),
  zip: digits('validation:zipRequired', ZIP_LENGTH, 'validation:zipFormat', normalizeZip),
  tax_id: digits(
    'validation:taxIdRequired',
    TAX_ID_LENGTH,
    'validation:taxIdFormat',
    normalizeTaxId,
  ),
});

/** A gateway token: tok_ and letters or digits. A card number is refused on its own. */
const CARD_TOKEN = /^tok_[A-Za-z0-9]{10,64}$/;

export const cardAddSchema = object({
  token: storableString()
    .required('validation:cardTokenInvalid')
    .test({
      name: 'notACardNumber',
      message: 'validation:cardNumberNotAccepted',
      test: (value) => !looksLikeCardNumber(value),
    })
    .matches(CARD_TOKEN, 'validation:cardTokenInvalid'),
  billing_address: billingAddressSchema.required(),
});

/** "MM/YY" as typed in the card form: its month and four-digit year, or null. */
export function expiryParts(typed: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(typed.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: fullYear(Number(match[2])) };
}

/**
 * The card form's fields, checked in the browser only: they go to the payment gateway for
 * a token (features/billing/gateway/tokenize.ts), never to our API. `number` may hold the
 * spaces it is shown with; the CVC's length follows the number's brand.
 */
export const cardFieldsSchema = object({
  number: string()
    .required('validation:cardNumberRequired')
    .test({
      name: 'cardNumber',
      message: 'validation:cardNumberInvalid',
      test: (value) => {
        const digits = cardDigits(value);
        return digits !== null && cardNumberValid(digits);
      },
    }),
  expiry: string()
    .required('validation:cardExpiryRequired')
    .test({
      name: 'cardExpiry',
      test(value) {
        const parts = expiryParts(value);
        const problem = parts ? expiryProblem(parts.month, parts.year, new Date()) : 'invalid';
        if (problem === null) return true;
        const message =
          problem === 'expired' ? 'validation:cardExpired' : 'validation:cardExpiryInvalid';
        return this.createError({ message });
      },
    }),
  cvc: string()
    .required('validation:cardCvcRequired')
    .test({
      name: 'cardCvc',
      test(value) {
        const number = (this.parent as { number?: string }).number ?? '';
        const brand = cardBrandOf(cardDigits(number) ?? '');
        if (cvcValid(value, brand)) return true;
        return this.createError({
          message: 'validation:cardCvcInvalid',
          params: { length: cvcLength(brand) },
        });
      },
    }),
});
