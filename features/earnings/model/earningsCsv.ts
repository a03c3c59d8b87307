import { centsAsDecimal, toCsv, type CsvCell } from '@/src/lib/csv';
import { localDayOf } from '@/src/lib/localDays';
import type { EarningsMovementKind } from '@/store/generated/graphql';
import type { EarningsStatement, MovementItem } from '../api';

/** The texts of the files, in the reader's language. */
export interface EarningsCsvLabels {
  /** Date, Kind, Description, Amount (USD), Balance after (USD). */
  header: readonly [string, string, string, string, string];
  kind: (kind: EarningsMovementKind) => string;
  /** A statement's first and last lines. */
  opening: string;
  closing: string;
}

/** A movement as a line: ISO date, kind, description, and plain signed dollars. */
const movementRow = (movement: MovementItem, labels: EarningsCsvLabels): CsvCell[] => [
  movement.created_at,
  labels.kind(movement.kind),
  movement.description,
  { number: centsAsDecimal(movement.amount) },
  { number: centsAsDecimal(movement.balance_after) },
];

/**
 * The history as a CSV file (RFC 4180, formula-guarded by `toCsv`): the movements as the
 * history lists them, newest first, amounts as numbers a spreadsheet reads.
 */
export function historyCsv(movements: readonly MovementItem[], labels: EarningsCsvLabels): string {
  return toCsv([labels.header, ...movements.map((movement) => movementRow(movement, labels))]);
}

/** The first and the last day of a month written YYYY-MM. */
export function monthDays(month: string): { from: string; to: string } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * A monthly statement as a CSV file: the opening balance, the month's movements in the
 * order they happened, and the closing balance.
 */
export function statementCsv(
  statement: EarningsStatement,
  movements: readonly MovementItem[],
  labels: EarningsCsvLabels,
): string {
  const { from, to } = monthDays(statement.month);
  const balanceLine = (day: string, label: string, cents: number): CsvCell[] => [
    day,
    '',
    label,
    '',
    { number: centsAsDecimal(cents) },
  ];
  const oldestFirst = [...movements].reverse();
  return toCsv([
    labels.header,
    balanceLine(from, labels.opening, statement.opening_balance),
    ...oldestFirst.map((movement) => movementRow(movement, labels)),
    balanceLine(to, labels.closing, statement.closing_balance),
  ]);
}

/** earnings-history-2026-03-09.csv, dated by the reader's own calendar. */
export const historyCsvFileName = (now: Date) => `earnings-history-${localDayOf(now)}.csv`;

/** earnings-statement-2026-03.csv */
export const statementCsvFileName = (month: string) => `earnings-statement-${month}.csv`;
