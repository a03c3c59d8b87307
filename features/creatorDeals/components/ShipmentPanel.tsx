import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackingUrl } from '@/domain/deals/creatorSteps';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { useCreatorDealConfirmReceiptMutation, type CreatorDealDetail } from '../api';
import { useCreatorDealToast } from '../hooks/useCreatorDealToast';

/**
 * The product's way to the creator: on shipping delivery the carrier and tracking number
 * (with the carrier's tracking page), on refund delivery the order reported; then
 * **I received it** while the deal offers it.
 */
export function ShipmentPanel({ deal }: { deal: CreatorDealDetail }) {
  const { t } = useTranslation('creatorDeals');
  const format = useDealFormats();
  const toast = useCreatorDealToast();
  const [confirm, { isLoading }] = useCreatorDealConfirmReceiptMutation();
  const [error, setError] = useState('');
  const refund = deal.campaign.delivery_type === 'refund';
  const link = trackingUrl(deal.carrier ?? null, deal.tracking_number ?? null);

  const onConfirm = async () => {
    setError('');
    const result = await confirm({ id: deal.id });
    if (result.error) return void setError(graphqlErrorOf(result.error)?.message ?? '');
    toast('shipment.confirmed');
  };

  return (
    <DealSection title={t('shipment.title')}>
      {refund ? (
        deal.order_number && (
          <Stack gap="1" fontSize="sm">
            <Text>{t('purchase.orderLabel', { number: deal.order_number })}</Text>
            {deal.order_total !== null && deal.order_total !== undefined && (
              <Text>{t('purchase.totalLabel', { total: format.money(deal.order_total) })}</Text>
            )}
            {deal.receipt_image_url && (
              <Link
                href={deal.receipt_image_url}
                target="_blank"
                rel="noopener noreferrer"
                color="brand.fg"
              >
                {t('purchase.receiptLink')}
              </Link>
            )}
          </Stack>
        )
      ) : deal.carrier ? (
        <Stack as="dl" gap="1" fontSize="sm">
          <Text as="dt" color="fg.muted">
            {t('shipment.carrier')}
          </Text>
          <Text as="dd">{t(`shipment.carriers.${deal.carrier}`)}</Text>
          <Text as="dt" color="fg.muted">
            {t('shipment.tracking')}
          </Text>
          <Text as="dd" fontFamily="mono" overflowWrap="anywhere">
            {deal.tracking_number}
          </Text>
          {link && (
            <Link href={link} target="_blank" rel="noopener noreferrer" color="brand.fg">
              {t('shipment.track')}
            </Link>
          )}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('shipment.waiting')}</Text>
      )}
      {deal.actions.includes('confirm_receipt') && (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('shipment.receivedHint')}
          </Text>
          <Button
            colorPalette="brand"
            alignSelf="start"
            loading={isLoading}
            onClick={() => void onConfirm()}
          >
            {t('shipment.received')}
          </Button>
          {error && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </DealSection>
  );
}
