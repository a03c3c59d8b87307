import { Badge, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DeliveryType } from '@/domain/campaigns/rules';
import { useDealLabels } from './useDealLabels';
import { isDealEnded, type DealDelivery, type DealStatus } from '@/domain/deals/rules';

/** A status's colour: ended deals grey (canceled red), paid ones green, the rest in progress. */
export function statusPalette(status: DealStatus): string {
  if (status === 'canceled') return 'red';
  if (isDealEnded(status)) return 'gray';
  if (status === 'company_accepts_content' || status === 'creator_waiting_for_publish_date') {
    return 'green';
  }
  if (status === 'content_approved_by_admin') return 'orange';
  return 'blue';
}

const DELIVERY_PALETTE: Record<DealDelivery, string> = {
  pending_shipping: 'orange',
  pending_delivery: 'blue',
  delivered: 'green',
  canceled: 'red',
};

/** The status label and the delivery label of a deal, side by side, in its delivery's words. */
export function DealBadges({
  status,
  delivery,
  deliveryType,
}: {
  status: DealStatus;
  delivery: DealDelivery;
  deliveryType: DeliveryType;
}) {
  const { t } = useTranslation('deals');
  const labels = useDealLabels();
  return (
    <Flex gap="1.5" wrap="wrap">
      <Badge colorPalette={statusPalette(status)} variant="subtle" title={t('list.columns.status')}>
        {labels.status(status, deliveryType)}
      </Badge>
      <Badge
        colorPalette={DELIVERY_PALETTE[delivery]}
        variant="outline"
        title={t('list.columns.delivery')}
      >
        {labels.delivery(delivery, deliveryType)}
      </Badge>
    </Flex>
  );
}
