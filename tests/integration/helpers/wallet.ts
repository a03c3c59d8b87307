/**
 * The wallet, ledger and invoices in tests: their API operations (no screen sends them
 * yet, so their text is here), the service env the money services run in, and the
 * ledger's invariants checked straight in the database.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '@/server/db/schema/wallet';
import { createSandboxGateway } from '@/server/payments/sandbox/gateway';
import type { InvoiceLine } from '@/server/services/wallet/invoicing';
import type { MoneyEnv } from '@/server/services/wallet/ledger';
import type { PaymentPurpose } from '@/server/services/wallet/payments';
import { creditBankTransfer } from '@/server/services/wallet/topUps';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import type { TestServer } from './testServer';

const TRANSACTION = 'id kind description amount balance_after created_at invoice_id';
const ADDRESS = 'full_name address_name address_line1 address_line2 city state country zip tax_id';
const INVOICE = `id number created_at description lines { description amount } total method
  card_brand card_last4 billing { company_name email address { ${ADDRESS} } }`;
const WALLET = 'user_id balance currency { id name symbol code }';

export const WALLET_OPS = {
  wallet: `query Wallet { Wallet { ${WALLET} } }`,
  transactions: `query Transactions($first: Int, $after: String, $kind: TransactionKind,
    $from: String, $to: String) {
    Transactions(first: $first, after: $after, kind: $kind, from: $from, to: $to) {
      nodes { ${TRANSACTION} } page_info { has_next_page end_cursor } total_count } }`,
  invoices: `query Invoices($first: Int, $after: String) {
    Invoices(first: $first, after: $after) {
      nodes { ${INVOICE} } page_info { has_next_page end_cursor } total_count } }`,
  invoice: `query Invoice($id: ID!) { Invoice(id: $id) { ${INVOICE} } }`,
  bankTransferInformation: `query BankTransferInformation { BankTransferInformation {
    id company_id full_name account_number routing_number account_type bank_address
    recipient_name purpose_of_payment reference created_at } }`,
  topUp: `mutation WalletTopUp($amount_cents: Int!, $card_id: ID!, $idempotency_key: String!) {
    WalletTopUp(amount_cents: $amount_cents, card_id: $card_id, idempotency_key: $idempotency_key) {
      wallet { ${WALLET} } transaction { ${TRANSACTION} } invoice { ${INVOICE} } } }`,
} as const;
export type WalletOp = keyof typeof WALLET_OPS;

export interface ApiTransaction {
  id: string;
  kind: string;
  description: string;
  amount: number;
  balance_after: number;
  created_at: string;
  invoice_id: string | null;
}

export interface ApiInvoice {
  id: string;
  number: string;
  created_at: string;
  description: string;
  lines: Array<{ description: string; amount: number }>;
  total: number;
  method: string;
  card_brand: string | null;
  card_last4: string | null;
  billing: {
    company_name: string | null;
    email: string;
    address: Record<string, string | null> | null;
  };
}

export interface ApiWallet {
  user_id: string;
  balance: number;
  currency: { id: string; name: string; symbol: string; code: string };
}

interface Connection<T> {
  nodes: T[];
  page_info: { has_next_page: boolean; end_cursor: string | null };
  total_count: number;
}

/** What each operation answers in `data`. */
export interface WalletData {
  wallet: { Wallet: ApiWallet };
  transactions: { Transactions: Connection<ApiTransaction> };
  invoices: { Invoices: Connection<ApiInvoice> };
  invoice: { Invoice: ApiInvoice };
  bankTransferInformation: { BankTransferInformation: Record<string, string> };
  topUp: { WalletTopUp: { wallet: ApiWallet; transaction: ApiTransaction; invoice: ApiInvoice } };
}

