import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HandshakeIcon } from '@/src/ui/appIcons';
import { ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageHeader } from '@/src/ui/PageHeader';
import { PageState } from '@/src/ui/PageState';
import { useOpsDisputesInfiniteQuery } from '../api';
import { DisputeQueueTable } from '../components/DisputeQueueTable';
import { QueueSkeleton } from '../components/QueueSkeleton';

/**
 * OpsDisputeQueue (`/ops/disputes`): deals whose revision rounds are used up while their
 * content awaits the company, oldest first; each opens its page to be settled
 * (docs/product.md#operator-console).
 */
export default function OpsDisputeQueue() {
  const { t } = useTranslation('opsReview');
  const { t: tScreens } = useTranslation('screens');
  const list = useOpsDisputesInfiniteQuery();
  const loadedPages = list.data?.pages;
  const pages = useMemo(() => loadedPages ?? [], [loadedPages]);
  const rows = useMemo(() => pages.flatMap((page) => page.nodes), [pages]);
  const total = pages.at(-1)?.total_count ?? rows.length;

  return (
    <Stack gap="6">
      <PageHeader title={tScreens('opsDisputes.title')} description={t('disputes.intro')} />
      <ListStates
        query={list}
        loaded={pages.length > 0}
        count={rows.length}
        loading={<QueueSkeleton />}
        error={{ title: t('disputes.loadError'), hint: t('common.loadErrorHint') }}
        empty={
          <PageState
            icon={<HandshakeIcon />}
            title={t('disputes.emptyTitle')}
            description={t('disputes.emptyBody')}
          />
        }
      >
        <Stack gap="4">
          <DisputeQueueTable rows={rows} stale={list.isFetching && !list.isFetchingNextPage} />
          <LoadMoreFooter
            query={list}
            texts={{
              showing: t('disputes.showing', { shown: rows.length, count: total }),
              loadMore: t('common.loadMore'),
              loadError: t('disputes.loadError'),
              loadErrorHint: t('common.loadErrorHint'),
            }}
          />
        </Stack>
      </ListStates>
    </Stack>
  );
}
