import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { LoadMoreFooter, type PagedQuery } from '@/src/ui/LoadMoreFooter';
import { LoadError } from '@/src/ui/PageState';

export interface PagedSectionProps {
  title: string;
  /** The list's infinite query, as RTK Query returns it. */
  query: PagedQuery & { isLoading: boolean; data?: unknown };
  /** How many items are loaded. */
  shown: number;
  texts: { empty: string; showing: string; loadMore: string; error: string; errorHint: string };
  /** The loaded items. */
  children: ReactNode;
}

/**
 * A framed part of a campaign's product page holding a list a page at a time (its deals,
 * its content): a placeholder while the first page loads, a failed load with Retry, a
 * sentence when there is nothing yet, else the items and "Load more".
 */
export function PagedSection({ title, query, shown, texts, children }: PagedSectionProps) {
  let body: ReactNode;
  if (query.isLoading) body = <Skeleton h="24" rounded="lg" aria-busy="true" />;
  else if (!query.data) {
    body = (
      <LoadError title={texts.error} hint={texts.errorHint} onRetry={() => void query.refetch()} />
    );
  } else if (shown === 0) {
    body = <Text color="fg.muted">{texts.empty}</Text>;
  } else {
    body = (
      <Stack gap="4">
        {children}
        <LoadMoreFooter
          query={query}
          texts={{
            showing: texts.showing,
            loadMore: texts.loadMore,
            loadError: texts.error,
            loadErrorHint: texts.errorHint,
          }}
        />
      </Stack>
    );
  }
  return <DealSection title={title}>{body}</DealSection>;
}
