import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { PAGE_SIZE_MAX } from '@/domain/pagination';
import { downloadText } from '@/src/ui/download';
import type { Cursor } from '@/store/cursorPages';
import type { GraphqlBaseQueryError } from '@/store/graphqlBaseQuery';
import { useAppDispatch } from '@/store/hooks';
import {
  walletApi,
  type TransactionFilter,
  type TransactionItem,
  type TransactionPage,
} from '../api';
import { transactionsCsv, transactionsCsvFileName } from '../model/transactionsCsv';

/** Failures the app already told the user about (docs/product.md#network-errors). */
const REPORTED: ReadonlyArray<GraphqlBaseQueryError['kind']> = [
  'unauthorized',
  'unreachable',
  'not_found',
];
const alreadyReported = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  REPORTED.includes((error as Partial<GraphqlBaseQueryError>).kind ?? 'graphql');

/**
 * "Export CSV": every movement matching `filter`, fetched page after page at the largest
 * page size (not the pages the screen happens to show), written as a CSV file and
 * downloaded. `exporting` is true meanwhile; a page that fails ends it with an error toast.
 */
export function useTransactionsExport(filter: TransactionFilter) {
  const { t } = useTranslation('wallet');
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);

  const fetchAll = useCallback(async () => {
    const transactions: TransactionItem[] = [];
    const cursors = new Set<string>();
    let after: Cursor = null;
    for (;;) {
      // Fresh from the server, and not kept in the cache: nothing on screen reads it.
      const page: TransactionPage = await dispatch(
        walletApi.endpoints.transactionsPage.initiate(
          { ...filter, first: PAGE_SIZE_MAX, after },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
      transactions.push(...page.nodes);
      const next: Cursor = page.page_info.has_next_page
        ? (page.page_info.end_cursor ?? null)
        : null;
      // A cursor seen before would loop for ever: the server's answer ends the walk.
      if (!next || cursors.has(next)) return transactions;
      cursors.add(next);
      after = next;
    }
  }, [dispatch, filter]);

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const csv = transactionsCsv(await fetchAll(), {
        header: [
          t('export.header.date'),
          t('export.header.kind'),
          t('export.header.description'),
          t('export.header.amount'),
          t('export.header.balanceAfter'),
        ],
        kind: (kind) => t(`kinds.${kind}`),
      });
      // The byte order mark tells spreadsheets the file is UTF-8 (accents, the minus sign).
      downloadText(transactionsCsvFileName(new Date()), `\uFEFF${csv}`, 'text/csv;charset=utf-8');
    } catch (error) {
      if (!alreadyReported(error)) {
        dispatch(toastAdded({ type: 'error', messageKey: 'wallet:export.failed' }));
      }
    } finally {
      setExporting(false);
    }
  }, [dispatch, fetchAll, t]);

  return { exportCsv, exporting };
}
