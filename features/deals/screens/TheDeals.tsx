import { Button, Stack } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { HandshakeIcon } from '@/src/ui/appIcons';
import { ListHeader } from '@/src/ui/list/ListHeader';
import { ListNoMatch, ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageState } from '@/src/ui/PageState';
import { useDealCampaignOptionsQuery, useDealsInfiniteQuery } from '../api';
import { isFiltered, type DealsAddress } from '@/src/entities/deal/address';
import { DealRows } from '@/src/entities/deal/DealRows';
import { DealRowsSkeleton } from '@/src/entities/deal/DealRowsSkeleton';
import { DealsToolbar } from '../components/DealsToolbar';
import { StatusChips } from '@/src/entities/deal/StatusChips';
import { useDealsAddress } from '../hooks/useDealsAddress';

/**
 * TheDeals (`/deals`): every deal of the company, last updated first, filtered by campaign,
 * status and delivery and searched by creator from the address; counts per status on the
 * chips; rows open the deal. Moves and messages refresh it live (the deals listeners).
 */
export default function TheDeals() {
  const { t } = useTranslation('deals');
  const { t: tScreens } = useTranslation('screens');
  const { state, filter, update, clear } = useDealsAddress();
  const list = useDealsInfiniteQuery(filter);
  const campaigns = useDealCampaignOptionsQuery();
  // Built again only when their data changes: a filter click re-renders the screen, and
  // the list's rows (memoised) and the toolbar compare what they get by identity.
  const campaignNodes = campaigns.data?.nodes;
  const campaignOptions = useMemo(
    () => (campaignNodes ?? []).map(({ id, name }) => ({ value: id, label: name })),
    [campaignNodes],
  );
  const loadedPages = list.data?.pages;
  const pages = useMemo(() => loadedPages ?? [], [loadedPages]);
  const deals = useMemo(() => pages.flatMap((page) => page.nodes), [pages]);
  const onStatuses = useCallback(
    (statuses: DealsAddress['statuses']) => update({ statuses }),
    [update],
  );
  const total = pages.at(-1)?.total_count ?? deals.length;
  // Another filter's deals stay (dimmed) until this one's arrive: no flash at each change.
  const stale = list.isFetching && !list.isFetchingNextPage;

  return (
    <Stack gap="6">
      <ListHeader title={tScreens('theDeals.title')} description={t('list.intro')} />
      <Stack gap="4">
        <DealsToolbar state={state} campaigns={campaignOptions} onChange={update} onClear={clear} />
        <StatusChips
          counts={pages[0]?.status_counts}
          selected={state.statuses}
          onChange={onStatuses}
        />
      </Stack>
      <ListStates
        query={list}
        loaded={pages.length > 0}
        count={deals.length}
        loading={<DealRowsSkeleton />}
        error={{ title: t('list.loadError'), hint: t('list.loadErrorHint') }}
        empty={
          isFiltered(state) ? (
            <ListNoMatch
              title={t('list.noMatchTitle')}
              description={t('list.noMatchBody')}
              clearLabel={t('list.clear')}
              onClear={clear}
            />
          ) : (
            <PageState
              icon={<HandshakeIcon />}
              title={t('list.emptyTitle')}
              description={t('list.emptyBody')}
            >
              <Button asChild colorPalette="brand">
                <RouterLink to={paths.campaigns}>{t('list.toCampaigns')}</RouterLink>
              </Button>
            </PageState>
          )
        }
      >
        <Stack gap="4">
          <DealRows deals={deals} stale={stale} />
          <LoadMoreFooter
            query={list}
            texts={{
              showing: t('list.showing', { shown: deals.length, count: total }),
              loadMore: t('list.loadMore'),
              loadError: t('list.loadError'),
              loadErrorHint: t('list.loadErrorHint'),
            }}
          />
        </Stack>
      </ListStates>
    </Stack>
  );
}
