import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useOffsetTop } from '@/src/ui/list/useOffsetTop';
import { useGrowingOverscan } from '@/src/ui/list/windowRows';
import { LoadError } from '@/src/ui/PageState';
import type { CampaignCreator, CreatorPage } from '../api';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import { CreatorRow, ROW_HEIGHT, type PickBlock } from '@/src/entities/creator/CreatorRow';

/** Rows kept in the page above and below the visible ones, so a quick scroll shows no gap. */
export const OVERSCAN = 6;
/** The next page is fetched when the last visible row is this close to the loaded end. */
const PREFETCH_ROWS = 15;
const SKELETON_ROWS = 6;

/** What the list reads of an RTK Query infinite query of creators. */
export interface CreatorListQuery {
  data?: { pages: CreatorPage[] } | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface CreatorListProps {
  query: CreatorListQuery;
  /** "12,345 creators" or "3 applicants". */
  countKey: 'list.count' | 'list.applicantsCount';
  /** What an empty list says (no match, no applicants). */
  empty: ReactNode;
  mobile: boolean;
  pickBlock: PickBlock;
  pickingId: string | undefined;
  onOpen: (entry: CampaignCreator, opener: HTMLElement) => void;
  onPick: (entry: CampaignCreator) => void;
}

/**
 * Creators in a virtual list scrolled with the page: only the visible rows and a few
 * around them are in the document, however many pages are loaded; the next page is
 * fetched before the end comes into view. Loading, failed and empty states around it.
 */
export function CreatorList({
  query,
  countKey,
  empty,
  mobile,
  pickBlock,
  pickingId,
  onOpen,
  onPick,
}: CreatorListProps) {
  const { t } = useTranslation('creators');
  const { t: tCommon } = useTranslation();
  const { whole } = useCreatorFormats();
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useOffsetTop(listRef);
  const rowHeight = mobile ? ROW_HEIGHT.mobile : ROW_HEIGHT.desktop;
  const loadedPages = query.data?.pages;
  const pages = useMemo(() => loadedPages ?? [], [loadedPages]);
  // The same array while the pages are: the rows compare their entries by identity.
  const entries = useMemo(() => pages.flatMap((page) => page.nodes), [pages]);
  const total = pages.at(-1)?.total_count ?? entries.length;
  // One more row while pages remain: it says more are loading.
  const count = entries.length + (query.hasNextPage ? 1 : 0);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: useGrowingOverscan(OVERSCAN),
    scrollMargin,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError && lastIndex >= entries.length - PREFETCH_ROWS) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetching, isError, fetchNextPage, lastIndex, entries.length]);

  // Up and Down move between the rows' names. The next row is usually in the overscan;
  // when it is not yet (keys held down), it takes focus once the list has rendered it.
  const pendingFocus = useRef<number | null>(null);
  const openerAt = (index: number) =>
    listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] [data-opener]`);
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const opener = openerAt(pendingFocus.current);
    if (!opener) return;
    pendingFocus.current = null;
    opener.focus();
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const target = event.target as HTMLElement;
    const row = target.closest<HTMLElement>('[data-index]');
    if (!row || !target.matches('[data-opener]')) return;
    const next = Number(row.dataset.index) + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0 || next >= entries.length) return;
    event.preventDefault();
    const opener = openerAt(next);
    if (opener) opener.focus();
    else {
      pendingFocus.current = next;
      virtualizer.scrollToIndex(next, { align: 'auto' });
    }
  };

  if (query.isLoading) {
    return (
      <Stack gap="2" aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} h={`${rowHeight - 8}px`} rounded="lg" />
        ))}
      </Stack>
    );
  }
  if (pages.length === 0) {
    return (
      <LoadError
        title={t('list.loadError')}
        hint={t('list.loadErrorHint')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (entries.length === 0) return <>{empty}</>;

  // Another filter's rows stay (dimmed) until this one's arrive: no flash at each pause.
  const stale = query.isFetching && !query.isFetchingNextPage;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t(countKey, { count: total, formatted: whole(total) })}
      </Text>
      <Box
        ref={listRef}
        role="list"
        aria-label={t('list.label')}
        aria-busy={stale}
        position="relative"
        h={`${virtualizer.getTotalSize()}px`}
        rounded="xl"
        borderWidth="1px"
        overflow="hidden"
        opacity={stale ? 0.6 : 1}
        transition="opacity 0.15s"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const entry = entries[item.index];
          const top = item.start - scrollMargin;
          if (!entry) {
            return (
              <Flex
                key="more"
                role="listitem"
                position="absolute"
                top="0"
                left="0"
                w="full"
                h={`${rowHeight}px`}
                align="center"
                justify="center"
                style={{ transform: `translateY(${top}px)` }}
              >
                <Text fontSize="sm" color="fg.muted">
                  {query.isFetchNextPageError ? t('list.loadError') : t('list.loadingMore')}
                </Text>
              </Flex>
            );
          }
          return (
            <CreatorRow
              key={entry.creator.id}
              entry={entry}
              mobile={mobile}
              top={top}
              index={item.index}
              total={total}
              pickBlock={pickBlock}
              picking={pickingId === entry.creator.id}
              onOpen={onOpen}
              onPick={onPick}
            />
          );
        })}
      </Box>
      {query.isFetchNextPageError && (
        <Flex role="alert" align="center" justify="center" gap="3" wrap="wrap">
          <Text color="fg.error">{t('list.loadErrorHint')}</Text>
          <Button size="sm" colorPalette="brand" onClick={() => void query.fetchNextPage()}>
            {tCommon('actions.retry')}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
