import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { useMoneyFormat } from '@/src/ui/formats';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import type { OpsCampaignItem } from '../api';
import type { CampaignDecisionKind } from './CampaignDecision';
import { PartyCell } from './PartyCell';
import { Waiting } from './Waiting';

const campaignKey = (item: OpsCampaignItem) => item.campaign.id;
const campaignName = (item: OpsCampaignItem) => item.campaign.name;

/**
 * The campaigns awaiting approval: each opens its review page, and Approve and Reject ask
 * for the reason at once. A table from 768 px, a card per campaign below.
 */
export function CampaignQueueTable({
  items,
  stale,
  onDecide,
}: {
  items: readonly OpsCampaignItem[];
  stale: boolean;
  onDecide: (item: OpsCampaignItem, kind: CampaignDecisionKind) => void;
}) {
  const { t } = useTranslation(['opsReview', 'campaigns']);
  const money = useMoneyFormat();
  const navigate = useNavigate();
  const columns = useMemo<DataColumn<OpsCampaignItem>[]>(
    () => [
      {
        key: 'campaign',
        header: t('opsReview:common.campaign'),
        cardLabel: false,
        render: ({ campaign }) => (
          <Stack gap="0.5" minW="0">
            <RouterLink to={paths.ops.campaign(campaign.id)}>
              <Text as="span" fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
                {campaign.name}
              </Text>
            </RouterLink>
            <Text fontSize="xs" color="fg.muted">
              {t(`campaigns:types.${campaign.type}.label`)} · {campaign.brand.name}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'company',
        header: t('opsReview:common.company'),
        render: ({ company }) => <PartyCell name={company.name} email={company.email} />,
      },
      {
        key: 'total',
        header: t('opsReview:campaigns.total'),
        numeric: true,
        strong: true,
        render: ({ campaign }) => money(campaign.total),
      },
      {
        key: 'waiting',
        header: t('opsReview:common.waiting'),
        nowrap: true,
        muted: true,
        render: (item) => <Waiting since={item.waiting_since} />,
      },
      {
        key: 'actions',
        header: t('opsReview:common.actions'),
        cardLabel: false,
        render: (item) => (
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              colorPalette="brand"
              aria-label={t('opsReview:campaigns.approveNamed', { name: item.campaign.name })}
              onClick={() => onDecide(item, 'approve')}
            >
              {t('opsReview:campaigns.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={t('opsReview:campaigns.rejectNamed', { name: item.campaign.name })}
              onClick={() => onDecide(item, 'reject')}
            >
              {t('opsReview:campaigns.reject')}
            </Button>
          </HStack>
        ),
      },
    ],
    [t, money, onDecide],
  );
  const onRowClick = useCallback(
    (item: OpsCampaignItem, event: MouseEvent<HTMLElement>) => {
      // The decision buttons act on their own; elsewhere the row opens the review.
      if ((event.target as HTMLElement).closest('button')) return;
      void navigate(paths.ops.campaign(item.campaign.id));
    },
    [navigate],
  );
  return (
    <DataTable
      label={t('opsReview:campaigns.label')}
      rows={items}
      columns={columns}
      rowKey={campaignKey}
      stale={stale}
      rowTestId="ops-campaign-row"
      cardLabel={campaignName}
      onRowClick={onRowClick}
    />
  );
}
