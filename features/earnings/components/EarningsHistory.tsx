import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptIcon } from '@/src/ui/appIcons';
import { FilteredListStates } from '@/src/ui/list/ListStates';
import { ListToolbar, ToolbarClear, ToolbarDayRange } from '@/src/ui/list/ListToolbar';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { useCreatorEarningsHistoryInfiniteQuery, type HistoryFilter } from '../api';
import { useHistoryFilters, type HistoryFilterState } from '../hooks/useHistoryFilters';
import { MovementRows } from './MovementRows';

/** The history's first and last days (UTC, inclusive), and the way back to every movement. */
function HistoryFilters({
  state,
  filtered,
  onChange,
  onClear,
}: {
  state: HistoryFilterState;
  filtered: boolean;
  onChange: (changes: Partial<HistoryFilterState>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('earnings');
  return (
    <ListToolbar
      label={t('filters.label')}
      columns={{ base: '1fr 1fr', md: '11rem 11rem auto' }}
      align="end"
    >
      <ToolbarDayRange
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        from={state.from}
        to={state.to}
        onChange={onChange}
      />
      <ToolbarClear
        label={t('filters.clear')}
        filtered={filtered}
        onClear={onClear}
        ownRowBelow="md"
        end
      />
    </ListToolbar>
  );
}

export interface EarningsHistoryProps {
  /** "Export CSV" of the movements between the filter's days; `exporting` while it runs. */
  onExport: (filter: HistoryFilter) => void;
  exporting: boolean;
}

/**
 * The history of the creator's money, newest first, between two days from the URL, with
 * "Load more" and "Export CSV" of every movement the days take in.
 */
export function EarningsHistory({ onExport, exporting }: EarningsHistoryProps) {
  const { t } = useTranslation('earnings');
  const titleId = useId();
  const { state, filter, filtered, update, clear } = useHistoryFilters();
  const list = useCreatorEarningsHistoryInfiniteQuery(filter);
  const pages = list.data?.pages ?? [];
  const movements = pages.flatMap((page) => page.nodes);
  // Another range's movements stay (dimmed) until this one's arrive.
  const stale = list.isFetching && !list.isFetchingNextPage;
  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" id={titleId} size="lg">
          {t('history.title')}
        </Heading>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onExport(filter)}
          loading={exporting}
          loadingText={t('export.action')}
          disabled={movements.length === 0}
        >
          {t('export.action')}
        </Button>
      </Flex>
      <HistoryFilters state={state} filtered={filtered} onChange={update} onClear={clear} />
      <FilteredListStates
        query={list}
        loaded={pages.length > 0}
        count={movements.length}
        filtered={filtered}
        onClear={clear}
        emptyIcon={<ReceiptIcon />}
        texts={{
          loadError: t('history.loadError'),
          loadErrorHint: t('history.loadErrorHint'),
          emptyTitle: t('history.emptyTitle'),
          emptyBody: t('history.emptyBody'),
          noMatchTitle: t('history.noMatchTitle'),
          noMatchBody: t('history.noMatchBody'),
          clear: t('filters.clear'),
        }}
      >
        <Stack gap="5">
          <MovementRows movements={movements} stale={stale} />
          <LoadMoreFooter
            query={list}
            texts={{
              showing: t('history.showing', { shown: movements.length }),
              loadMore: t('history.loadMore'),
              loadError: t('history.loadError'),
              loadErrorHint: t('history.loadErrorHint'),
            }}
          />
        </Stack>
      </FilteredListStates>
    </Stack>
  );
}
