import { chakra, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import type { TransactionItem } from '../api';
import { useTransactionFormat } from '../hooks/useTransactionFormat';

/** Money in is green (AA contrast in both modes); money out reads in the text colour. */
const amountColor = (cents: number) =>
  cents >= 0 ? { _light: 'green.700', _dark: 'green.300' } : 'fg';

/** The description, opening the movement's invoice when it has one. */
function Description({ transaction }: { transaction: TransactionItem }) {
  if (!transaction.invoice_id) return <>{transaction.description}</>;
  return (
    <Link asChild colorPalette="brand" color="brand.fg" fontWeight="medium">
      <RouterLink to={paths.invoice(transaction.invoice_id)}>{transaction.description}</RouterLink>
    </Link>
  );
}

interface RowsProps {
  transactions: readonly TransactionItem[];
  /** Dimmed while another filter's movements load. */
  stale: boolean;
}

const Th = chakra('th', {
  base: {
    px: '4',
    py: '3',
    textAlign: 'start',
    fontSize: 'xs',
    fontWeight: 'semibold',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
  },
});
const Td = chakra('td', { base: { px: '4', py: '3', verticalAlign: 'top' } });
const NUMBER = {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** From 768 px: one row per movement, the amounts aligned on the right. */
export function TransactionTable({ transactions, stale }: RowsProps) {
  const { t } = useTranslation('wallet');
  const format = useTransactionFormat();
  return (
    <chakra.div
      overflowX="auto"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="surface.panel"
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      <chakra.table w="full" fontSize="sm" aria-label={t('history.label')} aria-busy={stale}>
        <chakra.thead bg="bg.subtle">
          <tr>
            <Th>{t('history.columns.date')}</Th>
            <Th>{t('history.columns.kind')}</Th>
            <Th>{t('history.columns.description')}</Th>
            <Th {...NUMBER}>{t('history.columns.amount')}</Th>
            <Th {...NUMBER}>{t('history.columns.balanceAfter')}</Th>
          </tr>
        </chakra.thead>
        <tbody>
          {transactions.map((transaction) => (
            <chakra.tr key={transaction.id} borderTopWidth="1px" borderColor="border.muted">
              <Td whiteSpace="nowrap" color="fg.muted">
                <time dateTime={transaction.created_at}>{format.date(transaction.created_at)}</time>
              </Td>
              <Td whiteSpace="nowrap">{format.kind(transaction.kind)}</Td>
              <Td>
                <Description transaction={transaction} />
              </Td>
              <Td {...NUMBER} fontWeight="semibold" color={amountColor(transaction.amount)}>
                {format.signed(transaction.amount)}
              </Td>
              <Td {...NUMBER}>{format.money(transaction.balance_after)}</Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}

/** Below 768 px: a card per movement, kind and amount first, then what and when. */
export function TransactionCards({ transactions, stale }: RowsProps) {
  const { t } = useTranslation('wallet');
  const format = useTransactionFormat();
  return (
    <Stack
      as="ul"
      listStyleType="none"
      gap="3"
      aria-label={t('history.label')}
      aria-busy={stale}
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      {transactions.map((transaction) => (
        <Stack
          as="li"
          key={transaction.id}
          gap="1.5"
          p="4"
          rounded="xl"
          borderWidth="1px"
          borderColor="border.muted"
          bg="surface.panel"
        >
          <Flex justify="space-between" gap="3" align="baseline">
            <Text fontWeight="semibold">{format.kind(transaction.kind)}</Text>
            <Text
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              whiteSpace="nowrap"
              color={amountColor(transaction.amount)}
            >
              {format.signed(transaction.amount)}
            </Text>
          </Flex>
          <Text fontSize="sm" overflowWrap="anywhere">
            <Description transaction={transaction} />
          </Text>
          <Flex justify="space-between" gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
            <time dateTime={transaction.created_at}>{format.date(transaction.created_at)}</time>
            <Text fontVariantNumeric="tabular-nums">
              {t('history.balanceAfter', { amount: format.money(transaction.balance_after) })}
            </Text>
          </Flex>
        </Stack>
      ))}
    </Stack>
  );
}
