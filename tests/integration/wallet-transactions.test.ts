/**
 * Transactions: the wallet's history, its filters (kind, from, to), its pages and what a
 * page costs the database (one statement, read through the wallet entries' indexes).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeChangedTables } from '@/server/db/statistics';
import { pay } from '@/server/services/wallet/payments';
import { serverKey } from '@/server/services/wallet/keys';
import { refund } from '@/server/services/wallet/refunds';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { statementsOf } from './helpers/statements';
import type { Statement } from './helpers/statements';
import { serverForFile, usesPostgres } from './helpers/testServer';
import type { ApiTransaction, WalletData } from './helpers/wallet';
import { credit, moneyEnv, planOf, purposeOf, seedLedger, walletApi } from './helpers/wallet';

const t = serverForFile();
type TransactionPage = WalletData['transactions']['Transactions'];
const HOUR = 60 * 60 * 1000;

describe('filters and pages', () => {
  let token: string;
  /** The movements, newest first, with the time each was made. */
  let all: ApiTransaction[];

  beforeAll(async () => {
    const company = await t.createCompany();
    token = await t.createSession(company.id);
    const env = moneyEnv(t);
    const steps: Array<() => Promise<unknown>> = [
      () => credit(t, company.id, 100_00, 'WIRE-A'),
      () => pay(env, company.id, 10_00, { wallet: true }, 'pay-1', purposeOf(10_00, 'One')),
      () => credit(t, company.id, 50_00, 'WIRE-B'),
      () => pay(env, company.id, 20_00, { wallet: true }, 'pay-2', purposeOf(20_00, 'Two')),
      () => pay(env, company.id, 30_00, { wallet: true }, 'pay-3', purposeOf(30_00, 'Three')),
      () => credit(t, company.id, 5_00, 'WIRE-C'),
    ];
    for (const step of steps) {
      await step();
      t.clock.advance(HOUR);
    }
    const payment = dataOf(await walletApi(t, token, 'transactions', { kind: 'payment' }));
    await refund(
      env,
      company.id,
      Number(payment.Transactions.nodes[0]!.id),
      7_00,
      serverKey('refund-1'),
    );
    all = dataOf(await walletApi(t, token, 'transactions')).Transactions.nodes;
  });

  it('lists every movement newest first with its running balance', () => {
    expect(all.map((node) => [node.kind, node.amount, node.balance_after])).toEqual([
      ['refund', 7_00, 102_00],
      ['top_up_bank', 5_00, 95_00],
      ['payment', -30_00, 90_00],
      ['payment', -20_00, 120_00],
      ['top_up_bank', 50_00, 140_00],
      ['payment', -10_00, 90_00],
      ['top_up_bank', 100_00, 100_00],
    ]);
    expect(all[2]?.description).toBe('Payment: Three');
  });

  it.each([
    ['top_up_bank', 3],
    ['payment', 3],
    ['refund', 1],
    ['top_up_card', 0],
  ])('filters by kind %s', async (kind, count) => {
    const page = dataOf(await walletApi(t, token, 'transactions', { kind })).Transactions;
    expect(page.total_count).toBe(count);
    expect(page.nodes).toEqual(all.filter((node) => node.kind === kind));
  });

  it('filters from a time (included) to a time (excluded)', async () => {
    const times = all.map((node) => node.created_at);
    // all[5] is the second movement, all[2] the fifth.
    const variables = { from: times[5], to: times[2] };
    const page = dataOf(await walletApi(t, token, 'transactions', variables)).Transactions;
    expect(page.nodes).toEqual(all.slice(3, 6));
    expect(page.total_count).toBe(3);
    const payments = dataOf(
      await walletApi(t, token, 'transactions', { ...variables, kind: 'payment' }),
    ).Transactions;
    expect(payments.nodes).toEqual([all[3], all[5]]);
    const same = dataOf(
      await walletApi(t, token, 'transactions', { from: times[3], to: times[3] }),
    );
    expect(same.Transactions).toMatchObject({ nodes: [], total_count: 0 });
    const since = dataOf(await walletApi(t, token, 'transactions', { from: times[1] }));
    expect(since.Transactions.nodes).toEqual(all.slice(0, 2));
  });

  it('walks pages without a repeat or a gap, with the same total on each', async () => {
    for (const variables of [{}, { kind: 'payment' }, { from: all[4]!.created_at }]) {
      const expected = dataOf(await walletApi(t, token, 'transactions', variables)).Transactions;
      const seen: ApiTransaction[] = [];
      let after: string | null = null;
      for (let page = 0; page < 10; page += 1) {
        const response = await walletApi(t, token, 'transactions', {
          ...variables,
          first: 2,
          after,
        });
        const result: TransactionPage = dataOf(response).Transactions;
        expect(result.total_count).toBe(expected.total_count);
        seen.push(...result.nodes);
        after = result.page_info.end_cursor;
        if (!result.page_info.has_next_page) break;
      }
      expect(seen).toEqual(expected.nodes);
    }
  });

  it.each([
    [{ from: 'yesterday' }, { from: 'Enter a valid date' }],
    [{ to: '2026-02-32T00:00:00Z' }, { to: 'Enter a valid date' }],
    [{ to: '2026-02-30T00:00:00Z' }, { to: 'Enter a valid date' }],
    [{ from: '2026-01-01T24:00:00.000Z' }, { from: 'Enter a valid date' }],
    [{ from: '0000-01-01T00:00:00.000Z' }, { from: 'Enter a valid date' }],
    [{ from: '2026-01-01' }, { from: 'Enter a valid date' }],
    [
      { from: '2026-03-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' },
      { to: 'The end date cannot be before the start date' },
    ],
    [{ first: 0 }, { first: 'Ask for 1 to 100 items per page' }],
    [{ first: 101 }, { first: 'Ask for 1 to 100 items per page' }],
    [
      { after: 'not-a-cursor' },
      { after: 'This page is no longer valid: start again from the first page' },
    ],
    [
      { from: 'x\u0000' },
      { from: 'This contains characters that cannot be saved: please remove them' },
    ],
  ])('refuses %j', async (variables, fields) => {
    const response = await walletApi(t, token, 'transactions', variables);
    expect(errorOf(response).extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
  });

  it('reads the first and the last instants there are', async () => {
    for (const variables of [
      { from: '0001-01-01T00:00:00.000Z' },
      { to: '9999-12-31T23:59:59.999Z' },
      { from: '2026-01-01T00:00:00Z', to: '2026-01-01T00:00:00.5Z' },
    ]) {
      const response = await walletApi(t, token, 'transactions', variables);
      expect(response.body.errors, JSON.stringify(variables)).toBeUndefined();
    }
  });

  it('refuses a kind that is not one', async () => {
    const response = await walletApi(t, token, 'transactions', { kind: 'gift' });
    expect(response.body.data ?? null).toBeNull();
    expect(errorOf(response).message).toContain('TransactionKind');
  });
});

