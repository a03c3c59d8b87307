/**
 * The ledger under parallel requests: the company's money lock must make concurrent
 * payments, repeats and refunds add up exactly, never below zero, never twice.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '@/server/db/schema/billing';
import { ledgerEntries, ledgerTransactions } from '@/server/db/schema/wallet';
import { ServiceError } from '@/server/services/errors';
import { pay } from '@/server/services/wallet/payments';
import { serverKey } from '@/server/services/wallet/keys';
import { refund } from '@/server/services/wallet/refunds';
import { dataOf } from './helpers/catalog';
import { serverForFile } from './helpers/testServer';
import { credit, expectConsistentLedger, moneyEnv, purposeOf, walletApi } from './helpers/wallet';

const t = serverForFile();

/** How each settled call ended: 'ok' or its ServiceError code. */
function outcomes(results: Array<PromiseSettledResult<unknown>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) {
    let outcome = 'ok';
    if (result.status === 'rejected') {
      const error: unknown = result.reason;
      outcome = error instanceof ServiceError ? error.code : String(error);
    }
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

describe('100 concurrent wallet payments of $10 against $555', () => {
  it('pay exactly 55, refuse 45, and end at $5 with a ledger that balances', async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    await credit(t, company.id, 555_00);
    const env = moneyEnv(t);

    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        pay(env, company.id, 10_00, { wallet: true }, `campaign-${i}`, purposeOf(10_00)),
      ),
    );
    expect(outcomes(results)).toEqual({ ok: 55, INSUFFICIENT_FUNDS: 45 });

    // Every wallet entry's balance is the running sum, never negative; every transaction
    // and the whole ledger sum to zero.
    expect(await expectConsistentLedger(t, company.id)).toBe(5_00);
    const walletEntries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.company_id, company.id));
    const walletSum = walletEntries
      .filter((entry) => entry.account === 'wallet')
      .reduce((sum, entry) => sum + entry.amount_cents, 0);
    expect(walletSum).toBe(5_00);
    expect(dataOf(await walletApi(t, token, 'wallet')).Wallet.balance).toBe(5_00);
    expect(
      await t.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.company_id, company.id)),
    ).toHaveLength(56);

    // The invoices of the 55 payments are numbered 1 to 55: no gap, no repeat.
    const numbers = (
      await t.db
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.company_id, company.id))
    ).map((row) => row.number);
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 55 }, (_, i) => i + 1));
    const history = dataOf(await walletApi(t, token, 'transactions', { kind: 'payment' }));
    expect(history.Transactions.total_count).toBe(55);
  });
});

describe('one idempotency key, 10 requests at once', () => {
  it('pays once and answers all of them alike', async () => {
    const company = await t.createCompany();
    await credit(t, company.id, 100_00);
    const env = moneyEnv(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        pay(env, company.id, 30_00, { wallet: true }, 'same-key', purposeOf(30_00)),
      ),
    );
    for (const result of results) expect(result).toEqual(results[0]);
    const payments = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.company_id, company.id));
    expect(payments.filter((row) => row.kind === 'payment')).toHaveLength(1);
    expect(
      await t.db.select().from(invoices).where(eq(invoices.company_id, company.id)),
    ).toHaveLength(1);
    expect(await expectConsistentLedger(t, company.id)).toBe(70_00);
  });
});

describe('concurrent refunds', () => {
  it('never give back more than the payment', async () => {
    const company = await t.createCompany();
    await credit(t, company.id, 100_00);
    const env = moneyEnv(t);
    const { transaction } = await pay(
      env,
      company.id,
      100_00,
      { wallet: true },
      'to-refund',
      purposeOf(100_00),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        refund(env, company.id, transaction.id, 15_00, serverKey(`refund-${i}`)),
      ),
    );
    expect(outcomes(results)).toEqual({ ok: 6, REFUND_TOO_LARGE: 4 });
    expect(await expectConsistentLedger(t, company.id)).toBe(90_00);
  });
});

describe('two companies at once', () => {
  it('do not wait for or touch each other’s money', async () => {
    const [a, b] = [await t.createCompany(), await t.createCompany()];
    await credit(t, a.id, 50_00);
    await credit(t, b.id, 20_00);
    const env = moneyEnv(t);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        pay(env, i % 2 ? a.id : b.id, 5_00, { wallet: true }, `both-${i}`, purposeOf(5_00)),
      ),
    );
    expect(outcomes(results)).toEqual({ ok: 14, INSUFFICIENT_FUNDS: 6 });
    expect(await expectConsistentLedger(t, a.id)).toBe(0);
    expect(await expectConsistentLedger(t, b.id)).toBe(0);
  });
});
