import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN } from '@/domain/deals/rules';
import { cancelSchema } from '@/domain/deals/schema';
import { FormDialog } from '@/src/ui/forms/FormDialog';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { useCreatorDealCancelMutation } from '../api';
import { useCreatorDealToast } from '../hooks/useCreatorDealToast';

interface CancelValues {
  reason?: string;
}

/** Cancel the deal, after a confirmation: a reason the brand reads (8 to 255). */
export function CreatorCancelDialog({
  dealId,
  open,
  onClose,
}: {
  dealId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('creatorDeals');
  const toast = useCreatorDealToast();
  const [cancel] = useCreatorDealCancelMutation();

  const onSubmit = async (values: CancelValues) => {
    const { reason } = cancelSchema.validateSync(values);
    const result = await cancel({ id: dealId, reason });
    if (result.error) return submissionErrorsOf(result.error, ['reason']);
    toast('cancel.done');
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
      <Text color="fg.muted">{t('cancel.body')}</Text>
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
