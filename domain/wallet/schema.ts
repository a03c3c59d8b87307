/**
 * Yup rules of the wallet's arguments, used by the top-up form and by WalletTopUp and
 * Transactions on the server. Messages are `validation:` keys with the limits as values.
 */
import { mixed, number, object } from 'yup';
import { pageArgsSchema } from '../pagination';
import { storableString } from '../validation';
import {
  IDEMPOTENCY_KEY_PATTERN,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  TRANSACTION_KINDS,
} from './rules';
import type { TransactionKindName } from './rules';

export const topUpSchema = object({
  amount_cents: number()
    .typeError('validation:topUpAmountInvalid')
    .required('validation:topUpAmountRequired')
    .integer('validation:topUpAmountInvalid')
    .min(TOP_UP_MIN_CENTS, 'validation:topUpAmountRange')
    .max(TOP_UP_MAX_CENTS, 'validation:topUpAmountRange'),
  card_id: storableString().trim().required('validation:topUpCardRequired'),
  idempotency_key: storableString()
    .required('validation:idempotencyKeyInvalid')
    .matches(IDEMPOTENCY_KEY_PATTERN, 'validation:idempotencyKeyInvalid'),
});

/** An ISO 8601 timestamp as Date#toISOString writes it (what the screens send). */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * A real instant the database can store: Date.parse reads 30 February as 2 March and
 * 24:00 as the next day, so the date must come back as written; and there is no year 0.
 */
function isTimestamp(value: string): boolean {
  const time = Date.parse(value);
  return (
    ISO_TIMESTAMP.test(value) &&
    !Number.isNaN(time) &&
    !value.startsWith('0000') &&
    new Date(time).toISOString().slice(0, 19) === value.slice(0, 19)
  );
}

export const timestamp = () =>
  storableString().test({
    name: 'timestamp',
    message: 'validation:dateInvalid',
    skipAbsent: true,
    test: (value) => value === undefined || isTimestamp(value),
  });

/** Transactions' filters; `to` may not come before `from`. */
export const transactionsArgsSchema = pageArgsSchema.shape({
  kind: mixed<TransactionKindName>().oneOf(TRANSACTION_KINDS, 'validation:transactionKindInvalid'),
  from: timestamp(),
  to: timestamp().test({
    name: 'afterFrom',
    message: 'validation:dateRangeInvalid',
    skipAbsent: true,
    test(value) {
      const from = (this.parent as { from?: unknown }).from;
      return (
        value === undefined || typeof from !== 'string' || Date.parse(value) >= Date.parse(from)
      );
    },
  }),
});
