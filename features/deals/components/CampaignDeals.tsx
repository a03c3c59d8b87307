import { useTranslation } from 'react-i18next';
import { PagedSection } from '@/src/entities/campaign/PagedSection';
import { DealRows } from '@/src/entities/deal/DealRows';
import { useDealsInfiniteQuery } from '../api';

/** The campaign's deals with their status and delivery labels, each opening its deal. */
export function CampaignDeals({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaigns');
  const list = useDealsInfiniteQuery({ campaign_id: campaignId });
  const deals = (list.data?.pages ?? []).flatMap((page) => page.nodes);
  const total = list.data?.pages.at(-1)?.total_count ?? deals.length;
  const stale = list.isFetching && !list.isFetchingNextPage && !list.isLoading;
  return (
    <PagedSection
      title={t('overview.deals')}
      query={list}
      shown={deals.length}
      texts={{
        empty: t('overview.dealsEmpty'),
        showing: t('overview.dealsShowing', { shown: deals.length, count: total }),
        loadMore: t('overview.loadMore'),
        error: t('overview.dealsError'),
        errorHint: t('overview.errorHint'),
      }}
    >
      <DealRows deals={deals} stale={stale} />
    </PagedSection>
  );
}
