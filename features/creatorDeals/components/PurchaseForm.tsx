import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dollarsToCents } from '@/domain/money';
import { ORDER_NUMBER_MAX } from '@/domain/deals/rules';
import { reportPurchaseSchema } from '@/domain/deals/schema';
import type { ImageValue } from '@/domain/images/rules';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { ImagesField } from '@/src/entities/image/ImagesField';
import { TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useCreatorDealReportPurchaseMutation } from '../api';
import { useCreatorDealToast } from '../hooks/useCreatorDealToast';

/** The form as typed: the total in dollars, the receipt as the uploaded image. */
interface PurchaseValues {
  order_number?: string;
  order_total_cents?: string;
  receipt_image_id?: ImageValue[];
}

/** The API's arguments, unchecked: an empty total stays missing, a malformed one invalid. */
function toPurchaseInput(values: PurchaseValues) {
  const total = values.order_total_cents?.trim() ?? '';
  return {
    order_number: values.order_number,
    order_total_cents: total === '' ? undefined : (dollarsToCents(total) ?? Number.NaN),
    receipt_image_id: values.receipt_image_id?.[0]?.id,
  };
}

/**
 * Refund delivery: the creator bought the product and reports the order number, the
 * order's total and a photo of the receipt (uploaded to the creator's own images first).
 * A refusal keeps everything typed and says why, on its field.
 */
export function PurchaseForm({ dealId }: { dealId: string }) {
  const { t } = useTranslation('creatorDeals');
  const toast = useCreatorDealToast();
  const [report] = useCreatorDealReportPurchaseMutation();

  const onSubmit = async (values: PurchaseValues) => {
    const input = reportPurchaseSchema.validateSync(toPurchaseInput(values));
    const result = await report({ id: dealId, ...input });
    if (result.error) {
      return submissionErrorsOf(result.error, [
        'order_number',
        'order_total_cents',
        'receipt_image_id',
      ]);
    }
    toast('purchase.reported');
    return undefined;
  };

  return (
    <DealSection title={t('purchase.title')}>
      <Text color="fg.muted">{t('purchase.intro')}</Text>
      <ValidatedForm<PurchaseValues>
        schema={reportPurchaseSchema}
        toInput={toPurchaseInput}
        onSubmit={onSubmit}
        initialValues={{ order_number: '', order_total_cents: '', receipt_image_id: [] }}
        aria-label={t('purchase.title')}
      >
        <TextField
          name="order_number"
          label={t('purchase.orderNumber')}
          maxLength={ORDER_NUMBER_MAX + 10}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="order_total_cents"
          label={t('purchase.orderTotal')}
          helperText={t('purchase.orderTotalHint')}
          inputMode="decimal"
          autoComplete="off"
        />
        <ImagesField
          name="receipt_image_id"
          label={t('purchase.receipt')}
          helperText={t('purchase.receiptHint')}
          max={1}
          upload="CreatorImageUpload"
        />
        <FormError />
        <SubmitButton size="md" alignSelf="start">
          {t('purchase.submit')}
        </SubmitButton>
      </ValidatedForm>
    </DealSection>
  );
}
