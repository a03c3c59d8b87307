/**
 * Creators' earnings and payouts in tests: the operations (the creators' screens send
 * their own documents), bank tokens from the sandbox endpoint, a creator with earned
 * money, and the ledger's double entry checked across every transaction.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '@/server/db/client';
import { recordTransaction } from '@/server/services/wallet/ledger';
import { lockCompanyMoney } from '@/server/services/wallet/lock';
import { dataOf } from './catalog';
import { beautyCreator } from './creators';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import type { TestServer } from './testServer';

export const BANK_TOKENS_PATH = '/sandbox-gateway/v1/bank_accounts';
export const TEST_ROUTING = '110000000';
export const TEST_BANK = {
  paid: '000123456789',
  failsNow: '000111111116',
  failsLater: '000111111113',
  settlesLater: '000222222227',
} as const;

const PAYOUT = 'id amount status failure_reason account_last4 created_at settled_at';
const ACCOUNT = 'id holder_name bank_name last4 created_at';

export const EARNINGS_OPS = {
  earnings: `query CreatorEarnings { CreatorEarnings { pending available in_flight paid_out
    minimum_payout payout_account { ${ACCOUNT} } current_payout { ${PAYOUT} } } }`,
  history: `query CreatorEarningsHistory($first: Int, $after: String, $from: String, $to: String) {
    CreatorEarningsHistory(first: $first, after: $after, from: $from, to: $to) {
      nodes { id kind amount description deal_id balance_after available_at created_at }
      page_info { has_next_page end_cursor } } }`,
  payouts: `query CreatorPayouts($first: Int, $after: String) {
    CreatorPayouts(first: $first, after: $after) { nodes { ${PAYOUT} }
      page_info { has_next_page end_cursor } } }`,
  statements: `query CreatorEarningsStatements { CreatorEarningsStatements {
    month opening_balance earned paid_out returned closing_balance } }`,
  addAccount: `mutation CreatorPayoutAccountAdd($holder_name: String!, $token: String!) {
    CreatorPayoutAccountAdd(holder_name: $holder_name, token: $token) { ${ACCOUNT} } }`,
  deleteAccount: `mutation CreatorPayoutAccountDelete { CreatorPayoutAccountDelete { status message } }`,
  request: `mutation CreatorPayoutRequest($amount_cents: Int!, $idempotency_key: String!) {
    CreatorPayoutRequest(amount_cents: $amount_cents, idempotency_key: $idempotency_key) {
      ${PAYOUT} } }`,
} as const;
export type EarningsOp = keyof typeof EARNINGS_OPS;

export interface ApiPayout {
  id: string;
  amount: number;
  status: 'in_flight' | 'paid' | 'failed';
  failure_reason: string | null;
  account_last4: string;
  created_at: string;
  settled_at: string | null;
}

export interface ApiEarnings {
  pending: number;
  available: number;
  in_flight: number;
  paid_out: number;
  minimum_payout: number;
  payout_account: { id: string; holder_name: string; bank_name: string; last4: string } | null;
  current_payout: ApiPayout | null;
}

export interface ApiMovement {
  id: string;
  kind: string;
  amount: number;
  description: string;
  deal_id: string | null;
  balance_after: number;
  available_at: string | null;
  created_at: string;
}

interface Page<T> {
  nodes: T[];
  page_info: { has_next_page: boolean; end_cursor: string | null };
}

export interface EarningsData {
  earnings: { CreatorEarnings: ApiEarnings };
  history: { CreatorEarningsHistory: Page<ApiMovement> };
  payouts: { CreatorPayouts: Page<ApiPayout> };
  statements: { CreatorEarningsStatements: Array<Record<string, string | number>> };
  addAccount: { CreatorPayoutAccountAdd: { id: string; last4: string; bank_name: string } };
  deleteAccount: { CreatorPayoutAccountDelete: { status: string; message: string } };
  request: { CreatorPayoutRequest: ApiPayout };
}

/** Runs an earnings operation on /v1/j as the session `token`, optionally in `locale`. */
export function earningsApi<O extends EarningsOp>(
  t: TestServer,
  token: string,
  op: O,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<EarningsData[O]>> {
  return postGraphql<EarningsData[O]>(`${t.url}/v1/j`, EARNINGS_OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** POSTs to the sandbox's bank tokenisation endpoint (a string: sent as is). */
export async function postBankAccount(t: TestServer, body: Record<string, unknown> | string) {
  const response = await fetch(`${t.url}${BANK_TOKENS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A one-time token of a test bank account. */
export async function bankToken(t: TestServer, accountNumber: string): Promise<string> {
  const response = await postBankAccount(t, {
    routing_number: TEST_ROUTING,
    account_number: accountNumber,
  });
  if (typeof response.body.token !== 'string') throw new Error(JSON.stringify(response));
  return response.body.token;
}

/** Adds the test account `accountNumber` as the creator's payout account. */
export async function addPayoutAccount(t: TestServer, token: string, accountNumber: string) {
  return dataOf(
    await earningsApi(t, token, 'addAccount', {
      holder_name: 'Ana Pérez',
      token: await bankToken(t, accountNumber),
    }),
  ).CreatorPayoutAccountAdd;
}

let credits = 0;

/**
 * Credits a creator's earned money as a deal's acceptance writes it: a company's payout
 * from its campaign escrow to creator_payouts, the leg naming the creator.
 */
export async function creditEarnings(
  t: TestServer,
  creatorId: number,
  cents: number,
  db: Database = t.db,
): Promise<void> {
  credits += 1;
  const company = await t.createCompany();
  await db.transaction(async (tx) => {
    await lockCompanyMoney(tx, company.id);
    await recordTransaction(tx, t.clock.now(), {
      companyId: company.id,
      kind: 'payout',
      method: 'escrow',
      idempotencyKey: `test-earning-${credits}`,
      description: { key: 'ledger:dealPayout', values: { creator: 'Ana', campaign: 'Glow' } },
      amountCents: cents,
      legs: [
        { account: 'campaign_escrow', amountCents: -cents },
        { account: 'creator_payouts', amountCents: cents, creatorId },
      ],
    });
  });
}

/** A new creator with its session and `cents` earned (none when 0). */
export async function earningCreator(t: TestServer, cents: number, seed = 5) {
  const creator = await beautyCreator(t, {}, seed);
  if (cents > 0) await creditEarnings(t, creator.row.id, cents);
  return creator;
}

/** The creator's figures as CreatorEarnings answers them. */
export async function earningsOf(t: TestServer, token: string): Promise<ApiEarnings> {
  return dataOf(await earningsApi(t, token, 'earnings')).CreatorEarnings;
}

/** Double entry across the whole ledger: every transaction, and so everything, sums to zero. */
export async function expectLedgerBalanced(t: TestServer): Promise<void> {
  const unbalanced = (await t.db.execute(sql`select transaction_id, sum(amount_cents)::bigint as sum
    from ledger_entries group by transaction_id having sum(amount_cents) <> 0`)) as unknown as {
    rows: unknown[];
  };
  expect(unbalanced.rows).toEqual([]);
  const total = (await t.db.execute(
    sql`select coalesce(sum(amount_cents), 0)::bigint as sum from ledger_entries`,
  )) as unknown as { rows: Array<{ sum: string | number }> };
  expect(Number(total.rows[0]!.sum)).toBe(0);
}
