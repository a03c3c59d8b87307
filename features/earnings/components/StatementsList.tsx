import { Button, Heading, Stack } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, ReceiptIcon } from '@/src/ui/appIcons';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import { ListSkeleton, ListStates } from '@/src/ui/list/ListStates';
import { PageState } from '@/src/ui/PageState';
import { useCreatorEarningsStatementsQuery, type EarningsStatement } from '../api';
import { useEarningsFormat } from '../hooks/useEarningsFormat';

const statementKey = (statement: EarningsStatement) => statement.month;

export interface StatementsListProps {
  onDownload: (statement: EarningsStatement) => void;
  /** The month whose statement is being made, if one is. */
  downloading: string | null;
}

/**
 * One statement per month with a movement, newest first: opening balance, earned, paid
 * out, returned and closing balance, each with its CSV download.
 */
export function StatementsList({ onDownload, downloading }: StatementsListProps) {
  const { t } = useTranslation('earnings');
  const format = useEarningsFormat();
  const titleId = useId();
  const statements = useCreatorEarningsStatementsQuery();
  const rows = statements.data ?? [];
  const columns = useMemo((): DataColumn<EarningsStatement>[] => {
    const amount = (key: string, header: string, cents: (row: EarningsStatement) => number) => ({
      key,
      header,
      numeric: true,
      render: (row: EarningsStatement) => format.money(cents(row)),
    });
    return [
      {
        key: 'month',
        header: t('statements.columns.month'),
        nowrap: true,
        strong: true,
        cardLabel: false,
        render: (row) => format.month(row.month),
      },
      amount('opening', t('statements.columns.opening'), (row) => row.opening_balance),
      amount('earned', t('statements.columns.earned'), (row) => row.earned),
      amount('paidOut', t('statements.columns.paidOut'), (row) => row.paid_out),
      amount('returned', t('statements.columns.returned'), (row) => row.returned),
      {
        ...amount('closing', t('statements.columns.closing'), (row) => row.closing_balance),
        strong: true,
      },
      {
        key: 'download',
        header: t('statements.download'),
        cardLabel: false,
        render: (row) => (
          <Button
            size="sm"
            variant="outline"
            // "Download March 2026": the visible text first, then which file it makes.
            aria-label={t('statements.downloadMonth', { month: format.month(row.month) })}
            onClick={() => onDownload(row)}
            loading={downloading === row.month}
            disabled={downloading !== null && downloading !== row.month}
          >
            <DownloadIcon />
            {t('statements.download')}
          </Button>
        ),
      },
    ];
  }, [t, format, onDownload, downloading]);
  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <Heading as="h2" id={titleId} size="lg">
        {t('statements.title')}
      </Heading>
      <ListStates
        query={statements}
        loaded={statements.data !== undefined}
        count={rows.length}
        loading={<ListSkeleton rows={2} height={{ base: '40', md: '12' }} />}
        error={{ title: t('statements.loadError'), hint: t('statements.loadErrorHint') }}
        empty={
          <PageState
            icon={<ReceiptIcon />}
            title={t('statements.emptyTitle')}
            description={t('statements.emptyBody')}
          />
        }
      >
        <DataTable
          label={t('statements.label')}
          rows={rows}
          columns={columns}
          rowKey={statementKey}
          align="middle"
        />
      </ListStates>
    </Stack>
  );
}
