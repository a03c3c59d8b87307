import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { useDeferredValue, type ReactNode } from 'react';
import { CompassIcon } from '../icons';
import { LoadError, PageState } from '../PageState';

/** What the states read of a list's RTK Query infinite query (its result object fits). */
export interface ListQuery {
  isLoading: boolean;
  refetch: () => unknown;
}

export interface ListStatesProps {
  query: ListQuery;
  /** Whether the first page arrived (a failed first load has none). */
  loaded: boolean;
  /** How many items the loaded pages hold. */
  count: number;
  /** Shown while the first page loads: skeletons shaped like the list. */
  loading: ReactNode;
  /** The failed first load's title and what to do. */
  error: { title: string; hint: string; onRetry?: () => void };
  /** Shown when the pages hold no item: nothing yet, or nothing matching the filters. */
  empty: ReactNode;
  /** The items, with their footer. */
  children: ReactNode;
}

/**
 * The place of a list: skeletons while its first page loads, the failure with Try again,
 * the empty state, or the items. Every list page decides in this order.
 */
export function ListStates({
  query,
  loaded,
  count,
  loading,
  error,
  empty,
  children,
}: ListStatesProps) {
  const view = query.isLoading ? (
    loading
  ) : !loaded ? (
    <LoadError
      title={error.title}
      hint={error.hint}
      onRetry={error.onRetry ?? (() => void query.refetch())}
    />
  ) : count === 0 ? (
    empty
  ) : (
    children
  );
  // A page of rows renders in the background, a few milliseconds at a time: what was
  // shown (the skeletons, or the rows before a filter) stays until it is ready, and the
  // page keeps answering input meanwhile instead of freezing for the whole list.
  return <>{useDeferredValue(view)}</>;
}

/** Bars where a list's rows will be, announced as busy. */
export function ListSkeleton({
  rows = 5,
  height,
  gap = '2',
}: {
  rows?: number;
  /** A row's height; responsive values follow the table's and the cards' heights. */
  height: string | { base: string; md: string };
  gap?: string;
}) {
  return (
    <Stack gap={gap} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={height} rounded="lg" />
      ))}
    </Stack>
  );
}

/** The filters match nothing: say so, with the way back to every item. */
export function ListNoMatch({
  title,
  description,
  clearLabel,
  onClear,
}: {
  title: string;
  description: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <PageState icon={<CompassIcon />} title={title} description={description}>
      <Button variant="outline" onClick={onClear}>
        {clearLabel}
      </Button>
    </PageState>
  );
}

/** The texts of a filtered list's states. */
export interface FilteredListTexts {
  loadError: string;
  loadErrorHint: string;
  emptyTitle: string;
  emptyBody: string;
  noMatchTitle: string;
  noMatchBody: string;
  clear: string;
}

export interface FilteredListStatesProps extends Pick<
  ListStatesProps,
  'query' | 'loaded' | 'count' | 'children'
> {
  /** Whether filters narrow the list: an empty list then says nothing matches them. */
  filtered: boolean;
  onClear: () => void;
  texts: FilteredListTexts;
  /** The icon of "nothing yet". */
  emptyIcon: ReactNode;
}

/**
 * The states of a history-like list (rows as a table or as cards) that filters narrow:
 * skeletons, the failure, "nothing yet" or "nothing matches" with the way back to all.
 */
export function FilteredListStates({
  filtered,
  onClear,
  texts,
  emptyIcon,
  ...list
}: FilteredListStatesProps) {
  return (
    <ListStates
      {...list}
      loading={<ListSkeleton height={{ base: '24', md: '12' }} />}
      error={{ title: texts.loadError, hint: texts.loadErrorHint }}
      empty={
        filtered ? (
          <ListNoMatch
            title={texts.noMatchTitle}
            description={texts.noMatchBody}
            clearLabel={texts.clear}
            onClear={onClear}
          />
        ) : (
          <PageState icon={emptyIcon} title={texts.emptyTitle} description={texts.emptyBody} />
        )
      }
    />
  );
}
