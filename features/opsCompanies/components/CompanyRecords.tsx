import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CampaignStatusBadge } from '@/src/entities/campaign/CampaignStatusBadge';
import { useDealLabels } from '@/src/entities/deal/useDealLabels';
import { OpsMoment } from '@/src/entities/ops/OpsMoment';
import { useMoneyFormat } from '@/src/ui/formats';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import type { OpsCompanyDetail } from '../api';

type Campaign = OpsCompanyDetail['campaigns'][number];
type Deal = OpsCompanyDetail['deals'][number];
type Movement = OpsCompanyDetail['transactions'][number];

/** A titled table of the company's newest records, or a line saying there are none. */
function Records<Row extends { id: string }>({
  id,
  title,
  empty,
  rows,
  columns,
  cardLabel,
}: {
  id: string;
  title: string;
  empty: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  /** A card's accessible name on a phone. */
  cardLabel: (row: Row) => string;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <DataTable
          label={title}
          rows={rows}
          columns={columns}
          rowKey={(row) => row.id}
          cardLabel={cardLabel}
        />
      )}
    </Stack>
  );
}

/**
 * What the company did, newest first and read only: its campaigns, its deals and its
 * wallet's movements (the newest 50 of each, as the API gives them).
 */
export function CompanyRecords({ detail }: { detail: OpsCompanyDetail }) {
  const { t } = useTranslation('opsCompanies');
  const money = useMoneyFormat();
  const labels = useDealLabels();
  const campaignColumns = useMemo<DataColumn<Campaign>[]>(
    () => [
      {
        key: 'name',
        header: t('campaigns.name'),
        cardLabel: false,
        strong: true,
        render: (c) => c.name,
      },
      {
        key: 'status',
        header: t('campaigns.status'),
        cardLabel: false,
        render: (c) => <CampaignStatusBadge status={c.status} size="sm" />,
      },
      {
        key: 'deals',
        header: t('campaigns.deals'),
        numeric: true,
        render: (c) => t('campaigns.filled', { filled: c.deals_filled, total: c.number_of_deals }),
      },
      { key: 'total', header: t('campaigns.total'), numeric: true, render: (c) => money(c.total) },
      {
        key: 'created',
        header: t('campaigns.created'),
        nowrap: true,
        render: (c) => <OpsMoment at={c.created_at} />,
      },
    ],
    [t, money],
  );
  const dealColumns = useMemo<DataColumn<Deal>[]>(
    () => [
      {
        key: 'campaign',
        header: t('deals.campaign'),
        strong: true,
        render: (d) => d.campaign_name,
      },
      { key: 'creator', header: t('deals.creator'), render: (d) => d.creator_name },
      { key: 'status', header: t('deals.status'), render: (d) => labels.status(d.status) },
      { key: 'fee', header: t('deals.fee'), numeric: true, render: (d) => money(d.fee) },
      {
        key: 'updated',
        header: t('deals.updated'),
        nowrap: true,
        render: (d) => <OpsMoment at={d.updated_at} />,
      },
    ],
    [t, money, labels],
  );
  const movementColumns = useMemo<DataColumn<Movement>[]>(
    () => [
      {
        key: 'description',
        header: t('wallet.description'),
        cardLabel: false,
        render: (m) => m.description,
      },
      {
        key: 'amount',
        header: t('wallet.amount'),
        numeric: true,
        strong: true,
        color: (m) => (m.amount >= 0 ? 'fg.success' : 'fg'),
        render: (m) => (m.amount > 0 ? `+${money(m.amount)}` : money(m.amount)),
      },
      {
        key: 'balance',
        header: t('wallet.balanceAfter'),
        numeric: true,
        render: (m) => money(m.balance_after),
      },
      {
        key: 'date',
        header: t('wallet.date'),
        nowrap: true,
        render: (m) => <OpsMoment at={m.created_at} />,
      },
    ],
    [t, money],
  );
  return (
    <Stack gap="8">
      <Records
        id="ops-company-campaigns"
        title={t('campaigns.title')}
        empty={t('campaigns.empty')}
        rows={detail.campaigns}
        columns={campaignColumns}
        cardLabel={(campaign) => campaign.name}
      />
      <Records
        id="ops-company-deals"
        title={t('deals.title')}
        empty={t('deals.empty')}
        rows={detail.deals}
        columns={dealColumns}
        cardLabel={(deal) => `${deal.campaign_name} · ${deal.creator_name}`}
      />
      <Records
        id="ops-company-wallet"
        title={t('wallet.title')}
        empty={t('wallet.empty')}
        rows={detail.transactions}
        columns={movementColumns}
        cardLabel={(movement) => movement.description}
      />
    </Stack>
  );
}
