/**
 * Yup rules of the earnings operations' arguments, shared by the creators' screens and
 * the server. Messages are `validation:` keys with the limits as values.
 */
import { number, object } from 'yup';
import { pageArgsSchema } from '../pagination';
import { lengthBetween, storableString } from '../validation';
import { IDEMPOTENCY_KEY_PATTERN } from '../wallet/rules';
import { HOLDER_NAME_MAX, ISO_DATE, PAYOUT_MAX_CENTS } from './rules';

/** A real calendar day (Date.parse reads 30 February as 2 March: it must come back as written). */
const isDay = (value: string) =>
  ISO_DATE.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(Date.parse(value)).toISOString().slice(0, 10) === value;

const day = () =>
  storableString().test({
    name: 'day',
    message: 'validation:dateInvalid',
    skipAbsent: true,
    test: (value) => value === undefined || isDay(value),
  });

export const payoutAccountAddSchema = object({
  holder_name: lengthBetween(
    storableString().trim().required('validation:holderNameRequired'),
    1,
    HOLDER_NAME_MAX,
    'validation:holderNameLength',
  ),
  token: storableString()
    .trim()
    .required('validation:bankTokenRequired')
    .max(200, 'validation:bankTokenRequired'),
});

/** The amount's lower bound is the minimum payout, answered as PAYOUT_BELOW_MINIMUM. */
export const payoutRequestSchema = object({
  amount_cents: number()
    .typeError('validation:payoutAmountInvalid')
    .required('validation:payoutAmountInvalid')
    .integer('validation:payoutAmountInvalid')
    .min(1, 'validation:payoutAmountInvalid')
    .max(PAYOUT_MAX_CENTS, 'validation:payoutAmountInvalid'),
  idempotency_key: storableString()
    .required('validation:idempotencyKeyInvalid')
    .matches(IDEMPOTENCY_KEY_PATTERN, 'validation:idempotencyKeyInvalid'),
});

/** The history's filters: days, `to` not before `from`. */
export const earningsHistoryArgsSchema = pageArgsSchema.shape({
  from: day(),
  to: day().test({
    name: 'afterFrom',
    message: 'validation:dateRangeInvalid',
    skipAbsent: true,
    test(value) {
      const from = (this.parent as { from?: unknown }).from;
      return value === undefined || typeof from !== 'string' || value >= from;
    },
  }),
});
