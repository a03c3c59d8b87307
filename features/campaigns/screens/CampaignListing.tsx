import { Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { MegaphoneIcon, PlusCircleIcon } from '@/src/ui/appIcons';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { ListHeader } from '@/src/ui/list/ListHeader';
import { ListNoMatch, ListStates } from '@/src/ui/list/ListStates';
import { PageState } from '@/src/ui/PageState';
import { useCampaignsInfiniteQuery, useCampaignTabCountsQuery } from '../api';
import { CampaignCards, CARD_COLUMNS } from '../components/CampaignCards';
import { CampaignTabs } from '../components/CampaignTabs';
import { ListingToolbar } from '../components/ListingToolbar';
import { WaitingForPayment } from '../components/WaitingForPayment';
import { useListingAddress } from '../hooks/useListingAddress';

const SKELETON_CARDS = 6;

/** "Create campaign" into the wizard's first step. */
function CreateButton({ children }: { children: ReactNode }) {
  return (
    <Button asChild colorPalette="brand">
      <RouterLink to={paths.campaignCreation.type}>
        <PlusCircleIcon />
        {children}
      </RouterLink>
    </Button>
  );
}

/**
 * CampaignListing (`/campaigns`): the company's campaigns by listing tab
 * (docs/product.md#campaign-statuses) with each tab's count, searched by name and sorted,
 * a page at a time; tab, search and order live in the address. Status changes and deal
 * moves refresh it (the campaigns and deals listeners).
 */
export default function CampaignListing() {
  const { t } = useTranslation('campaigns');
  const { t: tScreens } = useTranslation('screens');
  const { state, filter, update } = useListingAddress();
  const list = useCampaignsInfiniteQuery(filter);
  const counts = useCampaignTabCountsQuery(state.search);

  const pages = list.data?.pages ?? [];
  const campaigns = pages.flatMap((page) => page.nodes);
  const total = pages.at(-1)?.total_count ?? campaigns.length;
  // No campaign in any tab, with no search narrowing them: the company has none at all.
  const none =
    !state.search && counts.data !== undefined && counts.data.every((entry) => entry.count === 0);

  // Another tab's campaigns stay (dimmed) until this one's arrive: no flash at each change.
  const stale = list.isFetching && !list.isFetchingNextPage;
  const body = (
    <ListStates
      query={list}
      loaded={pages.length > 0}
      count={campaigns.length}
      loading={
        <SimpleGrid columns={CARD_COLUMNS} gap="3" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} h="48" rounded="xl" />
          ))}
        </SimpleGrid>
      }
      error={{
        title: t('listing.loadError'),
        hint: t('listing.loadErrorHint'),
        onRetry: () => {
          void list.refetch();
          void counts.refetch();
        },
      }}
      empty={
        state.search ? (
          <ListNoMatch
            title={t('listing.noMatchTitle')}
            description={t('listing.noMatchBody')}
            clearLabel={t('listing.clearSearch')}
            onClear={() => update({ search: '' })}
          />
        ) : (
          <PageState
            icon={<MegaphoneIcon />}
            title={t('listing.tabEmptyTitle')}
            description={t(`listing.tabEmpty.${state.tab}`)}
          />
        )
      }
    >
      <Stack gap="4">
        <CampaignCards campaigns={campaigns} stale={stale} />
        <LoadMoreFooter
          query={list}
          texts={{
            showing: t('listing.showing', { shown: campaigns.length, count: total }),
            loadMore: t('listing.loadMore'),
            loadError: t('listing.loadError'),
            loadErrorHint: t('listing.loadErrorHint'),
          }}
        />
      </Stack>
    </ListStates>
  );

  return (
    <Stack gap="6">
      <ListHeader
        title={tScreens('campaignListing.title')}
        description={t('listing.intro')}
        action={<CreateButton>{t('listing.create')}</CreateButton>}
      />
      <WaitingForPayment />
      {none && campaigns.length === 0 ? (
        // Nothing to search or sort yet: only the way into the wizard.
        <PageState
          icon={<MegaphoneIcon />}
          title={t('listing.emptyTitle')}
          description={t('listing.emptyBody')}
        >
          <CreateButton>{t('listing.emptyAction')}</CreateButton>
        </PageState>
      ) : (
        <>
          <ListingToolbar state={state} onChange={update} />
          <CampaignTabs value={state.tab} counts={counts.data} onChange={(tab) => update({ tab })}>
            {body}
          </CampaignTabs>
        </>
      )}
    </Stack>
  );
}
