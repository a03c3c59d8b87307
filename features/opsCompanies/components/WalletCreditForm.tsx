import { Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dollarsToCents } from '@/domain/money';
import { opsWalletCreditSchema } from '@/domain/ops/people';
import { ReasonDialog } from '@/src/entities/ops/ReasonDialog';
import { TextField } from '@/src/ui/forms/fields';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useMoneyFormat } from '@/src/ui/formats';
import { useOpsWalletCreditMutation, type OpsCompanyRow } from '../api';
import { useCompanyToast } from '../hooks/useCompanyToast';

interface CreditValues {
  amount?: string;
  reference?: string;
}
interface Credit {
  amount: number;
  reference: string;
  /** Empties the form once the credit went through. */
  reset: () => void;
}

/** Dollars typed as cents; NaN (not a number, hence refused) when they are not an amount. */
const toInput = (values: CreditValues) => ({
  amount: dollarsToCents(values.amount ?? '') ?? Number.NaN,
  reference: values.reference,
});

/**
 * A bank transfer that arrived for the company, credited to its wallet: the amount and
 * the reference the wire carried (each reference credits a company once), then a reason
 * (docs/product.md#operator-console).
 */
export function WalletCreditForm({ company }: { company: OpsCompanyRow }) {
  const { t } = useTranslation('opsCompanies');
  const money = useMoneyFormat();
  const toast = useCompanyToast();
  const [credit] = useOpsWalletCreditMutation();
  const [pending, setPending] = useState<Credit | null>(null);

  const onConfirm = async (reason: string) => {
    if (!pending) return undefined;
    const { amount, reference, reset } = pending;
    const result = await credit({ company_id: company.id, amount, reference, reason });
    if (result.error) return submissionErrorsOf(result.error, ['reason']);
    reset();
    const values = { amount: money(result.data.amount), reference: result.data.reference };
    if (result.data.credited) toast('credited', values);
    else toast('alreadyCredited', values, 'info');
    return undefined;
  };

  return (
    <Stack as="section" aria-labelledby="ops-credit" gap="3">
      <Heading as="h2" size="md" id="ops-credit">
        {t('credit.title')}
      </Heading>
      <Text color="fg.muted">{t('credit.intro')}</Text>
      <ValidatedForm<CreditValues>
        schema={opsWalletCreditSchema}
        toInput={toInput}
        aria-label={t('credit.title')}
        onSubmit={(values, form) => {
          const input = opsWalletCreditSchema.validateSync(toInput(values));
          setPending({ amount: input.amount, reference: input.reference, reset: form.restart });
        }}
      >
        <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="3" alignItems="start">
          <TextField
            name="amount"
            label={t('credit.amount')}
            inputMode="decimal"
            autoComplete="off"
            startElement="$"
          />
          <TextField name="reference" label={t('credit.reference')} autoComplete="off" />
        </Grid>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          disabled={company.deleted}
        >
          {t('credit.submit')}
        </Button>
      </ValidatedForm>
      <ReasonDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        texts={{
          title: t('credit.dialogTitle', { name: company.name }),
          submit: t('credit.confirm'),
          cancel: t('dialog.cancel'),
          reasonLabel: t('dialog.reason'),
          reasonHint: t('dialog.reasonInternal'),
        }}
        onConfirm={onConfirm}
      >
        {pending && (
          <Text color="fg.muted">
            {t('credit.summary', {
              amount: money(pending.amount),
              reference: pending.reference,
              name: company.name,
            })}
          </Text>
        )}
      </ReasonDialog>
    </Stack>
  );
}
