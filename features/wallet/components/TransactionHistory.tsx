import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptIcon } from '@/src/ui/appIcons';
import { FilteredListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { useTransactionsInfiniteQuery, type TransactionFilter } from '../api';
import { useTransactionFilters } from '../hooks/useTransactionFilters';
import { useTransactionsExport } from '../hooks/useTransactionsExport';
import { TransactionFilters } from './TransactionFilters';
import { TransactionRows } from './TransactionRows';

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
  const list = useTransactionsInfiniteQuery(filter);
  const pages = list.data?.pages ?? [];
  const transactions = pages.flatMap((page) => page.nodes);
  const total = pages[pages.length - 1]?.total_count ?? transactions.length;
  // Another filter's movements stay (dimmed) until this one's arrive.
  const stale = list.isFetching && !list.isFetchingNextPage;

  return (
    <FilteredListStates
      query={list}
      loaded={pages.length > 0}
      count={transactions.length}
      filtered={filtered}
      onClear={onClearFilters}
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
        <TransactionRows transactions={transactions} stale={stale} />
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
    </FilteredListStates>
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
