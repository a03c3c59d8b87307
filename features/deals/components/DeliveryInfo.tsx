import { chakra, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealDetail } from '../api';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import { useDealLabels } from '@/src/entities/deal/useDealLabels';
import { DealSection } from '@/src/entities/deal/DealHeader';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * How the product reached (or reaches) the creator: the carrier and tracking number the
 * company entered, or, on refund delivery, the creator's order number, its total and
 * receipt photo, and the reimbursement paid for it; and the post's link once a social media deal reports it. Nothing before any
 * of these exists, except the refund deal waiting for the creator's purchase.
 */
export function DeliveryInfo({ deal }: { deal: DealDetail }) {
  const { t } = useTranslation('deals');
  const labels = useDealLabels();
  const format = useDealFormats();
  const refund = deal.campaign.delivery_type === 'refund';
  const rows: ReactNode[] = [];
  if (deal.tracking_number) {
    rows.push(
      <Row key="carrier" label={t('delivery_info.carrier')}>
        {deal.carrier ? labels.carrier(deal.carrier) : '—'}
      </Row>,
      <Row key="tracking" label={t('delivery_info.trackingNumber')}>
        {deal.tracking_number}
      </Row>,
    );
  }
  if (refund && deal.order_number) {
    rows.push(
      <Row key="order" label={t('delivery_info.orderNumber')}>
        {deal.order_number}
      </Row>,
      <Row key="paid" label={t('delivery_info.reimbursementPaid')}>
        {format.money(deal.reimbursement)}
      </Row>,
    );
    if (deal.order_total !== null && deal.order_total !== undefined) {
      rows.push(
        <Row key="total" label={t('delivery_info.orderTotal')}>
          {format.money(deal.order_total)}
        </Row>,
      );
    }
    if (deal.receipt_image_url) {
      rows.push(
        <Row key="receipt" label={t('delivery_info.receipt')}>
          <Link href={deal.receipt_image_url} target="_blank" rel="noopener noreferrer">
            <chakra.img
              src={deal.receipt_image_url}
              alt={t('delivery_info.receiptAlt', { number: deal.order_number })}
              maxH="40"
              rounded="md"
              borderWidth="1px"
              borderColor="border.muted"
            />
          </Link>
        </Row>,
      );
    }
  }
  if (deal.post_url) {
    rows.push(
      <Row key="post" label={t('delivery_info.postUrl')}>
        <Link
          href={deal.post_url}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
          wordBreak="break-all"
        >
          {deal.post_url}
        </Link>
      </Row>,
    );
  }
  const awaitingPurchase = refund && !deal.order_number && deal.status === 'creator_accepted';
  if (rows.length === 0 && !awaitingPurchase) return null;
  return (
    <DealSection title={t('delivery_info.title')}>
      {awaitingPurchase && (
        <Text color="fg.muted">
          {t('delivery_info.awaitingPurchase', { amount: format.money(deal.reimbursement) })}
        </Text>
      )}
      {rows.length > 0 && (
        <Stack as="dl" gap="3">
          {rows}
        </Stack>
      )}
    </DealSection>
  );
}
