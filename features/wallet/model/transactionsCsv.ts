import { centsAsDecimal, toCsv, type CsvCell } from '@/src/lib/csv';
import { localDayOf } from '@/src/lib/localDays';
import type { TransactionItem } from '../api';
import type { TransactionKindName } from '@/domain/wallet/rules';

/** The texts of the file, in the reader's language. */
export interface TransactionsCsvLabels {
  /** Date, Kind, Description, Amount (USD), Balance after (USD), By. */
  header: readonly [string, string, string, string, string, string];
  kind: (kind: TransactionKindName) => string;
}

/**
 * The history as a CSV file: ISO dates, the kind's label, the description as the server
 * wrote it, the amounts as plain signed dollars (-10.00) a spreadsheet reads as numbers,
 * and last who of the company made it (empty when no one did: docs/product.md#brand-teams).
 */
export function transactionsCsv(
  transactions: readonly TransactionItem[],
  labels: TransactionsCsvLabels,
): string {
  const rows: CsvCell[][] = transactions.map((transaction) => [
    transaction.created_at,
    labels.kind(transaction.kind),
    transaction.description,
    { number: centsAsDecimal(transaction.amount) },
    { number: centsAsDecimal(transaction.balance_after) },
    transaction.by ?? '',
  ]);
  return toCsv([labels.header, ...rows]);
}

/** wallet-transactions-2026-03-09.csv, dated by the reader's own calendar. */
export const transactionsCsvFileName = (now: Date) => `wallet-transactions-${localDayOf(now)}.csv`;
