import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { PAGE_SIZE_MAX } from '@/domain/pagination';
import { downloadCsv } from '@/src/ui/downloadCsv';
import { alreadyReported } from '@/src/ui/forms/submissionErrors';
import { collectPages } from '@/store/cursorPages';
import { useAppDispatch } from '@/store/hooks';
import {
  walletApi,
  type TransactionFilter,
  type TransactionItem,
  type TransactionPage,
} from '../api';
import { transactionsCsv, transactionsCsvFileName } from '../model/transactionsCsv';

/**
 * "Export CSV": every movement matching `filter`, fetched page after page at the largest
 * page size (not the pages the screen happens to show), written as a CSV file and
 * downloaded. `exporting` is true meanwhile; a page that fails ends it with an error toast.
 */
export function useTransactionsExport(filter: TransactionFilter) {
  const { t } = useTranslation('wallet');
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);

  const fetchAll = useCallback(
    () =>
      collectPages<TransactionItem>(async (after) => {
        // Fresh from the server, and not kept in the cache: nothing on screen reads it.
        const page: TransactionPage = await dispatch(
          walletApi.endpoints.transactionsPage.initiate(
            { ...filter, first: PAGE_SIZE_MAX, after },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
        return page;
      }),
    [dispatch, filter],
  );

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
          t('export.header.by'),
        ],
        kind: (kind) => t(`kinds.${kind}`),
      });
      downloadCsv(transactionsCsvFileName(new Date()), csv);
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
