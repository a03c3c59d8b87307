/**
 * The console's forms on people and money (docs/product.md#operator-console): the
 * followers an operator saw on a platform, and a bank transfer credited to a company.
 * Messages are `validation:` keys.
 */
import { number, object } from 'yup';
import { CREATOR_PLATFORMS } from '../creators/profile';
import { storableString } from '../validation';
import { BANK_CREDIT_MAX_CENTS, BANK_REFERENCE_PATTERN } from '../wallet/rules';
import { OPS_FOLLOWERS_MAX } from './rules';

const FOLLOWERS_MESSAGE = 'validation:opsFollowersSeen';

/** Followers seen on a platform: a whole number from 0 to OPS_FOLLOWERS_MAX. */
export const opsFollowersSchema = number()
  .typeError(FOLLOWERS_MESSAGE)
  .integer(FOLLOWERS_MESSAGE)
  .min(0, FOLLOWERS_MESSAGE)
  .max(OPS_FOLLOWERS_MAX, FOLLOWERS_MESSAGE);

/**
 * The check form: `<platform>_followers` of each handle the creator declared (the others
 * are absent, hence not required here; the form sends only declared ones).
 */
export const opsHandlesFormSchema = object(
  Object.fromEntries(
    CREATOR_PLATFORMS.map((platform) => [`${platform}_followers`, opsFollowersSchema]),
  ),
);

const AMOUNT_MESSAGE = 'validation:opsCreditAmountDollars';
const REFERENCE_MESSAGE = 'validation:opsCreditReferenceInvalid';

/** A bank transfer credited by an operator: 1 cent to BANK_CREDIT_MAX_CENTS, and its reference. */
export const opsWalletCreditSchema = object({
  amount: number()
    .typeError(AMOUNT_MESSAGE)
    .required(AMOUNT_MESSAGE)
    .integer(AMOUNT_MESSAGE)
    .min(1, AMOUNT_MESSAGE)
    .max(BANK_CREDIT_MAX_CENTS, AMOUNT_MESSAGE),
  reference: storableString()
    .trim()
    .required(REFERENCE_MESSAGE)
    .matches(BANK_REFERENCE_PATTERN, REFERENCE_MESSAGE),
});
