import {
  Button,
  Flex,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
  useMediaQuery,
} from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CompassIcon, ReceiptIcon } from '@/src/ui/icons';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { LoadError, PageState } from '@/src/ui/PageState';
import { useTransactionsInfiniteQuery, type TransactionFilter } from '../api';
import { useTransactionFilters } from '../hooks/useTransactionFilters';
import { useTransactionsExport } from '../hooks/useTransactionsExport';
import { TransactionFilters } from './TransactionFilters';
import { TransactionCards, TransactionTable } from './TransactionRows';

/** The table needs 768 px; narrower screens get a card per movement. */
const WIDE = '(min-width: 768px)';
const SKELETON_ROWS = 5;

function ExportButton({ filter, disabled }: { filter: TransactionFilter; disabled: boolean }) {
  const { t } = useTranslation('wallet');
  const { exportCsv, exporting } = useTransactionsExport(filter);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void exportCsv()}
      loading={exporting}
      loadingText={t('export.action')}
      disabled={disabled}
    >
      {t('export.action')}
    </Button>
  );
}

interface MovementsProps {
  filter: TransactionFilter;
  filtered: boolean;
  onClearFilters: () => void;
}

/** The movements matching `filter`, "Load more" while pages remain, and the states between. */
function Movements({ filter, filtered, onClearFilters }: MovementsProps) {
  const { t } = useTranslation('wallet');
  const [wide] = useMediaQuery([WIDE], { ssr: false });
  const list = useTransactionsInfiniteQuery(filter);
  const pages = list.data?.pages ?? [];

  if (list.isLoading) {
    return (
      <Stack gap="2" aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} h={wide ? '12' : '24'} rounded="lg" />
        ))}
      </Stack>
    );
  }
  if (pages.length === 0) {
    return (
      <LoadError
        title={t('history.loadError')}
        hint={t('history.loadErrorHint')}
        onRetry={() => void list.refetch()}
      />
    );
  }

  const transactions = pages.flatMap((page) => page.nodes);
  const total = pages[pages.length - 1]?.total_count ?? transactions.length;
  if (transactions.length === 0) {
    return filtered ? (
      <PageState
        icon={<CompassIcon />}
        title={t('history.noMatchTitle')}
        description={t('history.noMatchBody')}
      >
        <Button variant="outline" onClick={onClearFilters}>
          {t('filters.clear')}
        </Button>
      </PageState>
    ) : (
      <PageState
        icon={<ReceiptIcon />}
        title={t('history.emptyTitle')}
        description={t('history.emptyBody')}
      />
    );
  }

  // Another filter's movements stay (dimmed) until this one's arrive.
  const stale = list.isFetching && !list.isFetchingNextPage;
  const Rows = wide ? TransactionTable : TransactionCards;
  return (
    <Stack gap="5">
      <Rows transactions={transactions} stale={stale} />
      <LoadMoreFooter
        query={list}
        texts={{
          showing: t('history.showing', { shown: transactions.length, total }),
          loadMore: t('history.loadMore'),
          loadError: t('history.loadError'),
          loadErrorHint: t('history.loadErrorHint'),
        }}
      />
    </Stack>
  );
}

/**
 * The wallet's history: its movements newest first, filtered by kind and dates from the
 * URL, with their count and "Export CSV" of everything the filters match.
 */
export function TransactionHistory() {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  const { state, filter, filtered, update, clear } = useTransactionFilters();
  // The same cache entry as the list's: the count costs no request of its own.
  const total = useTransactionsInfiniteQuery(filter).data?.pages.at(-1)?.total_count;
  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="3" align="baseline">
          <Heading as="h2" id={titleId} size="lg">
            {t('history.title')}
          </Heading>
          {total !== undefined && (
            <Text fontSize="sm" color="fg.muted">
              {t('history.count', { count: total })}
            </Text>
          )}
        </HStack>
        <ExportButton filter={filter} disabled={!total} />
      </Flex>
      <TransactionFilters state={state} filtered={filtered} onChange={update} onClear={clear} />
      <Movements filter={filter} filtered={filtered} onClearFilters={clear} />
    </Stack>
  );
}
