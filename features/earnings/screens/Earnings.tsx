import { Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WalletIcon } from '@/src/ui/appIcons';
import { PageHeader } from '@/src/ui/PageHeader';
import { LoadError, PageState } from '@/src/ui/PageState';
import { useCreatorEarningsQuery, type EarningsStatement, type HistoryFilter } from '../api';
import { EarningsFigures, EarningsFiguresSkeleton } from '../components/EarningsFigures';
import { EarningsHistory } from '../components/EarningsHistory';
import { PayoutAccountSection } from '../components/PayoutAccountSection';
import { PayoutRequestDialog } from '../components/PayoutRequestDialog';
import { PayoutsList } from '../components/PayoutsList';
import { StatementsList } from '../components/StatementsList';
import { useEarningsFiles } from '../hooks/useEarningsFiles';
import { isNewCreator } from '../rules';

/** What a creator with money sees: figures, account, payouts, history and statements. */
function EarningsOverview({
  earnings,
}: {
  earnings: NonNullable<ReturnType<typeof useCreatorEarningsQuery>['data']>;
}) {
  const [requesting, setRequesting] = useState(false);
  const files = useEarningsFiles();
  const { exportHistory, downloadStatement } = files;
  // Stable, so the statements' rows keep their memoised columns between renders.
  const onExport = useCallback(
    (filter: HistoryFilter) => void exportHistory(filter),
    [exportHistory],
  );
  const onDownload = useCallback(
    (statement: EarningsStatement) => void downloadStatement(statement),
    [downloadStatement],
  );
  return (
    <>
      <EarningsFigures earnings={earnings} onRequest={() => setRequesting(true)} />
      <PayoutAccountSection account={earnings.payout_account ?? null} />
      <PayoutsList />
      <EarningsHistory onExport={onExport} exporting={files.busy?.kind === 'history'} />
      <StatementsList
        onDownload={onDownload}
        downloading={files.busy?.kind === 'statement' ? files.busy.month : null}
      />
      <PayoutRequestDialog
        open={requesting}
        onClose={() => setRequesting(false)}
        earnings={earnings}
      />
    </>
  );
}

/**
 * Earnings (`/creator/earnings`, docs/product.md#earnings-and-payouts): what the creator
 * has available, pending, on its way and paid out; the payout account; "Request a payout";
 * the payouts, the history of movements with its CSV export, and the monthly statements.
 * A creator who has earned nothing yet sees what will show here, and may add the account.
 */
export default function Earnings() {
  const { t } = useTranslation('earnings');
  const { t: tScreens } = useTranslation('screens');
  const earnings = useCreatorEarningsQuery();

  let body;
  if (earnings.isLoading) body = <EarningsFiguresSkeleton />;
  else if (!earnings.data) {
    body = (
      <LoadError
        title={t('figures.loadError')}
        hint={t('figures.loadErrorHint')}
        onRetry={() => void earnings.refetch()}
      />
    );
  } else if (isNewCreator(earnings.data) && !earnings.data.current_payout) {
    body = (
      <>
        <PageState
          icon={<WalletIcon />}
          title={t('figures.emptyTitle')}
          description={t('figures.emptyBody')}
        />
        <PayoutAccountSection account={earnings.data.payout_account ?? null} />
      </>
    );
  } else body = <EarningsOverview earnings={earnings.data} />;

  return (
    <Stack gap="8" maxW="7xl">
      <PageHeader title={tScreens('creatorEarnings.title')} description={t('intro')} />
      {body}
    </Stack>
  );
}
