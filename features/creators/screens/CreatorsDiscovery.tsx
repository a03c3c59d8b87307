import { Box, Button, Grid, Skeleton, Stack, useMediaQuery } from '@chakra-ui/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';
import { CompassIcon } from '@/src/ui/icons';
import { HandshakeIcon } from '@/src/ui/appIcons';
import { LoadError, PageState } from '@/src/ui/PageState';
import {
  useCampaignApplicantsInfiniteQuery,
  useCreatorsInfiniteQuery,
  useDiscoveryCampaignQuery,
  type CampaignCreator,
  type DiscoveryCampaign,
} from '../api';
import { activeFilterCount } from '../model/address';
import { CreatorList } from '../components/CreatorList';
import { CreatorProfileDrawer } from '../components/CreatorProfileDrawer';
import { DiscoveryHeader } from '../components/DiscoveryHeader';
import { DiscoveryTabs, panelId, tabId } from '../components/DiscoveryTabs';
import { DiscoveryToolbar } from '../components/DiscoveryToolbar';
import { FilterPanel } from '../components/FilterPanel';
import { FiltersDrawer } from '../components/FiltersDrawer';
import { useCreatorActions } from '../hooks/useCreatorActions';
import { useDiscoveryAddress } from '../hooks/useDiscoveryAddress';
import { dealsFilled } from '@/domain/creators/rules';

/** Rows stack their numbers under the name below this width. */
const COMPACT_ROWS_QUERY = '(max-width: 767.98px)';
/** The filters sit beside the list from this width; below it they open in a drawer. */
const INLINE_FILTERS_QUERY = '(min-width: 1280px)';

/** Why Pick cannot be pressed now, if it cannot: all deals filled, or not live. */
function usePickBlock(campaign: DiscoveryCampaign): string | undefined {
  const { t } = useTranslation('creators');
  const deals = dealsFilled(campaign.deals_filled, campaign.number_of_deals);
  if (deals.full) return t('header.allFilled', { total: deals.total });
  if (campaign.status !== 'active') return t('header.notActive');
  return undefined;
}

