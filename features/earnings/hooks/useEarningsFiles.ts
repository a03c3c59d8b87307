import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { PAGE_SIZE_MAX } from '@/domain/pagination';
import { downloadCsv } from '@/src/ui/downloadCsv';
import { alreadyReported } from '@/src/ui/forms/submissionErrors';
import { collectPages } from '@/store/cursorPages';
import { useAppDispatch } from '@/store/hooks';
import { earningsApi, type EarningsStatement, type HistoryFilter, type MovementItem } from '../api';
import {
  historyCsv,
  historyCsvFileName,
  monthDays,
  statementCsv,
  statementCsvFileName,
  type EarningsCsvLabels,
} from '../model/earningsCsv';

/** What is being made: the history's export, or one month's statement. */
export type EarningsFileJob = { kind: 'history' } | { kind: 'statement'; month: string };

/**
 * The earnings' CSV files: "Export CSV" of the history as filtered, and each month's
 * statement. Both fetch every movement they need page after page at the largest page size
 * (not the pages the screen shows), then download the file; `busy` names the file being
 * made. A page that fails ends it with an error toast (unless the app already said why).
 */
export function useEarningsFiles() {
  const { t } = useTranslation('earnings');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<EarningsFileJob | null>(null);

  const fetchAll = useCallback(
    (filter: HistoryFilter) =>
      collectPages<MovementItem>((after) =>
        // Fresh from the server, and not kept in the cache: nothing on screen reads it.
        dispatch(
          earningsApi.endpoints.creatorEarningsHistoryPage.initiate(
            { ...filter, first: PAGE_SIZE_MAX, after },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap(),
      ),
    [dispatch],
  );

  const run = useCallback(
    async (
      job: EarningsFileJob,
      make: (labels: EarningsCsvLabels) => Promise<[string, string]>,
    ) => {
      setBusy(job);
      try {
        const [fileName, csv] = await make({
          header: [
            t('export.header.date'),
            t('export.header.kind'),
            t('export.header.description'),
            t('export.header.amount'),
            t('export.header.balanceAfter'),
          ],
          kind: (kind) => t(`kinds.${kind}`),
          opening: t('export.opening'),
          closing: t('export.closing'),
        });
        downloadCsv(fileName, csv);
      } catch (error) {
        if (!alreadyReported(error)) {
          dispatch(toastAdded({ type: 'error', messageKey: 'earnings:export.failed' }));
        }
      } finally {
        setBusy(null);
      }
    },
    [dispatch, t],
  );

  const exportHistory = useCallback(
    (filter: HistoryFilter) =>
      run({ kind: 'history' }, async (labels) => [
        historyCsvFileName(new Date()),
        historyCsv(await fetchAll(filter), labels),
      ]),
    [fetchAll, run],
  );

  const downloadStatement = useCallback(
    (statement: EarningsStatement) =>
      run({ kind: 'statement', month: statement.month }, async (labels) => [
        statementCsvFileName(statement.month),
        statementCsv(statement, await fetchAll(monthDays(statement.month)), labels),
      ]),
    [fetchAll, run],
  );

  return { busy, exportHistory, downloadStatement };
}
