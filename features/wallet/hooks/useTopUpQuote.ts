import { useField } from 'react-final-form';
import { dollarsToCents } from '@/domain/money';
import { topUpQuote, type TopUpQuote } from '@/domain/wallet/rules';
import { topUpSchema } from '@/domain/wallet/schema';

/** The card top-up form's fields: the amount as typed in dollars, and the card's id. */
export interface TopUpFormValues {
  amount_cents?: string;
  card_id?: string;
}

/**
 * The API's arguments, unchecked: an empty amount stays missing ("Enter the amount"), one
 * that is not dollars becomes NaN ("Enter an amount in dollars").
 */
export function toTopUpInput(values: TopUpFormValues) {
  const amount = values.amount_cents?.trim() ?? '';
  return {
    amount_cents: amount === '' ? undefined : (dollarsToCents(amount) ?? Number.NaN),
    card_id: values.card_id,
  };
}

/** The form's rules: the shared top-up rules but the key, which is made on confirming. */
export const topUpFormSchema = topUpSchema.pick(['amount_cents', 'card_id']);

const AMOUNT_RULES = topUpSchema.pick(['amount_cents']);

/**
 * What the amount typed so far costs by card (amount, fee, total), or null while it is not
 * an amount the rules accept: the dialog shows it before anything is confirmed.
 */
export function useTopUpQuote(): TopUpQuote | null {
  const { input } = useField<string | undefined>('amount_cents', {
    subscription: { value: true },
  });
  const cents = toTopUpInput({ amount_cents: input.value }).amount_cents;
  if (cents === undefined) return null;
  return AMOUNT_RULES.isValidSync({ amount_cents: cents }) ? topUpQuote(cents) : null;
}
