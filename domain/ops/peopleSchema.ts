/**
 * The operator console's rules for creators, companies and money (docs/product.md#operator-console),
 * one set for the console's forms and the API.
 */
import { array, boolean, number, object } from 'yup';
import { CREATOR_PLATFORMS } from '../creators/profile';
import { BANK_CREDIT_MAX_CENTS, BANK_REFERENCE_PATTERN } from '../wallet/rules';
import { lengthBetween, oneOf, storableString, withValues } from '../validation';
import { OPS_FOLLOWERS_MAX, OPS_SEARCH_MAX } from './rules';
import { opsReasonSchema } from './schema';

/** A search of the console's lists (name or e-mail): at most OPS_SEARCH_MAX characters. */
export const opsSearchSchema = object({
  search: lengthBetween(storableString().trim(), 0, OPS_SEARCH_MAX, 'validation:opsSearchLength'),
});

const followersRange = withValues('validation:opsFollowersRange', {
  min: 0,
  max: OPS_FOLLOWERS_MAX,
});

/** What an operator saw of one handle on its platform. */
export const opsHandleCheckSchema = object({
  platform: oneOf(CREATOR_PLATFORMS, 'validation:opsPlatformInvalid'),
  verified: boolean()
    .typeError('validation:opsVerifiedRequired')
    .required('validation:opsVerifiedRequired'),
  followers: number()
    .typeError(followersRange)
    .required(followersRange)
    .integer(followersRange)
    .min(0, followersRange)
    .max(OPS_FOLLOWERS_MAX, followersRange),
});

/** OpsCreatorVerify: one to three handles, each platform once, and the reason. */
export const opsCreatorVerifySchema = object({
  handles: array(opsHandleCheckSchema)
    .required('validation:opsHandlesRequired')
    .min(1, 'validation:opsHandlesRequired')
    .max(CREATOR_PLATFORMS.length, 'validation:opsHandlesRequired')
    .test({
      name: 'unique',
      message: 'validation:opsHandlesRequired',
      test: (items) => !items || new Set(items.map((item) => item.platform)).size === items.length,
    }),
  reason: opsReasonSchema,
});

const creditRange = withValues('validation:opsCreditAmountRange', {
  min: 1,
  max: BANK_CREDIT_MAX_CENTS,
});

/** OpsWalletCredit: a bank transfer's amount (cents) and reference, and the reason. */
export const opsWalletCreditSchema = object({
  amount: number()
    .typeError(creditRange)
    .required(creditRange)
    .integer(creditRange)
    .min(1, creditRange)
    .max(BANK_CREDIT_MAX_CENTS, creditRange),
  reference: storableString()
    .required('validation:opsReferenceInvalid')
    .matches(BANK_REFERENCE_PATTERN, 'validation:opsReferenceInvalid'),
  reason: opsReasonSchema,
});
