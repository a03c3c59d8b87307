import { Button, Dialog, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { AppDialog } from '@/src/ui/AppDialog';
import { TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { FORM_ERROR, errorCodeOf, submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useAppDispatch } from '@/store/hooks';
import { useCreatorPayoutAccountAddMutation } from '../api';
import {
  GATEWAY_UNREACHABLE,
  tokenizeBankAccount,
  type GatewayBankError,
} from '../gateway/tokenizeBankAccount';
import { payoutAccountSchema } from '../schema';

/** The form's values: the numbers are for the gateway only. */
interface PayoutAccountValues {
  holder_name?: string;
  routing_number?: string;
  account_number?: string;
}

/** Which field a gateway error code is about. */
const GATEWAY_FIELDS: Record<GatewayBankError, 'routing_number' | 'account_number'> = {
  invalid_routing_number: 'routing_number',
  invalid_account_number: 'account_number',
};

/** Digits only, as typed: spaces and dashes people copy from a cheque are dropped. */
const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

/**
 * Adds (or replaces) the payout account. On submit the routing and account numbers go to
 * the payment gateway for a one-time token, and CreatorPayoutAccountAdd gets the token
 * and the holder's name only. The numbers live in this form's state, gone when the dialog
 * closes (AppDialog unmounts it); they never enter the Redux store.
 */
export function AddPayoutAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('earnings');
  const dispatch = useAppDispatch();
  const [addAccount] = useCreatorPayoutAccountAddMutation();

  const onSubmit = async (values: PayoutAccountValues) => {
    const tokenized = await tokenizeBankAccount({
      routing_number: values.routing_number ?? '',
      account_number: values.account_number ?? '',
    });
    if (!tokenized.ok) {
      if (tokenized.code === GATEWAY_UNREACHABLE) {
        return { [FORM_ERROR]: t('account.form.gatewayUnreachable') };
      }
      return { [GATEWAY_FIELDS[tokenized.code]]: t(`account.errors.${tokenized.code}`) };
    }
    const result = await addAccount({
      holder_name: values.holder_name?.trim() ?? '',
      token: tokenized.token,
    });
    if (result.error) {
      if (errorCodeOf(result.error) === 'PAYOUT_ACCOUNT_INVALID') {
        return { [FORM_ERROR]: t('account.errors.PAYOUT_ACCOUNT_INVALID') };
      }
      return submissionErrorsOf(result.error, ['holder_name']);
    }
    dispatch(toastAdded({ type: 'success', messageKey: 'earnings:account.added' }));
    onClose();
    return undefined;
  };

  const title = t('account.form.title');
  return (
    <AppDialog open={open} onClose={onClose} title={title} closeLabel={t('account.form.cancel')}>
      <Dialog.Body pb="6">
        <ValidatedForm<PayoutAccountValues>
          schema={payoutAccountSchema}
          onSubmit={onSubmit}
          aria-label={title}
        >
          <Text color="fg.muted" fontSize="sm">
            {t('account.form.intro')}
          </Text>
          <TextField
            name="holder_name"
            label={t('account.form.holderName')}
            autoComplete="name"
            autoFocus
          />
          <TextField
            name="routing_number"
            label={t('account.form.routingNumber')}
            helperText={t('account.form.routingHelp')}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            normalize={digitsOnly}
          />
          <TextField
            name="account_number"
            label={t('account.form.accountNumber')}
            helperText={t('account.form.accountHelp')}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            normalize={digitsOnly}
          />
          <FormError />
          <Dialog.Footer px="0" pb="0" gap="3" flexWrap="wrap">
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{t('account.form.cancel')}</Button>
            </Dialog.ActionTrigger>
            <SubmitButton size="md">{t('account.form.submit')}</SubmitButton>
          </Dialog.Footer>
        </ValidatedForm>
      </Dialog.Body>
    </AppDialog>
  );
}