/** The discovery of one campaign of the company's: tabs, filters, lists, profile. */
function Discovery({ campaign }: { campaign: DiscoveryCampaign }) {
  const { t } = useTranslation('creators');
  const { state, apiFilter, update, clear } = useDiscoveryAddress();
  const [compact = false, inlineFilters = false] = useMediaQuery(
    [COMPACT_ROWS_QUERY, INLINE_FILTERS_QUERY],
    { ssr: false },
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const actions = useCreatorActions(campaign.id);
  const pickBlock = usePickBlock(campaign);
  const find = state.tab === 'find';

  const creators = useCreatorsInfiniteQuery(
    { campaign_id: campaign.id, filter: apiFilter, sort: state.sort },
    { skip: !find },
  );
  // Always read: its count stands beside the tab's name, and new applicants arrive live.
  const applicants = useCampaignApplicantsInfiniteQuery(campaign.id);
  const query = find ? creators : applicants;

  // The profile shows the creator's row as it is now (picked, invited) in the loaded list.
  const [profile, setProfile] = useState<{ entry: CampaignCreator; opener: HTMLElement }>();
  const [profileOpen, setProfileOpen] = useState(false);
  const pages = query.data?.pages;
  const shown = useMemo(
    () =>
      profile
        ? (pages
            ?.flatMap((page) => page.nodes)
            .find((node) => node.creator.id === profile.entry.creator.id) ?? profile.entry)
        : null,
    [profile, pages],
  );
  const onOpen = useCallback((entry: CampaignCreator, opener: HTMLElement) => {
    setProfile({ entry, opener });
    setProfileOpen(true);
  }, []);
  // Stable: the rows are memoised and get this callback.
  const { pick, invite } = actions;
  const onPick = useCallback((entry: CampaignCreator) => void pick(entry.creator), [pick]);
  const onInvite = useCallback((entry: CampaignCreator) => void invite(entry.creator), [invite]);
  const filterCount = activeFilterCount(state.filter);

  const empty: ReactNode = !find ? (
    <PageState
      icon={<HandshakeIcon />}
      title={t('list.noApplicantsTitle')}
      description={t('list.noApplicantsBody')}
    >
      <Button colorPalette="brand" onClick={() => update({ tab: 'find' })}>
        {t('tabs.find')}
      </Button>
    </PageState>
  ) : filterCount > 0 ? (
    <PageState
      icon={<CompassIcon />}
      title={t('list.noMatchTitle')}
      description={t('list.noMatchBody')}
    >
      <Button variant="outline" onClick={clear}>
        {t('filters.clear')}
      </Button>
    </PageState>
  ) : (
    <PageState
      icon={<CompassIcon />}
      title={t('list.noCreatorsTitle')}
      description={t('list.noCreatorsBody')}
    />
  );

  const list = (
    <CreatorList
      key={state.tab}
      query={query}
      countKey={find ? 'list.count' : 'list.applicantsCount'}
      empty={empty}
      mobile={compact}
      pickBlock={pickBlock}
      pickingId={actions.pickingId}
      onOpen={onOpen}
      onPick={onPick}
    />
  );
  const panel = { filter: state.filter, onChange: update, onClear: clear };

  return (
    <Stack gap="6">
      <DiscoveryHeader campaign={campaign} />
      <DiscoveryTabs
        value={state.tab}
        counts={{ applicants: applicants.data?.pages.at(-1)?.total_count }}
        onChange={(tab) => update({ tab })}
      />
      <Box role="tabpanel" id={panelId(state.tab)} aria-labelledby={tabId(state.tab)}>
        {find ? (
          <Grid
            templateColumns={inlineFilters ? '16rem minmax(0, 1fr)' : 'minmax(0, 1fr)'}
            gap="6"
            alignItems="start"
          >
            {inlineFilters && (
              <Box
                as="aside"
                position="sticky"
                top="4"
                maxH="calc(100dvh - 2rem)"
                overflowY="auto"
                p="4"
                rounded="xl"
                borderWidth="1px"
                bg="surface.panel"
              >
                <FilterPanel {...panel} />
              </Box>
            )}
            <Stack gap="4" minW="0">
              <DiscoveryToolbar
                state={state}
                onChange={update}
                filterCount={inlineFilters ? null : filterCount}
                onOpenFilters={() => setFiltersOpen(true)}
              />
              {list}
            </Stack>
          </Grid>
        ) : (
          list
        )}
      </Box>
      {!inlineFilters && (
        <FiltersDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)} {...panel} />
      )}
      <CreatorProfileDrawer
        open={profileOpen}
        entry={shown}
        canInvite={find}
        pickBlock={pickBlock}
        picking={shown !== null && actions.pickingId === shown.creator.id}
        inviting={shown !== null && actions.invitingId === shown.creator.id}
        opener={profile?.opener ?? null}
        onClose={() => setProfileOpen(false)}
        onPick={onPick}
        onInvite={onInvite}
      />
    </Stack>
  );
}

/**
 * CreatorsDiscovery (`/campaign/{campaignId}/creators-discovery`): the creators who applied
 * to one of the company's campaigns and every creator who matches it, filtered and ordered
 * from the address, picked into deals until the campaign's deals are filled. Another
 * company's campaign, or a missing id, is "not found".
 */
export default function CreatorsDiscovery() {
  const { t } = useTranslation('creators');
  const { campaignId = '' } = useParams();
  const campaign = useDiscoveryCampaignQuery(campaignId, { skip: !campaignId });

  if (campaign.currentData) return <Discovery campaign={campaign.currentData} />;
  if (campaign.isLoading || campaign.isFetching) {
    return (
      <Stack gap="6" aria-busy="true">
        <Skeleton h="16" w="60%" />
        <Skeleton h="10" />
        <Skeleton h="96" />
      </Stack>
    );
  }
  if (!campaignId || errorCodeOf(campaign.error) === 'NOT_FOUND') {
    return (
      <PageState
        icon={<CompassIcon />}
        title={t('header.notFound')}
        description={t('header.notFoundBody')}
      >
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.campaigns}>{t('header.toCampaigns')}</RouterLink>
        </Button>
      </PageState>
    );
  }
  return (
    <LoadError
      title={t('header.loadError')}
      hint={t('header.loadErrorHint')}
      onRetry={() => void campaign.refetch()}
    />
  );
}