/** Runs a wallet operation on /v1/j as the session `token`, optionally in `locale`. */
export function walletApi<O extends WalletOp>(
  t: TestServer,
  token: string,
  op: O,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<WalletData[O]>> {
  return postGraphql<WalletData[O]>(`${t.url}/v1/j`, WALLET_OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/**
 * The money services' env on the test server's database and clock. The sandbox gateway
 * keeps everything in that database, so this instance behaves exactly as the server's.
 */
export function moneyEnv(t: TestServer): MoneyEnv {
  return {
    db: t.db,
    services: { now: t.clock.now, gateway: createSandboxGateway({ db: t.db, now: t.clock.now }) },
  };
}

/** Credits a bank transfer to the company's wallet (a unique reference unless given). */
let references = 0;
export async function credit(t: TestServer, companyId: number, cents: number, reference?: string) {
  references += 1;
  return creditBankTransfer(moneyEnv(t), companyId, cents, reference ?? `TEST-${references}`);
}

/** A campaign-like purpose of `cents`, in one line. */
export function purposeOf(cents: number, name = 'Spring launch'): PaymentPurpose {
  const line: InvoiceLine = { key: 'ledger:payment', values: { name }, amount_cents: cents };
  return {
    description: { key: 'ledger:payment', values: { name } },
    lines: [line],
    destination: 'campaign_escrow',
    details: { campaign: name },
  };
}

/**
 * The ledger's guarantees for a company, from its rows: every transaction sums to zero,
 * and each wallet entry's balance_after is the running sum of the wallet's entries (in the
 * order written) and never negative. Returns the final balance.
 */
export async function expectConsistentLedger(t: TestServer, companyId: number): Promise<number> {
  const entries = await t.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.company_id, companyId))
    .orderBy(asc(ledgerEntries.id));
  const sums = new Map<number, number>();
  let running = 0;
  for (const entry of entries) {
    sums.set(entry.transaction_id, (sums.get(entry.transaction_id) ?? 0) + entry.amount_cents);
    if (entry.account !== 'wallet') {
      expect(entry.balance_after_cents).toBeNull();
      continue;
    }
    running += entry.amount_cents;
    expect(entry.balance_after_cents, `wallet entry ${entry.id}`).toBe(running);
    expect(running).toBeGreaterThanOrEqual(0);
  }
  expect([...sums.values()].filter((sum) => sum !== 0)).toEqual([]);
  expect(entries.reduce((total, entry) => total + entry.amount_cents, 0)).toBe(0);
  return running;
}

/**
 * Writes `count` movements of a company straight into the ledger, one second apart from
 * `start`: bank credits of $1 and wallet payments of 50 cents in turn (so the balance never
 * goes below zero), 1,000 rows a statement with both legs of a movement in one statement
 * (the database checks each transaction sums to zero when its statement commits).
 */
export async function seedLedger(
  t: TestServer,
  companyId: number,
  { count, start }: { count: number; start: Date },
): Promise<void> {
  const CHUNK = 500;
  let balance = 0;
  for (let from = 0; from < count; from += CHUNK) {
    const kinds = Array.from({ length: Math.min(CHUNK, count - from) }, (_, k) =>
      (from + k) % 2 === 0 ? ('top_up_bank' as const) : ('payment' as const),
    );
    const at = (k: number) => new Date(start.getTime() + (from + k) * 1000);
    const transactions = await t.db
      .insert(ledgerTransactions)
      .values(
        kinds.map((kind, k) => ({
          company_id: companyId,
          kind,
          method: kind === 'payment' ? 'wallet' : 'bank_transfer',
          idempotency_key: `seed-${companyId}-${from + k}`,
          description: { key: 'ledger:topUpBank', values: { reference: `SEED-${from + k}` } },
          amount_cents: kind === 'payment' ? 50 : 100,
          created_at: at(k),
        })),
      )
      .returning({ id: ledgerTransactions.id });
    const entries = kinds.flatMap((kind, k) => {
      const amount = kind === 'payment' ? -50 : 100;
      balance += amount;
      const common = { transaction_id: transactions[k]!.id, company_id: companyId, kind };
      return [
        { ...common, account: 'wallet', amount_cents: amount, balance_after_cents: balance },
        {
          ...common,
          account: kind === 'payment' ? 'campaign_escrow' : 'bank_clearing',
          amount_cents: -amount,
          balance_after_cents: null,
        },
      ].map((entry) => ({ ...entry, created_at: at(k) }));
    });
    await t.db.insert(ledgerEntries).values(entries);
  }
}

/** PostgreSQL's plan of a statement the server ran, as text (PGlite and pg alike). */
export async function planOf(
  t: TestServer,
  statement: { sql: string; params: unknown[] },
): Promise<string> {
  const client = (t.db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`explain ${statement.sql}`, statement.params);
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}
