import { Button, chakra, Dialog, Flex } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import type { CardBrandName } from '@/domain/billing/rules';
import { TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { SelectField } from '@/src/ui/forms/SelectField';
import { FORM_ERROR, submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useMoneyFormat } from '@/src/ui/formats';
import { useAppDispatch } from '@/store/hooks';
import { topUpRefused, useWalletTopUpMutation } from '../api';
import { CARD_FEE_PERCENT, TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@/domain/wallet/rules';
import type { IdempotencyKey } from '@/src/entities/wallet/useIdempotencyKey';
import {
  toTopUpInput,
  topUpFormSchema,
  useTopUpQuote,
  type TopUpFormValues,
} from '../hooks/useTopUpQuote';

/** A card the top-up can be charged to, as the billing feature lists them. */
export interface TopUpCard {
  id: string;
  brand: CardBrandName;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
}

const TOP_UP_FIELDS = ['amount_cents', 'card_id'] as const;

/** Amount, fee and total of the amount typed so far, before anything is confirmed. */
function Quote() {
  const { t } = useTranslation('wallet');
  const money = useMoneyFormat();
  const quote = useTopUpQuote();
  if (!quote) return null;
  const line = (label: string, cents: number, total = false) => (
    <Flex
      justify="space-between"
      gap="4"
      {...(total
        ? { fontWeight: 'semibold', pt: '2', borderTopWidth: '1px', borderColor: 'border' }
        : {})}
    >
      <chakra.dt color={total ? 'fg' : 'fg.muted'}>{label}</chakra.dt>
      <chakra.dd fontVariantNumeric="tabular-nums">{money(cents)}</chakra.dd>
    </Flex>
  );
  return (
    // The group carries the name: a description list takes none of its own.
    <chakra.div role="group" aria-label={t('topUp.quote.label')} p="4" rounded="lg" bg="bg.muted">
      <chakra.dl display="flex" flexDirection="column" gap="2">
        {line(t('topUp.quote.amount'), quote.amountCents)}
        {line(t('topUp.quote.fee', { percent: CARD_FEE_PERCENT }), quote.feeCents)}
        {line(t('topUp.quote.total'), quote.totalCents, true)}
      </chakra.dl>
    </chakra.div>
  );
}

/** "Pay $104.00": the total the card is charged, on the button that confirms it. */
function PayButton() {
  const { t } = useTranslation('wallet');
  const money = useMoneyFormat();
  const quote = useTopUpQuote();
  return (
    <SubmitButton size="md">
      {quote ? t('topUp.pay', { total: money(quote.totalCents) }) : t('topUp.payAmountMissing')}
    </SubmitButton>
  );
}

export interface CardTopUpFormProps {
  cards: readonly TopUpCard[];
  idempotency: IdempotencyKey;
  onDone: () => void;
}

/**
 * The card top-up: a card (the default one chosen), the amount in dollars, then the 4% fee
 * and the total before "Pay". A refusal (declined, gateway down) stays in the dialog with
 * the server's message; an answer lost on the way says so, and trying again sends the
 * same idempotency key, so the card is never charged twice.
 */
export function CardTopUpForm({ cards, idempotency, onDone }: CardTopUpFormProps) {
  const { t } = useTranslation('wallet');
  // Card brands are named once, by billing.
  const { t: tBilling } = useTranslation('billing');
  const money = useMoneyFormat();
  const dispatch = useAppDispatch();
  const [topUp] = useWalletTopUpMutation();
  const { keyFor, renew } = idempotency;

  // Stable: a new object would make react-final-form start over, dropping server errors.
  const initialValues = useMemo<TopUpFormValues>(
    () => ({ card_id: (cards.find((card) => card.is_default) ?? cards[0])?.id }),
    [cards],
  );
  const options = cards.map((card) => ({
    value: card.id,
    label: t(card.is_default ? 'topUp.cardOptionDefault' : 'topUp.cardOption', {
      brand: tBilling(`brands.${card.brand}`),
      last4: card.last4,
      month: String(card.exp_month).padStart(2, '0'),
      // The expiry as the card prints it: 04/31.
      year: String(card.exp_year % 100).padStart(2, '0'),
    }),
  }));

  const onSubmit = async (values: TopUpFormValues) => {
    const { amount_cents, card_id } = topUpFormSchema.validateSync(toTopUpInput(values));
    const idempotency_key = keyFor(`${card_id}:${amount_cents}`);
    const result = await topUp({ amount_cents, card_id, idempotency_key });
    if (!result.error) {
      renew();
      dispatch(
        toastAdded({
          type: 'success',
          messageKey: 'wallet:topUp.success',
          messageValues: { amount: money(amount_cents) },
        }),
      );
      onDone();
      return undefined;
    }
    if (topUpRefused(result.error)) {
      // Nothing was charged: this attempt is over, the next confirmation is a new one.
      renew();
      return submissionErrorsOf(result.error, TOP_UP_FIELDS);
    }
    // A 401 ends the session (and this page). Anything else (a lost answer, an internal
    // error) may have charged the card: the key stays for the retry.
    if ('kind' in result.error && result.error.kind === 'unauthorized') return undefined;
    return { [FORM_ERROR]: t('topUp.unknownOutcome') };
  };

  return (
    <ValidatedForm<TopUpFormValues>
      schema={topUpFormSchema}
      toInput={toTopUpInput}
      initialValues={initialValues}
      onSubmit={onSubmit}
      aria-label={t('topUp.title')}
    >
      <SelectField name="card_id" label={t('topUp.card')} options={options} />
      <TextField
        name="amount_cents"
        label={t('topUp.amount')}
        inputMode="decimal"
        autoComplete="off"
        startElement="$"
        helperText={t('topUp.amountHint', {
          min: money(TOP_UP_MIN_CENTS),
          max: money(TOP_UP_MAX_CENTS),
        })}
      />
      <Quote />
      <FormError />
      <Dialog.Footer px="0" pb="0" gap="3" flexWrap="wrap">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('topUp.cancel')}</Button>
        </Dialog.ActionTrigger>
        <PayButton />
      </Dialog.Footer>
    </ValidatedForm>
  );
}
