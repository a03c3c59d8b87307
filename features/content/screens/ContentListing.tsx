import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandOptionsQuery } from '@/src/entities/brands/api';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { ListHeader } from '@/src/ui/list/ListHeader';
import { ListNoMatch, ListStates } from '@/src/ui/list/ListStates';
import {
  useContentAcceptedCountQuery,
  useContentCampaignOptionsQuery,
  useContentsInfiniteQuery,
  type ContentCardFields,
} from '../api';
import { ContentCard } from '@/src/entities/content/ContentCard';
import { AcceptedContentActions } from '../components/AcceptedContentActions';
import { ContentDialog } from '@/src/entities/content/ContentDialog';
import { ContentFilters } from '../components/ContentFilters';
import { CONTENT_GRID, ContentEmpty, ContentSkeletons } from '../components/ContentListStates';
import { DownloadIcon } from '@/src/ui/appIcons';
import { useContentAddress } from '../hooks/useContentAddress';
import { useContentArchive } from '../hooks/useContentArchive';

/** "Download all accepted content (.zip)" of one campaign, shown once it has some. */
function ArchiveButton({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('content');
  const accepted = useContentAcceptedCountQuery(campaignId).data?.total_count ?? 0;
  const { download, preparing, error } = useContentArchive(campaignId);
  if (accepted === 0 && !error) return null;
  return (
    <Stack gap="2" align={{ base: 'stretch', sm: 'flex-end' }} flexShrink={0}>
      <Button
        colorPalette="brand"
        onClick={() => void download()}
        loading={preparing}
        loadingText={t('listing.archive.action')}
      >
        <DownloadIcon />
        {t('listing.archive.action')}
      </Button>
      {error && (
        <Text role="alert" fontSize="sm" color="fg.error" maxW="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * ContentListing (/content): every upload of the company's deals, newest first, a page at
 * a time, filtered by campaign, brand, status and rights from the address; a card opens
 * the viewer; an accepted one says its rights and offers Extend for period rights; one campaign's accepted content downloads as one archive. Creators' uploads and
 * reviews arrive live (features/content/listeners.ts).
 */
export default function ContentListing() {
  const { t } = useTranslation('content');
  const { t: tScreens } = useTranslation('screens');
  const { state, filter, filtered, update, clear } = useContentAddress();
  // The moment the rights are read at: the filters' answer is the server's, this only words
  // the cards (a licence ending while the page is open says so on the next load).
  const [now] = useState(() => new Date());
  const list = useContentsInfiniteQuery(filter);
  const campaignNodes = useContentCampaignOptionsQuery().data?.nodes;
  const brandNodes = useBrandOptionsQuery().data?.nodes;
  // The upload opened (kept while the dialog closes, so it does not empty as it fades).
  const [viewing, setViewing] = useState<{ open: boolean; content: ContentCardFields | null }>({
    open: false,
    content: null,
  });

  const pages = list.data?.pages ?? [];
  const contents = pages.flatMap((page) => page.nodes);
  const total = pages.at(-1)?.total_count ?? contents.length;
  // The open upload as the list now holds it, so a live review shows in the dialog too.
  const shown = contents.find((content) => content.id === viewing.content?.id) ?? viewing.content;
  const open = (content: ContentCardFields) => setViewing({ open: true, content });

  const campaigns = (campaignNodes ?? []).map((campaign) => ({
    value: campaign.id,
    label: campaign.name,
    brandId: campaign.brand.id,
  }));
  // A campaign beyond the first hundred, chosen through a link, still reads by name.
  if (state.campaign && !campaigns.some((option) => option.value === state.campaign)) {
    const known = contents.find((content) => content.campaign_id === state.campaign);
    campaigns.push({
      value: state.campaign,
      label: known?.campaign_name ?? state.campaign,
      brandId: known?.brand_id ?? '',
    });
  }
  const brands = (brandNodes ?? []).map((brand) => ({ value: brand.id, label: brand.name }));

  // Another filter's cards stay (dimmed) until this one's arrive.
  const stale = list.isFetching && !list.isFetchingNextPage;

  return (
    <Stack gap="6" maxW="8xl">
      <ListHeader
        title={tScreens('contentListing.title')}
        description={t('listing.intro')}
        action={state.campaign ? <ArchiveButton campaignId={state.campaign} /> : undefined}
      />
      <ContentFilters
        state={state}
        filtered={filtered}
        campaigns={campaigns}
        brands={brands}
        onChange={update}
        onClear={clear}
      />
      <ListStates
        query={list}
        loaded={pages.length > 0}
        count={contents.length}
        loading={<ContentSkeletons />}
        error={{ title: t('listing.error.title'), hint: t('listing.error.body') }}
        empty={
          filtered ? (
            <ListNoMatch
              title={t('listing.noMatch.title')}
              description={t('listing.noMatch.body')}
              clearLabel={t('listing.filters.clear')}
              onClear={clear}
            />
          ) : (
            <ContentEmpty />
          )
        }
      >
        <Stack gap="5">
          <SimpleGrid
            as="ul"
            listStyleType="none"
            aria-label={t('listing.grid')}
            aria-busy={stale}
            opacity={stale ? 0.6 : 1}
            transition="opacity 0.2s"
            {...CONTENT_GRID}
          >
            {contents.map((content) => (
              <ContentCard
                key={content.id}
                content={content}
                onOpen={open}
                action={
                  content.status === 'bought' && (
                    <AcceptedContentActions content={content} now={now} />
                  )
                }
              />
            ))}
          </SimpleGrid>
          <LoadMoreFooter
            query={list}
            texts={{
              showing: t('listing.shown', { shown: contents.length, count: total }),
              loadMore: t('listing.loadMore'),
              loadError: t('listing.error.title'),
              loadErrorHint: t('listing.error.body'),
            }}
          />
        </Stack>
      </ListStates>
      <ContentDialog
        open={viewing.open}
        content={shown}
        onClose={() => setViewing((current) => ({ ...current, open: false }))}
      />
    </Stack>
  );
}
