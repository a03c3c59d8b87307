import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/src/ui/forms/FormDialog';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { useDealCancelMutation, type DealDetail } from '../api';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import { useDealToast } from '../hooks/useDealToast';
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, cancelRefundCents } from '@/domain/deals/rules';
import { cancelSchema } from '@/domain/deals/schema';

interface CancelValues {
  reason?: string;
}

/**
 * What a cancel gives back to the wallet, said before it is confirmed: the fee, and the
 * reimbursement unless the creator was already reimbursed (refund delivery, purchase
 * reported). The same rule the server applies (domain/deals/rules.ts).
 */
export function useCancelRefund(deal: DealDetail) {
  const reimbursed = deal.campaign.delivery_type === 'refund' && deal.order_number !== null;
  return {
    reimbursed,
    refund: cancelRefundCents(
      { feeCents: deal.fee, reimbursementCents: deal.reimbursement },
      reimbursed,
    ),
  };
}

/** Cancel deal: a reason the creator reads (8 to 255), and what returns to the wallet. */
export function CancelDealDialog({
  deal,
  open,
  onClose,
}: {
  deal: DealDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('deals');
  const format = useDealFormats();
  const toast = useDealToast();
  const [cancel] = useDealCancelMutation();
  const { reimbursed, refund } = useCancelRefund(deal);
  const withReimbursement = deal.reimbursement > 0 && !reimbursed;

  const onSubmit = async (values: CancelValues) => {
    const { reason } = cancelSchema.validateSync(values);
    const result = await cancel({ id: deal.id, reason });
    if (result.error) return submissionErrorsOf(result.error, ['reason']);
    toast('canceled');
    onClose();
    return undefined;
  };

  return (
    <FormDialog<CancelValues>
      open={open}
      onClose={onClose}
      texts={{ title: t('cancel.title'), submit: t('cancel.confirm'), cancel: t('cancel.keep') }}
      form={{ schema: cancelSchema, onSubmit, initialValues: { reason: '' } }}
    >
      <Text color="fg.muted">
        {withReimbursement
          ? t('cancel.bodyWithReimbursement', {
              amount: format.money(refund),
              fee: format.money(deal.fee),
              reimbursement: format.money(deal.reimbursement),
            })
          : t('cancel.body', { amount: format.money(refund) })}
      </Text>
      <TextareaField
        name="reason"
        label={t('cancel.reason')}
        helperText={t('cancel.reasonHint', { min: CANCEL_REASON_MIN, max: CANCEL_REASON_MAX })}
        counterMax={CANCEL_REASON_MAX}
        rows={3}
      />
    </FormDialog>
  );
}
