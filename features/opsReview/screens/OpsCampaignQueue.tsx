import { Stack } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MegaphoneIcon } from '@/src/ui/appIcons';
import { ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageHeader } from '@/src/ui/PageHeader';
import { PageState } from '@/src/ui/PageState';
import { useOpsCampaignsInfiniteQuery, type OpsCampaignItem } from '../api';
import {
  CampaignDecision,
  type CampaignDecisionKind,
  type CampaignDecisionState,
} from '../components/CampaignDecision';
import { CampaignQueueTable } from '../components/CampaignQueueTable';
import { QueueSkeleton } from '../components/QueueSkeleton';

/**
 * OpsCampaignQueue (`/ops/campaigns`): the campaigns awaiting approval, oldest first, each
 * approved or rejected with a reason (docs/product.md#operator-console). A decided campaign
 * leaves the list at once; live messages read it again (the console's listener).
 */
export default function OpsCampaignQueue() {
  const { t } = useTranslation('opsReview');
  const { t: tScreens } = useTranslation('screens');
  const list = useOpsCampaignsInfiniteQuery();
  const [decision, setDecision] = useState<CampaignDecisionState | null>(null);
  const loadedPages = list.data?.pages;
  const pages = useMemo(() => loadedPages ?? [], [loadedPages]);
  const items = useMemo(() => pages.flatMap((page) => page.nodes), [pages]);
  const total = pages.at(-1)?.total_count ?? items.length;
  const onDecide = useCallback(
    (item: OpsCampaignItem, kind: CampaignDecisionKind) => setDecision({ item, kind }),
    [],
  );

  return (
    <Stack gap="6">
      <PageHeader title={tScreens('opsCampaigns.title')} description={t('campaigns.intro')} />
      <ListStates
        query={list}
        loaded={pages.length > 0}
        count={items.length}
        loading={<QueueSkeleton />}
        error={{ title: t('campaigns.loadError'), hint: t('common.loadErrorHint') }}
        empty={
          <PageState
            icon={<MegaphoneIcon />}
            title={t('campaigns.emptyTitle')}
            description={t('campaigns.emptyBody')}
          />
        }
      >
        <Stack gap="4">
          <CampaignQueueTable
            items={items}
            stale={list.isFetching && !list.isFetchingNextPage}
            onDecide={onDecide}
          />
          <LoadMoreFooter
            query={list}
            texts={{
              showing: t('campaigns.showing', { shown: items.length, count: total }),
              loadMore: t('common.loadMore'),
              loadError: t('campaigns.loadError'),
              loadErrorHint: t('common.loadErrorHint'),
            }}
          />
        </Stack>
      </ListStates>
      <CampaignDecision decision={decision} onClose={() => setDecision(null)} />
    </Stack>
  );
}
