/**
 * Yup rules of the earnings forms. The payout account's numbers are checked here and by the
 * gateway only: they never reach our API. Messages are `earnings:` keys.
 */
import { number, object } from 'yup';
import { storableString, withValues } from '@/domain/validation';
import { HOLDER_NAME_MAX } from '@/domain/earnings/rules';
import { ACCOUNT_NUMBER, ROUTING_NUMBER } from './rules';

const holderLength = withValues('earnings:account.errors.holderLength', { max: HOLDER_NAME_MAX });

export const payoutAccountSchema = object({
  holder_name: storableString().trim().required(holderLength).max(HOLDER_NAME_MAX, holderLength),
  routing_number: storableString()
    .required('earnings:account.errors.routingRequired')
    .matches(ROUTING_NUMBER, 'earnings:account.errors.routingInvalid'),
  account_number: storableString()
    .required('earnings:account.errors.accountRequired')
    .matches(ACCOUNT_NUMBER, 'earnings:account.errors.accountInvalid'),
});

/**
 * The payout's amount in cents, from the minimum to what is available (both written in
 * the message as `format` shows money).
 */
export function payoutRequestSchema(
  limits: { minimum: number; available: number },
  format: (cents: number) => string,
) {
  const range = withValues('earnings:request.errors.range', {
    min: format(limits.minimum),
    max: format(limits.available),
  });
  return object({
    amount_cents: number()
      .typeError('earnings:request.errors.invalid')
      .required('earnings:request.errors.required')
      .integer('earnings:request.errors.invalid')
      .min(limits.minimum, range)
      .max(limits.available, range),
  });
}
