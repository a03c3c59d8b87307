import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { useMoneyFormat } from '@/src/ui/formats';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import type { OpsDisputeRow } from '../api';
import { PartyCell } from './PartyCell';
import { Waiting } from './Waiting';

const dealKey = (row: OpsDisputeRow) => row.deal.id;
const campaignName = (row: OpsDisputeRow) => row.deal.campaign.name;

/** The deals in dispute, each opening its page; a table from 768 px, cards below. */
export function DisputeQueueTable({
  rows,
  stale,
}: {
  rows: readonly OpsDisputeRow[];
  stale: boolean;
}) {
  const { t } = useTranslation('opsReview');
  const money = useMoneyFormat();
  const navigate = useNavigate();
  const columns = useMemo<DataColumn<OpsDisputeRow>[]>(
    () => [
      {
        key: 'deal',
        header: t('disputes.deal'),
        cardLabel: false,
        render: ({ deal }) => (
          <Stack gap="0.5" minW="0">
            <RouterLink
              to={paths.ops.dispute(deal.id)}
              aria-label={t('disputes.open', { name: deal.campaign.name })}
            >
              <Text as="span" fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
                {deal.campaign.name}
              </Text>
            </RouterLink>
          </Stack>
        ),
      },
      {
        key: 'company',
        header: t('common.company'),
        render: ({ company }) => <PartyCell name={company.name} email={company.email} />,
      },
      {
        key: 'creator',
        header: t('common.creator'),
        render: ({ creator }) => (
          <PartyCell name={creator.name} email={creator.email} avatarUrl={creator.avatar_url} />
        ),
      },
      {
        key: 'fee',
        header: t('disputes.fee'),
        numeric: true,
        strong: true,
        render: ({ deal }) => money(deal.fee),
      },
      {
        key: 'revisions',
        header: t('disputes.revisions'),
        nowrap: true,
        render: ({ deal }) => t('disputes.revisionsValue', { used: deal.revisions_used }),
      },
      {
        key: 'waiting',
        header: t('common.waiting'),
        nowrap: true,
        muted: true,
        render: (row) => <Waiting since={row.waiting_since} />,
      },
    ],
    [t, money],
  );
  const onRowClick = useCallback(
    (row: OpsDisputeRow) => void navigate(paths.ops.dispute(row.deal.id)),
    [navigate],
  );
  return (
    <DataTable
      label={t('disputes.label')}
      rows={rows}
      columns={columns}
      rowKey={dealKey}
      stale={stale}
      rowTestId="ops-dispute-row"
      cardLabel={campaignName}
      onRowClick={onRowClick}
    />
  );
}
