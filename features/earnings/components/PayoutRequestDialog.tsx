import { Button, Dialog, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToDollars, dollarsToCents } from '@/domain/money';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { useIdempotencyKey } from '@/src/entities/wallet/useIdempotencyKey';
import { AppDialog } from '@/src/ui/AppDialog';
import { TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { FORM_ERROR, errorCodeOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useAppDispatch } from '@/store/hooks';
import { useCreatorPayoutRequestMutation, type CreatorEarnings, type PayoutAccount } from '../api';
import { useEarningsFormat } from '../hooks/useEarningsFormat';
import { isPayoutRefusal } from '../rules';
import { payoutRequestSchema } from '../schema';

interface PayoutValues {
  /** Dollars, as typed. */
  amount?: string;
}

/**
 * The API's argument, unchecked: an empty amount stays missing ("Enter the amount"), one
 * that is not dollars becomes NaN ("Enter an amount in dollars").
 */
function toPayoutInput(values: PayoutValues) {
  const amount = values.amount?.trim() ?? '';
  return { amount_cents: amount === '' ? undefined : (dollarsToCents(amount) ?? Number.NaN) };
}

interface PayoutFormProps {
  available: number;
  minimum: number;
  /** Where the payout goes, as the dialog opened. */
  account: PayoutAccount | null;
  onDone: () => void;
}

/**
 * The form, mounted at each opening. Its idempotency key is made as it opens and kept
 * while the amount stays the same: a retry after a lost answer cannot pay out twice. A
 * refusal (nothing moved) ends that attempt, so the next submission gets a new key.
 */
function PayoutForm({ available, minimum, account, onDone }: PayoutFormProps) {
  const { t } = useTranslation('earnings');
  const format = useEarningsFormat();
  const dispatch = useAppDispatch();
  const [request] = useCreatorPayoutRequestMutation();
  const { keyFor, renew } = useIdempotencyKey();
  const schema = useMemo(
    () => payoutRequestSchema({ minimum, available }, format.money),
    [minimum, available, format.money],
  );
  // Made once, as the dialog opens: the figures read again after a refusal must not start
  // the form over (react-final-form would drop the message saying why).
  const [shownAccount] = useState(account);
  const [initialValues] = useState<PayoutValues>(() => {
    keyFor(String(available));
    return { amount: centsToDollars(available) };
  });

  const onSubmit = async (values: PayoutValues) => {
    const { amount_cents } = schema.validateSync(toPayoutInput(values));
    const result = await request({ amount_cents, idempotency_key: keyFor(String(amount_cents)) });
    if (!result.error) {
      renew();
      dispatch(
        toastAdded({
          type: 'success',
          messageKey: 'earnings:request.success',
          messageValues: { amount: format.money(amount_cents) },
        }),
      );
      onDone();
      return undefined;
    }
    const code = errorCodeOf(result.error);
    if (isPayoutRefusal(code)) {
      renew();
      return { [FORM_ERROR]: t(`request.errors.${code}`) };
    }
    // A 401 ends the session (and this page). Anything else may have sent the payout:
    // the key stays for the retry.
    if ('kind' in result.error && result.error.kind === 'unauthorized') return undefined;
    return { [FORM_ERROR]: t('request.unknownOutcome') };
  };

  return (
    <ValidatedForm<PayoutValues>
      schema={schema}
      toInput={toPayoutInput}
      initialValues={initialValues}
      onSubmit={onSubmit}
      aria-label={t('request.title')}
    >
      <TextField
        name="amount"
        label={t('request.amount')}
        inputMode="decimal"
        autoComplete="off"
        startElement="$"
        helperText={t('request.amountHint', {
          min: format.money(minimum),
          max: format.money(available),
        })}
      />
      {shownAccount && (
        <Text color="fg.muted" fontSize="sm">
          {t('request.to', { bank: shownAccount.bank_name, last4: shownAccount.last4 })}
        </Text>
      )}
      <FormError />
      <Dialog.Footer px="0" pb="0" gap="3" flexWrap="wrap">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('request.cancel')}</Button>
        </Dialog.ActionTrigger>
        <SubmitButton size="md">{t('request.submit')}</SubmitButton>
      </Dialog.Footer>
    </ValidatedForm>
  );
}

/** "Request a payout": the amount (all that is available to start with), then Request. */
export function PayoutRequestDialog({
  open,
  onClose,
  earnings,
}: {
  open: boolean;
  onClose: () => void;
  earnings: CreatorEarnings;
}) {
  const { t } = useTranslation('earnings');
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('request.title')}
      closeLabel={t('request.cancel')}
    >
      <Dialog.Body pb="6">
        <PayoutForm
          available={earnings.available}
          minimum={earnings.minimum_payout}
          account={earnings.payout_account ?? null}
          onDone={onClose}
        />
      </Dialog.Body>
    </AppDialog>
  );
}
