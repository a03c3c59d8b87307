import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinuteClock } from '@/src/lib/minuteClock';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import type { MovementItem } from '../api';
import { useEarningsFormat } from '../hooks/useEarningsFormat';

/** Money in is green (AA contrast in both modes); money out reads in the text colour. */
const amountColor = (cents: number) =>
  cents >= 0 ? { _light: 'green.700', _dark: 'green.300' } : 'fg';

const movementKey = (movement: MovementItem) => movement.id;

/** Whether the movement's money is still in its hold period. */
const isHeld = (movement: MovementItem, now: number) =>
  movement.available_at !== null && Date.parse(movement.available_at) > now;

/**
 * The movements as a table from 768 px (amounts on the right), a card each below; a
 * movement still held says when it becomes available.
 */
export function MovementRows({
  movements,
  stale,
}: {
  movements: readonly MovementItem[];
  stale: boolean;
}) {
  const { t } = useTranslation('earnings');
  const format = useEarningsFormat();
  // A hold that ends while the page is open stops showing within the minute.
  const now = useMinuteClock() * 60_000;
  const columns = useMemo((): DataColumn<MovementItem>[] => {
    return [
      {
        key: 'date',
        header: t('history.columns.date'),
        nowrap: true,
        muted: true,
        render: (movement) => (
          <time dateTime={movement.created_at}>{format.date(movement.created_at)}</time>
        ),
      },
      {
        key: 'kind',
        header: t('history.columns.kind'),
        nowrap: true,
        cardLabel: false,
        render: (movement, layout) =>
          layout === 'cards' ? (
            <Text fontWeight="semibold">{format.kind(movement.kind)}</Text>
          ) : (
            format.kind(movement.kind)
          ),
      },
      {
        key: 'description',
        header: t('history.columns.description'),
        cardLabel: false,
        render: (movement) => (
          <Stack gap="0.5">
            <span>{movement.description}</span>
            {isHeld(movement, now) && movement.available_at && (
              <Text fontSize="sm" color="fg.muted">
                {t('history.availableFrom', { date: format.day(movement.available_at) })}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'amount',
        header: t('history.columns.amount'),
        numeric: true,
        strong: true,
        cardLabel: false,
        color: (movement) => amountColor(movement.amount),
        render: (movement) => format.signed(movement.amount),
      },
      {
        key: 'balanceAfter',
        header: t('history.columns.balanceAfter'),
        numeric: true,
        cardLabel: false,
        render: (movement, layout) =>
          layout === 'cards'
            ? t('history.balanceAfter', { amount: format.money(movement.balance_after) })
            : format.money(movement.balance_after),
      },
    ];
  }, [t, format, now]);
  return (
    <DataTable
      label={t('history.label')}
      rows={movements}
      columns={columns}
      rowKey={movementKey}
      stale={stale}
      align="top"
    />
  );
}
