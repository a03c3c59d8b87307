import { Stack } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from '@/src/ui/appIcons';
import { ListSkeleton, ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageHeader } from '@/src/ui/PageHeader';
import { PageState } from '@/src/ui/PageState';
import { useOpsScreeningsInfiniteQuery, type OpsScreeningItem } from '../api';
import { ScreeningCard, type ScreeningDecisionKind } from '../components/ScreeningCard';
import { ScreeningDecision, type ScreeningDecisionState } from '../components/ScreeningDecision';

/**
 * OpsContentScreening (`/ops/content`): uploads awaiting screening (CONTENT_SCREENING=manual),
 * oldest first, each with its files, approved or refused with a reason
 * (docs/product.md#operator-console). A screened upload leaves the list at once.
 */
export default function OpsContentScreening() {
  const { t } = useTranslation('opsReview');
  const { t: tScreens } = useTranslation('screens');
  const list = useOpsScreeningsInfiniteQuery();
  const [decision, setDecision] = useState<ScreeningDecisionState | null>(null);
  const loadedPages = list.data?.pages;
  const pages = useMemo(() => loadedPages ?? [], [loadedPages]);
  const items = useMemo(() => pages.flatMap((page) => page.nodes), [pages]);
  const total = pages.at(-1)?.total_count ?? items.length;
  const onDecide = useCallback(
    (item: OpsScreeningItem, kind: ScreeningDecisionKind) => setDecision({ item, kind }),
    [],
  );

  return (
    <Stack gap="6">
      <PageHeader title={tScreens('opsContent.title')} description={t('content.intro')} />
      <ListStates
        query={list}
        loaded={pages.length > 0}
        count={items.length}
        loading={<ListSkeleton rows={3} height="64" gap="4" />}
        error={{ title: t('content.loadError'), hint: t('common.loadErrorHint') }}
        empty={
          <PageState
            icon={<ImageIcon />}
            title={t('content.emptyTitle')}
            description={t('content.emptyBody')}
          />
        }
      >
        <Stack gap="4">
          <Stack as="section" aria-label={t('content.label')} gap="4">
            {items.map((item) => (
              <ScreeningCard key={item.content.id} item={item} onDecide={onDecide} />
            ))}
          </Stack>
          <LoadMoreFooter
            query={list}
            texts={{
              showing: t('content.showing', { shown: items.length, count: total }),
              loadMore: t('common.loadMore'),
              loadError: t('content.loadError'),
              loadErrorHint: t('common.loadErrorHint'),
            }}
          />
        </Stack>
      </ListStates>
      <ScreeningDecision decision={decision} onClose={() => setDecision(null)} />
    </Stack>
  );
}
