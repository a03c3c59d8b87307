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
