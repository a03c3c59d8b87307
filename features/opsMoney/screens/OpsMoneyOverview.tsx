import { Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { OpsMoment } from '@/src/entities/ops/OpsMoment';
import { paths } from '@/src/lib/paths';
import { Avatar } from '@/src/ui/Avatar';
import { useMoneyFormat } from '@/src/ui/formats';
import { CheckCircleIcon } from '@/src/ui/icons';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import { ListHeader } from '@/src/ui/list/ListHeader';
import { ListSkeleton, ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageState } from '@/src/ui/PageState';
import { useOpsFailedPayoutsInfiniteQuery, type OpsPayout } from '../api';
import { MoneyFigures } from '../components/MoneyFigures';
import { PayoutDialog, type PayoutMove } from '../components/PayoutDialog';

type Open = (payout: OpsPayout, move: PayoutMove) => void;

function useColumns(open: Open): DataColumn<OpsPayout>[] {
  const { t } = useTranslation('opsMoney');
  const money = useMoneyFormat();
  return useMemo(
    () => [
      {
        key: 'creator',
        header: t('payouts.columns.creator'),
        cardLabel: false,
        render: (payout) => (
          <HStack gap="3" minW="0">
            <Avatar name={payout.creator.name} />
            <Stack gap="0" minW="0">
              <Link asChild fontWeight="semibold">
                <RouterLink to={paths.ops.creator(payout.creator.id)}>
                  {payout.creator.name}
                </RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                {payout.creator.email}
              </Text>
            </Stack>
          </HStack>
        ),
      },
      {
        key: 'amount',
        header: t('payouts.columns.amount'),
        numeric: true,
        strong: true,
        render: (payout) => money(payout.amount),
      },
      {
        key: 'failure',
        header: t('payouts.columns.failure'),
        render: (payout) => (
          <Stack gap="0">
            <Text>{payout.failure_message ?? t('payouts.noMessage')}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t('payouts.account', { last4: payout.account_last4 })}
              {payout.failure_code ? ` · ${payout.failure_code}` : ''}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'failed',
        header: t('payouts.columns.failedAt'),
        nowrap: true,
        render: (payout) => <OpsMoment at={payout.failed_at} />,
      },
      {
        key: 'actions',
        header: t('payouts.columns.actions'),
        cardLabel: false,
        render: (payout) => (
          <Stack gap="1">
            <Flex gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="brand"
                disabled={!payout.retryable}
                onClick={() => open(payout, 'retry')}
              >
                {t('payouts.retry')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => open(payout, 'dismiss')}>
                {t('payouts.dismiss')}
              </Button>
            </Flex>
            {!payout.retryable && (
              <Text fontSize="xs" color="fg.muted">
                {t('payouts.notRetryable')}
              </Text>
            )}
          </Stack>
        ),
      },
    ],
    [t, money, open],
  );
}

/**
 * OpsMoneyOverview (`/ops/money`): the ledger's platform-wide figures, then the failed
 * payouts no operator handled yet, oldest first, each retried or dismissed with a reason
 * (docs/product.md#operator-console).
 */
export default function OpsMoneyOverview() {
  const { t } = useTranslation('opsMoney');
  const { t: tScreens } = useTranslation('screens');
  const list = useOpsFailedPayoutsInfiniteQuery();
  const [acting, setActing] = useState<{ payout: OpsPayout; move: PayoutMove } | null>(null);
  const open = useCallback<Open>((payout, move) => setActing({ payout, move }), []);
  const columns = useColumns(open);
  const loadedPages = list.data?.pages;
  const pages = useMemo(() => loadedPages ?? [], [loadedPages]);
  const payouts = useMemo(() => pages.flatMap((page) => page.nodes), [pages]);
  const total = pages.at(-1)?.total_count ?? payouts.length;

  return (
    <Stack gap="8">
      <ListHeader title={tScreens('opsMoney.title')} description={t('intro')} />
      <MoneyFigures />
      <Stack as="section" aria-labelledby="ops-failed-payouts" gap="4">
        <Heading as="h2" size="lg" id="ops-failed-payouts">
          {t('payouts.title')}
        </Heading>
        <ListStates
          query={list}
          loaded={pages.length > 0}
          count={payouts.length}
          loading={<ListSkeleton height={{ base: '48', md: '16' }} />}
          error={{ title: t('payouts.loadError'), hint: t('payouts.loadErrorHint') }}
          empty={
            <PageState
              icon={<CheckCircleIcon />}
              title={t('payouts.emptyTitle')}
              description={t('payouts.emptyBody')}
            />
          }
        >
          <Stack gap="4">
            <DataTable
              label={t('payouts.title')}
              rows={payouts}
              columns={columns}
              rowKey={(payout) => payout.id}
              stale={list.isFetching && !list.isFetchingNextPage}
              rowTestId="ops-payout-row"
              cardLabel={(payout) => payout.creator.name}
            />
            <LoadMoreFooter
              query={list}
              texts={{
                showing: t('payouts.showing', { shown: payouts.length, count: total }),
                loadMore: t('payouts.loadMore'),
                loadError: t('payouts.loadError'),
                loadErrorHint: t('payouts.loadErrorHint'),
              }}
            />
          </Stack>
        </ListStates>
      </Stack>
      {acting && (
        <PayoutDialog payout={acting.payout} move={acting.move} onClose={() => setActing(null)} />
      )}
    </Stack>
  );
}
