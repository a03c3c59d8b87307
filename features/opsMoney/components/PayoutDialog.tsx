import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/src/entities/ops/ReasonDialog';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { useMoneyFormat } from '@/src/ui/formats';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { useAppDispatch } from '@/store/hooks';
import { useOpsPayoutDismissMutation, useOpsPayoutRetryMutation, type OpsPayout } from '../api';

export type PayoutMove = 'retry' | 'dismiss';

/**
 * Retry (the amount goes again to the creator's current payout account) or dismiss (the
 * money stays in the creator's balance): either way the payout leaves the queue.
 */
export function PayoutDialog({
  payout,
  move,
  onClose,
}: {
  payout: OpsPayout;
  move: PayoutMove;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsMoney');
  const money = useMoneyFormat();
  const dispatch = useAppDispatch();
  const [retry] = useOpsPayoutRetryMutation();
  const [dismiss] = useOpsPayoutDismissMutation();
  const values = { amount: money(payout.amount), name: payout.creator.name };

  const onConfirm = async (reason: string) => {
    const send = move === 'retry' ? retry : dismiss;
    const result = await send({ id: payout.id, reason });
    if (result.error) return submissionErrorsOf(result.error, ['reason']);
    dispatch(
      toastAdded({
        type: 'success',
        messageKey: `opsMoney:toast.${move === 'retry' ? 'retried' : 'dismissed'}`,
        messageValues: values,
      }),
    );
    return undefined;
  };

  return (
    <ReasonDialog
      open
      onClose={onClose}
      texts={{
        title: t(`payouts.${move}Title`, values),
        submit: t(`payouts.${move}`),
        cancel: t('dialog.cancel'),
        reasonLabel: t('dialog.reason'),
        reasonHint: t('dialog.reasonInternal'),
      }}
      onConfirm={onConfirm}
    >
      <Text color="fg.muted">
        {t(`payouts.${move}Body`, { ...values, last4: payout.account_last4 })}
      </Text>
    </ReasonDialog>
  );
}
