import { SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedSection } from '@/src/entities/campaign/PagedSection';
import { ContentCard } from '@/src/entities/content/ContentCard';
import { ContentDialog } from '@/src/entities/content/ContentDialog';
import type { ContentCardFields } from '@/src/entities/content/fragments';
import { useContentsInfiniteQuery } from '../api';

/** The content the campaign's creators sent, newest first; a card opens the viewer. */
export function CampaignContent({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaigns');
  const list = useContentsInfiniteQuery({ campaign_id: campaignId });
  // The upload opened (kept while the dialog closes, so it does not empty as it fades).
  const [viewing, setViewing] = useState<{ open: boolean; content: ContentCardFields | null }>({
    open: false,
    content: null,
  });
  const contents = (list.data?.pages ?? []).flatMap((page) => page.nodes);
  const total = list.data?.pages.at(-1)?.total_count ?? contents.length;
  // The open upload as the list now holds it, so a live review shows in the dialog too.
  const shown = contents.find((content) => content.id === viewing.content?.id) ?? viewing.content;
  return (
    <PagedSection
      title={t('overview.content')}
      query={list}
      shown={contents.length}
      texts={{
        empty: t('overview.contentEmpty'),
        showing: t('overview.contentShowing', { shown: contents.length, count: total }),
        loadMore: t('overview.loadMore'),
        error: t('overview.contentError'),
        errorHint: t('overview.errorHint'),
      }}
    >
      <SimpleGrid
        as="ul"
        listStyleType="none"
        aria-label={t('overview.content')}
        columns={{ base: 2, md: 3, '2xl': 4 }}
        gap="3"
      >
        {contents.map((content) => (
          <ContentCard
            key={content.id}
            content={content}
            onOpen={(opened) => setViewing({ open: true, content: opened })}
          />
        ))}
      </SimpleGrid>
      <ContentDialog
        open={viewing.open}
        content={shown}
        onClose={() => setViewing((current) => ({ ...current, open: false }))}
      />
    </PagedSection>
  );
}
