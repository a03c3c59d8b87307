import { Badge, HStack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CreatorAvatar } from '@/src/entities/creator/CreatorRow';
import { paths } from '@/src/lib/paths';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import { RelativeTime } from '@/src/ui/RelativeTime';
import type { DealRow } from './types';
import { useDealFormats } from './useDealFormats';
import { useDealLabels } from './useDealLabels';
import { DealBadges } from './DealBadges';

interface RowsProps {
  deals: readonly DealRow[];
  /** Dimmed while another filter's deals load. */
  stale: boolean;
}

/** The deal's products by name: the first, and how many more. */
function useProductsText() {
  const { t } = useTranslation('deals');
  return useCallback(
    (deal: DealRow) => {
      const [first, ...rest] = deal.products;
      if (!first) return '';
      return rest.length > 0
        ? t('list.productsMore', { name: first.name, count: rest.length })
        : first.name;
    },
    [t],
  );
}

function Unread({ count }: { count: number }) {
  const { t } = useTranslation('deals');
  if (count === 0) return null;
  return (
    <Badge
      colorPalette="red"
      variant="solid"
      rounded="full"
      fontVariantNumeric="tabular-nums"
      aria-label={t('list.unread', { count })}
      title={t('list.unread', { count })}
    >
      {count}
    </Badge>
  );
}

/** When the deal last changed, or got a message: whichever is later. */
const lastUpdate = (deal: DealRow) =>
  deal.last_message_at && deal.last_message_at > deal.updated_at
    ? deal.last_message_at
    : deal.updated_at;

const dealKey = (deal: DealRow) => deal.id;

/**
 * The deals as a table from 768 px and a card each below; the whole row opens the deal.
 * Virtual (the list grows page after page); the columns and callbacks keep their identity
 * between renders, so a row re-renders only when its deal changes.
 */
export function DealRows({ deals, stale }: RowsProps) {
  const { t } = useTranslation('deals');
  const format = useDealFormats();
  const productsText = useProductsText();
  const labels = useDealLabels();
  const navigate = useNavigate();
  const columns = useMemo(
    (): DataColumn<DealRow>[] => [
      {
        key: 'creator',
        header: t('list.columns.creator'),
        cardLabel: false,
        render: (deal) => (
          <HStack gap="3">
            <CreatorAvatar name="" url={deal.creator.avatar_url} size="9" />
            <RouterLink to={paths.deal(deal.id)}>
              <Text as="span" fontWeight="semibold" _hover={{ textDecoration: 'underline' }}>
                {deal.creator.name}
              </Text>
            </RouterLink>
            <Unread count={deal.unread_messages} />
          </HStack>
        ),
      },
      { key: 'campaign', header: t('list.columns.campaign'), render: (deal) => deal.campaign.name },
      {
        key: 'products',
        header: t('list.columns.products'),
        render: (deal) => <Text lineClamp={2}>{productsText(deal)}</Text>,
      },
      {
        key: 'status',
        header: t('list.columns.status'),
        cardLabel: false,
        render: (deal) => (
          <DealBadges
            status={deal.status}
            delivery={deal.delivery}
            deliveryType={deal.campaign.delivery_type}
          />
        ),
      },
      {
        key: 'updated',
        header: t('list.columns.updated'),
        nowrap: true,
        muted: true,
        render: (deal) => (
          <RelativeTime
            at={lastUpdate(deal)}
            relative={format.relative}
            title={format.dateTime(lastUpdate(deal))}
          />
        ),
      },
    ],
    [t, format, productsText],
  );
  const onRowClick = useCallback((deal: DealRow) => void navigate(paths.deal(deal.id)), [navigate]);
  const cardLabel = useCallback(
    (deal: DealRow) =>
      `${deal.creator.name}, ${labels.status(deal.status, deal.campaign.delivery_type)}`,
    [labels],
  );
  return (
    <DataTable
      label={t('list.label')}
      rows={deals}
      columns={columns}
      rowKey={dealKey}
      stale={stale}
      rowTestId="deal-row"
      onRowClick={onRowClick}
      cardLabel={cardLabel}
      virtual
    />
  );
}
