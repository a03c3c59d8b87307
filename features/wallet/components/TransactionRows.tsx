import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import type { TransactionItem } from '../api';
import { useTransactionFormat } from '../hooks/useTransactionFormat';

/** Money in is green (AA contrast in both modes); money out reads in the text colour. */
const amountColor = (cents: number) =>
  cents >= 0 ? { _light: 'green.700', _dark: 'green.300' } : 'fg';

/** The description, opening the movement's invoice when it has one. */
function DescriptionText({ transaction }: { transaction: TransactionItem }) {
  if (!transaction.invoice_id) return <>{transaction.description}</>;
  return (
    <Link asChild colorPalette="brand" color="brand.fg" fontWeight="medium">
      <RouterLink to={paths.invoice(transaction.invoice_id)}>{transaction.description}</RouterLink>
    </Link>
  );
}

/**
 * The description, and under it who of the company made the movement ("by Ana Ruiz"),
 * when someone did (docs/product.md#brand-teams, "Who did what").
 */
function Description({ transaction }: { transaction: TransactionItem }) {
  const { t } = useTranslation('wallet');
  if (!transaction.by) return <DescriptionText transaction={transaction} />;
  return (
    <Stack gap="0.5">
      <Box>
        <DescriptionText transaction={transaction} />
      </Box>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {t('history.by', { name: transaction.by })}
      </Text>
    </Stack>
  );
}

const transactionKey = (transaction: TransactionItem) => transaction.id;

interface RowsProps {
  transactions: readonly TransactionItem[];
  /** Dimmed while another filter's movements load. */
  stale: boolean;
}

/**
 * The movements as a table from 768 px, the amounts aligned on the right; below, a card
 * each, kind and amount first, then what and when.
 */
export function TransactionRows({ transactions, stale }: RowsProps) {
  const { t } = useTranslation('wallet');
  const format = useTransactionFormat();
  // Built again only when the language changes: the rows are memoised and compare their
  // columns by identity, so new ones at each render would re-render every row.
  const columns = useMemo(
    (): DataColumn<TransactionItem>[] => [
      {
        key: 'date',
        header: t('history.columns.date'),
        nowrap: true,
        muted: true,
        render: (transaction) => (
          <time dateTime={transaction.created_at}>{format.date(transaction.created_at)}</time>
        ),
      },
      {
        key: 'kind',
        header: t('history.columns.kind'),
        nowrap: true,
        cardLabel: false,
        render: (transaction, layout) =>
          layout === 'cards' ? (
            <Text fontWeight="semibold">{format.kind(transaction.kind)}</Text>
          ) : (
            format.kind(transaction.kind)
          ),
      },
      {
        key: 'description',
        header: t('history.columns.description'),
        cardLabel: false,
        render: (transaction) => <Description transaction={transaction} />,
      },
      {
        key: 'amount',
        header: t('history.columns.amount'),
        numeric: true,
        strong: true,
        cardLabel: false,
        color: (transaction) => amountColor(transaction.amount),
        render: (transaction) => format.signed(transaction.amount),
      },
      {
        key: 'balanceAfter',
        header: t('history.columns.balanceAfter'),
        numeric: true,
        cardLabel: false,
        render: (transaction, layout) =>
          layout === 'cards'
            ? t('history.balanceAfter', { amount: format.money(transaction.balance_after) })
            : format.money(transaction.balance_after),
      },
    ],
    [t, format],
  );
  return (
    <DataTable
      label={t('history.label')}
      rows={transactions}
      columns={columns}
      rowKey={transactionKey}
      stale={stale}
      align="top"
    />
  );
}
