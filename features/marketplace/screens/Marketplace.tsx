import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageHeader } from '@/src/ui/PageHeader';
import { useCreatorCampaignsInfiniteQuery } from '../api';
import { CampaignCard } from '../components/CampaignCard';
import { MarketFilters } from '../components/MarketFilters';
import { MARKET_GRID, MarketEmpty, MarketSkeletons } from '../components/MarketStates';
import { useMarketFilter } from '../hooks/useMarketFilter';

/**
 * Marketplace (/creator/marketplace): the campaigns taking applications that the creator
 * matches, newest first, by type and category (kept in the address), a page at a time.
 * A campaign that closes leaves the list live (features/marketplace/listeners.ts).
 */
export default function Marketplace() {
  const { t } = useTranslation('marketplace');
  const { t: tScreens } = useTranslation('screens');
  const { filter, set, clear } = useMarketFilter();
  const query = useCreatorCampaignsInfiniteQuery(filter);
  const pages = query.data?.pages ?? [];
  const campaigns = pages.flatMap((page) => page.nodes);
  const total = pages[0]?.total_count ?? 0;

  return (
    <Stack gap="6" maxW="7xl">
      {/* The route's title, as the prerendered frame shows it (src/router/routes.tsx). */}
      <PageHeader title={tScreens('creatorMarketplace.title')} description={t('intro')} />
      <MarketFilters filter={filter} onChange={set} onClear={clear} />
      <ListStates
        query={query}
        loaded={query.data !== undefined}
        count={campaigns.length}
        loading={<MarketSkeletons />}
        error={{ title: t('error.title'), hint: t('error.body') }}
        empty={<MarketEmpty filtered={Object.keys(filter).length > 0} onClear={clear} />}
      >
        <Stack gap="5">
          <SimpleGrid as="ul" listStyleType="none" {...MARKET_GRID}>
            {campaigns.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </SimpleGrid>
          <LoadMoreFooter
            query={query}
            texts={{
              showing: t('shown', { shown: campaigns.length, total }),
              loadMore: t('loadMore'),
              loadError: t('error.title'),
              loadErrorHint: t('error.body'),
              loadMoreFailed: t('loadMoreFailed'),
            }}
          />
        </Stack>
      </ListStates>
    </Stack>
  );
}
