import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutStatus } from '@/store/generated/graphql';
import { ReceiptIcon } from '@/src/ui/appIcons';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import { ListSkeleton, ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageState } from '@/src/ui/PageState';
import { useCreatorPayoutsInfiniteQuery, type PayoutItem } from '../api';
import { useEarningsFormat } from '../hooks/useEarningsFormat';

const STATUS_COLORS: Record<PayoutStatus, string> = {
  in_flight: 'blue',
  paid: 'green',
  failed: 'red',
};

/** The status badge, and under a failed payout the bank's reason. */
function Status({ payout }: { payout: PayoutItem }) {
  const { t } = useTranslation('earnings');
  const format = useEarningsFormat();
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={STATUS_COLORS[payout.status]}>
        {t(`payouts.status.${payout.status}`)}
      </Badge>
      {payout.status === 'failed' && payout.failure_reason && (
        <Text fontSize="sm">{payout.failure_reason}</Text>
      )}
      {payout.settled_at && (
        <Text fontSize="xs" color="fg.muted">
          {t('payouts.settled', { date: format.date(payout.settled_at) })}
        </Text>
      )}
    </Stack>
  );
}

const payoutKey = (payout: PayoutItem) => payout.id;

/** The creator's payouts, newest first, with "Load more" while pages remain. */
export function PayoutsList() {
  const { t } = useTranslation('earnings');
  const format = useEarningsFormat();
  const titleId = useId();
  const list = useCreatorPayoutsInfiniteQuery();
  const pages = list.data?.pages ?? [];
  const payouts = pages.flatMap((page) => page.nodes);
  const columns = useMemo(
    (): DataColumn<PayoutItem>[] => [
      {
        key: 'date',
        header: t('payouts.columns.date'),
        nowrap: true,
        muted: true,
        render: (payout) => (
          <time dateTime={payout.created_at}>{format.date(payout.created_at)}</time>
        ),
      },
      {
        key: 'status',
        header: t('payouts.columns.status'),
        cardLabel: false,
        render: (payout) => <Status payout={payout} />,
      },
      {
        key: 'account',
        header: t('payouts.columns.account'),
        nowrap: true,
        render: (payout) => t('payouts.account', { last4: payout.account_last4 }),
      },
      {
        key: 'amount',
        header: t('payouts.columns.amount'),
        numeric: true,
        strong: true,
        cardLabel: false,
        render: (payout) => format.money(payout.amount),
      },
    ],
    [t, format],
  );
  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <Heading as="h2" id={titleId} size="lg">
        {t('payouts.title')}
      </Heading>
      <ListStates
        query={list}
        loaded={pages.length > 0}
        count={payouts.length}
        loading={<ListSkeleton rows={2} height={{ base: '24', md: '12' }} />}
        error={{ title: t('payouts.loadError'), hint: t('payouts.loadErrorHint') }}
        empty={
          <PageState
            icon={<ReceiptIcon />}
            title={t('payouts.emptyTitle')}
            description={t('payouts.emptyBody')}
          />
        }
      >
        <Stack gap="5">
          <DataTable
            label={t('payouts.label')}
            rows={payouts}
            columns={columns}
            rowKey={payoutKey}
            align="top"
          />
          <LoadMoreFooter
            query={list}
            texts={{
              showing: t('payouts.showing', { shown: payouts.length }),
              loadMore: t('payouts.loadMore'),
              loadError: t('payouts.loadError'),
              loadErrorHint: t('payouts.loadErrorHint'),
            }}
          />
        </Stack>
      </ListStates>
    </Stack>
  );
}
