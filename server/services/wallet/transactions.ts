/**
 * The wallet's history (Transactions): the company's wallet entries, newest first, each
 * with its transaction's description and invoice, a page and its total in one statement
 * read through the partial indexes of wallet entries (ledger_entries_wallet_idx, and
 * ledger_entries_wallet_kind_idx for one kind).
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { transactionsArgsSchema } from '../../../domain/wallet/schema';
import type { TransactionKindName } from '../../../domain/wallet/rules';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { invoices } from '../../db/schema/billing';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';
import type { LedgerEntryRow } from '../../db/schema/wallet';
import { parsedJson, rowFromJson, rowJson } from '../../db/rowJson';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { listOwned, totalField, viewsAndTotal } from '../shared/owned';
import type { ViewQuery } from '../shared/owned';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import { personName } from '../teams/personName';
import { isWalletEntry } from './ledger';
import type { Described } from './ledger';

/** A movement of the wallet as its history shows it. */
export interface TransactionView {
  /** The wallet entry: signed amount, balance after, kind, time. */
  row: LedgerEntryRow;
  description: Described;
  invoiceId: number | null;
  /**
   * The company's person who made it (docs/product.md#brand-teams, "Who did what"): their
   * name, else their e-mail; null for a movement no one of the company made.
   */
  by: string | null;
}

/** The person of a movement, joined once for the whole page. */
const mover = alias(companies, 'mover');

const NEWEST = byCreation<LedgerEntryRow>(ledgerEntries, 'newest', 'desc');

interface TransactionViewJson {
  row: unknown;
  description: Described;
  invoiceId: number | null;
  by: string | null;
}

/** Wallet entries as views, in one statement (the transaction and the invoice joined). */
const transactionViewQuery: ViewQuery<TransactionView> = async (
  db,
  { where, orderBy, limit, total },
) => {
  const view = sql`json_build_object(
    'row', ${rowJson(ledgerEntries)},
    'description', ${ledgerTransactions.description},
    'invoiceId', ${invoices.id},
    'by', ${personName(mover)})`;
  const rows = await db
    .select({ view, total: totalField(total) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transaction_id))
    .leftJoin(invoices, eq(invoices.transaction_id, ledgerEntries.transaction_id))
    .leftJoin(mover, eq(mover.id, ledgerTransactions.member_id))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return viewsAndTotal(rows, (value) => {
    const json = parsedJson(value) as TransactionViewJson;
    return {
      row: rowFromJson(ledgerEntries, json.row),
      description: json.description,
      invoiceId: json.invoiceId,
      by: json.by,
    };
  });
};

export interface TransactionsArgs {
  first?: number | null;
  after?: string | null;
  kind?: TransactionKindName | null;
  from?: string | null;
  to?: string | null;
}

/**
 * Transactions: the company's wallet movements, newest first; optionally of one kind, and
 * made at or after `from` and before `to`.
 */
export async function listTransactions(
  env: ServiceEnv,
  companyId: number,
  args: TransactionsArgs,
): Promise<Page<TransactionView>> {
  const input = await validated(transactionsArgsSchema, args);
  const filters: Array<SQL | undefined> = [
    eq(ledgerEntries.company_id, companyId),
    isWalletEntry,
    input.kind ? eq(ledgerEntries.kind, input.kind) : undefined,
    input.from ? gte(ledgerEntries.created_at, new Date(input.from)) : undefined,
    input.to ? lt(ledgerEntries.created_at, new Date(input.to)) : undefined,
  ];
  return listOwned(
    env,
    ledgerEntries,
    { where: and(...filters), sort: NEWEST, first: args.first, after: args.after },
    transactionViewQuery,
  );
}

/** The wallet movement of one ledger transaction (a top-up just made or answered again). */
export async function transactionView(
  db: Database,
  transactionId: number,
): Promise<TransactionView> {
  const { views } = await transactionViewQuery(db, {
    where: and(eq(ledgerEntries.transaction_id, transactionId), isWalletEntry),
    orderBy: [],
    limit: 1,
  });
  if (!views[0]) throw new Error(`ledger transaction ${transactionId} has no wallet entry`);
  return views[0];
}
