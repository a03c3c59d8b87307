import { Button, Flex, Text } from '@chakra-ui/react';
import { LoadError } from './PageState';

/** What the footer reads of a list's RTK Query infinite query (its result object fits). */
export interface PagedQuery {
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface LoadMoreTexts {
  /** "Showing 20 of 42". */
  showing: string;
  loadMore: string;
  loadError: string;
  loadErrorHint: string;
  /**
   * A short line for a failed next page, said above "Load more" (which stays to try
   * again) instead of the failure panel; the list above it keeps its items.
   */
  loadMoreFailed?: string;
}

/**
 * Under a cursor-paginated list: how many items are shown of how many, "Load more" while
 * pages remain, and a failed load with Retry (of the next page, or of the whole list).
 */
export function LoadMoreFooter({ query, texts }: { query: PagedQuery; texts: LoadMoreTexts }) {
  const inline = texts.loadMoreFailed !== undefined;
  return (
    <>
      {query.isError && !inline && (
        <LoadError
          title={texts.loadError}
          hint={texts.loadErrorHint}
          onRetry={() =>
            void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())
          }
        />
      )}
      <Flex direction="column" align="center" gap="3">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {texts.showing}
        </Text>
        {inline && query.isFetchNextPageError && (
          <Text role="alert" fontSize="sm" color="fg.error" textAlign="center">
            {texts.loadMoreFailed}
          </Text>
        )}
        {query.hasNextPage && (inline || !query.isError) && (
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            loadingText={texts.loadMore}
          >
            {texts.loadMore}
          </Button>
        )}
      </Flex>
    </>
  );
}
