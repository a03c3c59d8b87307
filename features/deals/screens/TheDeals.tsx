import { Button, Skeleton, Stack, useMediaQuery } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { CompassIcon, HandshakeIcon } from '@/src/ui/icons';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { LoadError, PageState } from '@/src/ui/PageState';
import { PageHeader } from '@/src/ui/PageHeader';
import { useDealCampaignOptionsQuery, useDealsInfiniteQuery } from '../api';
import { isFiltered } from '@/src/entities/deal/address';
import { DealCards, DealTable } from '@/src/entities/deal/DealRows';
import { DealsToolbar } from '../components/DealsToolbar';
import { StatusChips } from '@/src/entities/deal/StatusChips';
import { useDealsAddress } from '../hooks/useDealsAddress';

/** The table needs 768 px; narrower screens get a card per deal. */
const WIDE = '(min-width: 768px)';
const SKELETON_ROWS = 5;

/**
 * TheDeals (`/deals`): every deal of the company, last updated first, filtered by campaign,
 * status and delivery and searched by creator from the address; counts per status on the
 * chips; rows open the deal. Moves and messages refresh it live (the deals listeners).
 */
export default function TheDeals() {
  const { t } = useTranslation('deals');
  const { t: tScreens } = useTranslation('screens');
  const [wide] = useMediaQuery([WIDE], { ssr: false });
  const { state, filter, update, clear } = useDealsAddress();
  const list = useDealsInfiniteQuery(filter);
  const campaigns = useDealCampaignOptionsQuery();
  const campaignOptions = (campaigns.data?.nodes ?? []).map(({ id, name }) => ({
    value: id,
    label: name,
  }));
  const pages = list.data?.pages ?? [];
  const deals = pages.flatMap((page) => page.nodes);
  const total = pages.at(-1)?.total_count ?? deals.length;
  const filtered = isFiltered(state);

  let body;
  if (list.isLoading) {
    body = (
      <Stack gap="2" aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} h={wide ? '14' : '32'} rounded="lg" />
        ))}
      </Stack>
    );
  } else if (pages.length === 0) {
    body = (
      <LoadError
        title={t('list.loadError')}
        hint={t('list.loadErrorHint')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (deals.length === 0) {
    body = filtered ? (
      <PageState
        icon={<CompassIcon />}
        title={t('list.noMatchTitle')}
        description={t('list.noMatchBody')}
      >
        <Button variant="outline" onClick={clear}>
          {t('list.clear')}
        </Button>
      </PageState>
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
    );
  } else {
    // Another filter's deals stay (dimmed) until this one's arrive: no flash at each change.
    const stale = list.isFetching && !list.isFetchingNextPage;
    body = (
      <Stack gap="4">
        {wide ? (
          <DealTable deals={deals} stale={stale} />
        ) : (
          <DealCards deals={deals} stale={stale} />
        )}
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
    );
  }

  return (
    <Stack gap="6">
      <PageHeader title={tScreens('theDeals.title')} description={t('list.intro')} />
      <Stack gap="4">
        <DealsToolbar state={state} campaigns={campaignOptions} onChange={update} onClear={clear} />
        <StatusChips
          counts={pages[0]?.status_counts}
          selected={state.statuses}
          onChange={(statuses) => update({ statuses })}
        />
      </Stack>
      {body}
    </Stack>
  );
}