describe('what a page costs', () => {
  const COUNT = 4_000;
  let token: string;
  /** A company with few movements among many of others, the oldest in the table. */
  let smallToken: string;

  beforeAll(async () => {
    const small = await t.createCompany();
    smallToken = await t.createSession(small.id);
    await seedLedger(t, small.id, { count: 100, start: new Date(Date.UTC(2025, 0, 1)) });
    const company = await t.createCompany();
    token = await t.createSession(company.id);
    await seedLedger(t, company.id, { count: COUNT, start: new Date(Date.UTC(2026, 0, 1)) });
    if (usesPostgres) await t.db.execute(sql`vacuum analyze ledger_entries`);
    else expect(await analyzeChangedTables(t.db)).toContain('ledger_entries');
  }, 120_000);

  const listStatement = (statements: Statement[]) => {
    const found = statements.find((statement) => /from "ledger_entries"/.test(statement.sql));
    if (!found) throw new Error(`no ledger query in ${JSON.stringify(statements)}`);
    return found;
  };

  it.each([
    ['every kind', {}, 'ledger_entries_wallet_idx'],
    ['one kind', { kind: 'payment' }, 'ledger_entries_wallet_kind_idx'],
    [
      'a time range',
      { from: '2026-01-01T00:10:00.000Z', to: '2026-01-01T00:50:00.000Z' },
      'ledger_entries_wallet_idx',
    ],
  ])('%s: one statement a page, read in index order', async (_name, filters, index) => {
    const variables: Record<string, unknown> = { first: 20, ...filters };
    await walletApi(t, token, 'wallet'); // the session is in memory from here on
    for (const page of ['first', 'next']) {
      const statements = await statementsOf(t.db, async () => {
        const result = dataOf(await walletApi(t, token, 'transactions', variables)).Transactions;
        expect(result.nodes, page).toHaveLength(20);
        variables.after = result.page_info.end_cursor;
      });
      expect(statements, JSON.stringify(statements, null, 1)).toHaveLength(1);
      const plan = await planOf(t, listStatement(statements));
      expect(plan, plan).toContain(index);
      expect(plan, plan).not.toMatch(/^\s*(->\s+)?(Incremental )?Sort\b/m);
    }
  });

  it('the wallet is one statement, its last entry read through its index', async () => {
    for (const [session, balance] of [
      [token, COUNT * 25],
      [smallToken, 100 * 25],
    ] as const) {
      await walletApi(t, session, 'wallet');
      const statements = await statementsOf(t.db, async () => {
        expect(dataOf(await walletApi(t, session, 'wallet')).Wallet.balance).toBe(balance);
      });
      expect(statements).toHaveLength(1);
      const plan = await planOf(t, statements[0]!);
      expect(plan, plan).toMatch(/^\s*(->\s+)?Index (Only )?Scan/m);
      expect(plan, plan).not.toContain('Seq Scan');
      // The planner walks the primary key back when most recent entries are the company's,
      // and must use the wallet's own index when they are not.
      if (session === smallToken) expect(plan, plan).toContain('ledger_entries_wallet_last_idx');
    }
  });
});
