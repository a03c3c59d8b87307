/**
 * The ledger through its services and the API: bank credits, wallet payments, refunds, the
 * rows each writes, and what the Wallet and Transactions answer about them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceNumber } from '@/domain/wallet/rules';
import { invoices } from '@/server/db/schema/billing';
import { ledgerEntries, ledgerTransactions, wallets } from '@/server/db/schema/wallet';
import { ServiceError } from '@/server/services/errors';
import { pay } from '@/server/services/wallet/payments';
import { serverKey } from '@/server/services/wallet/keys';
import { refund } from '@/server/services/wallet/refunds';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { serverForFile } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';
import { credit, expectConsistentLedger, moneyEnv, purposeOf, walletApi } from './helpers/wallet';

const t = serverForFile();

async function signedIn(server: TestServer = t) {
  const company = await server.createCompany({ company_name: 'Acme Studio' });
  return { company, token: await server.createSession(company.id) };
}

/** The legs of a ledger transaction, as [account, cents] pairs. */
async function legsOf(transactionId: number) {
  const rows = await t.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transaction_id, transactionId))
    .orderBy(ledgerEntries.id);
  return rows.map((row) => [row.account, row.amount_cents, row.balance_after_cents]);
}

/** What a failed service call threw, as { code, key }. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${error}`);
  return { code: error.code, key: error.key };
}

describe('Wallet', () => {
  it('is empty, in US dollars, for a new company', async () => {
    const { company, token } = await signedIn();
    expect(dataOf(await walletApi(t, token, 'wallet')).Wallet).toEqual({
      user_id: String(company.id),
      balance: 0,
      currency: { id: 'USD', name: 'US Dollar', symbol: '$', code: 'USD' },
    });
    const history = dataOf(await walletApi(t, token, 'transactions')).Transactions;
    expect(history).toEqual({
      nodes: [],
      page_info: { has_next_page: false, end_cursor: null },
      total_count: 0,
    });
  });
});

describe('bank transfers', () => {
  it('credit the wallet once per reference, through bank clearing', async () => {
    const { company, token } = await signedIn();
    const first = await credit(t, company.id, 555_00, 'UGC-7K3M9QX2');
    expect(first.credited).toBe(true);
    expect(first.transaction).toMatchObject({
      kind: 'top_up_bank',
      method: 'bank_transfer',
      amount_cents: 555_00,
      idempotency_key: 'server:bank:UGC-7K3M9QX2',
    });
    expect(await legsOf(first.transaction.id)).toEqual([
      ['bank_clearing', -555_00, null],
      ['wallet', 555_00, 555_00],
    ]);

    const again = await credit(t, company.id, 555_00, 'UGC-7K3M9QX2');
    expect(again.credited).toBe(false);
    expect(again.transaction).toEqual(first.transaction);
    expect(await refusal(credit(t, company.id, 600_00, 'UGC-7K3M9QX2'))).toEqual({
      code: 'IDEMPOTENCY_CONFLICT',
      key: 'errors:idempotencyConflict',
    });

    expect(dataOf(await walletApi(t, token, 'wallet')).Wallet.balance).toBe(555_00);
    const [entry] = dataOf(await walletApi(t, token, 'transactions')).Transactions.nodes;
    expect(entry).toEqual({
      id: String(first.transaction.id),
      kind: 'top_up_bank',
      description: 'Bank transfer UGC-7K3M9QX2',
      amount: 555_00,
      balance_after: 555_00,
      created_at: first.transaction.created_at.toISOString(),
      invoice_id: null,
    });
    const spanish = dataOf(await walletApi(t, token, 'transactions', {}, 'es'));
    expect(spanish.Transactions.nodes[0]?.description).toBe('Transferencia bancaria UGC-7K3M9QX2');
    expect(await t.db.select().from(invoices).where(eq(invoices.company_id, company.id))).toEqual(
      [],
    );
    expect(await expectConsistentLedger(t, company.id)).toBe(555_00);
  });
});

describe('wallet payments', () => {
  it('move money from the wallet to campaign escrow, with an invoice', async () => {
    const { company, token } = await signedIn();
    await credit(t, company.id, 100_00);
    t.clock.advance(1000);
    const paid = await pay(moneyEnv(t), company.id, 30_00, { wallet: true }, 'campaign-1', {
      ...purposeOf(30_00, 'Spring launch'),
    });
    expect(paid.transaction).toMatchObject({
      kind: 'payment',
      method: 'wallet',
      amount_cents: 30_00,
      card_id: null,
      purpose: { campaign: 'Spring launch' },
    });
    expect(await legsOf(paid.transaction.id)).toEqual([
      ['wallet', -30_00, 70_00],
      ['campaign_escrow', 30_00, null],
    ]);
    expect(paid.invoice).toMatchObject({
      number: 1,
      transaction_id: paid.transaction.id,
      method: 'wallet',
      total_cents: 30_00,
      card_brand: null,
      card_last4: null,
      billing: { company_name: 'Acme Studio', email: company.email, address: null },
    });

    const history = dataOf(await walletApi(t, token, 'transactions')).Transactions;
    expect(history.total_count).toBe(2);
    expect(history.nodes[0]).toMatchObject({
      id: String(paid.transaction.id),
      kind: 'payment',
      description: 'Payment: Spring launch',
      amount: -30_00,
      balance_after: 70_00,
      invoice_id: String(paid.invoice.id),
    });
    const invoice = dataOf(
      await walletApi(t, token, 'invoice', { id: String(paid.invoice.id) }, 'es'),
    ).Invoice;
    expect(invoice).toMatchObject({
      number: invoiceNumber(company.id, 1),
      description: 'Pago: Spring launch',
      lines: [{ description: 'Pago: Spring launch', amount: 30_00 }],
      total: 30_00,
      method: 'wallet',
    });
    expect(await expectConsistentLedger(t, company.id)).toBe(70_00);
  });

  it('refuse a payment larger than the balance, writing nothing', async () => {
    const { company } = await signedIn();
    await credit(t, company.id, 20_00);
    const before = await t.db.select().from(ledgerTransactions);
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.company_id, company.id));
    expect(
      await refusal(
        pay(moneyEnv(t), company.id, 20_01, { wallet: true }, 'too-much', purposeOf(20_01)),
      ),
    ).toEqual({ code: 'INSUFFICIENT_FUNDS', key: 'errors:insufficientFunds' });
    expect(await t.db.select().from(ledgerTransactions)).toEqual(before);
    expect(await t.db.select().from(wallets).where(eq(wallets.company_id, company.id))).toEqual([
      wallet,
    ]);
    // Exactly the balance is fine: it ends at zero, not below.
    await pay(moneyEnv(t), company.id, 20_00, { wallet: true }, 'all-of-it', purposeOf(20_00));
    expect(await expectConsistentLedger(t, company.id)).toBe(0);
  });

  it('answer a repeated key with the first result, and another request with it a conflict', async () => {
    const { company } = await signedIn();
    await credit(t, company.id, 50_00);
    const env = moneyEnv(t);
    const first = await pay(env, company.id, 40_00, { wallet: true }, 'key-1', purposeOf(40_00));
    // The balance (10) no longer covers it: the repeat still answers the first result.
    const again = await pay(env, company.id, 40_00, { wallet: true }, 'key-1', purposeOf(40_00));
    expect(again).toEqual(first);
    expect(
      await refusal(pay(env, company.id, 5_00, { wallet: true }, 'key-1', purposeOf(5_00))),
    ).toEqual({ code: 'IDEMPOTENCY_CONFLICT', key: 'errors:idempotencyConflict' });
    const rows = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.company_id, company.id));
    expect(rows).toHaveLength(2);
    expect(await expectConsistentLedger(t, company.id)).toBe(10_00);
  });

  it('are refused for amounts and lines that do not add up (a caller bug)', async () => {
    const { company } = await signedIn();
    const env = moneyEnv(t);
    await expect(pay(env, company.id, 0, { wallet: true }, 'zero', purposeOf(0))).rejects.toThrow(
      RangeError,
    );
    await expect(
      pay(env, company.id, 10_00, { wallet: true }, 'lines', purposeOf(9_99)),
    ).rejects.toThrow(RangeError);
  });
});

describe('refunds', () => {
  it('give back part, then the rest, of a payment and never more', async () => {
    const { company, token } = await signedIn();
    await credit(t, company.id, 100_00);
    const env = moneyEnv(t);
    const { transaction: payment } = await pay(
      env,
      company.id,
      60_00,
      { wallet: true },
      'refunded-payment',
      purposeOf(60_00),
    );
    const partial = await refund(env, company.id, payment.id, 25_00, serverKey('refund-1'));
    expect(partial.transaction).toMatchObject({
      kind: 'refund',
      method: 'wallet',
      amount_cents: 25_00,
      refund_of: payment.id,
    });
    expect(await legsOf(partial.transaction.id)).toEqual([
      ['campaign_escrow', -25_00, null],
      ['wallet', 25_00, 65_00],
    ]);
    expect(await refund(env, company.id, payment.id, 25_00, serverKey('refund-1'))).toEqual(
      partial,
    );
    expect(
      await refusal(refund(env, company.id, payment.id, 35_01, serverKey('refund-2'))),
    ).toEqual({
      code: 'REFUND_TOO_LARGE',
      key: 'errors:refundTooLarge',
    });
    await refund(env, company.id, payment.id, 35_00, serverKey('refund-3'));
    expect(await refusal(refund(env, company.id, payment.id, 1, serverKey('refund-4')))).toEqual({
      code: 'REFUND_TOO_LARGE',
      key: 'errors:refundTooLarge',
    });

    const history = dataOf(await walletApi(t, token, 'transactions', { kind: 'refund' }));
    expect(history.Transactions.nodes.map((node) => [node.amount, node.description])).toEqual([
      [35_00, 'Refund'],
      [25_00, 'Refund'],
    ]);
    expect(await expectConsistentLedger(t, company.id)).toBe(100_00);
  });

  it('only of one of the company’s own payments', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await credit(t, a.company.id, 10_00);
    const env = moneyEnv(t);
    const { transaction } = await pay(
      env,
      a.company.id,
      10_00,
      { wallet: true },
      'a-pays',
      purposeOf(10_00),
    );
    const notFound = { code: 'NOT_FOUND', key: 'errors:paymentNotFound' };
    expect(
      await refusal(refund(env, b.company.id, transaction.id, 1_00, serverKey('b-takes'))),
    ).toEqual(notFound);
    // A top-up is not a payment: nothing to refund.
    const credited = await credit(t, a.company.id, 5_00);
    expect(
      await refusal(refund(env, a.company.id, credited.transaction.id, 1_00, serverKey('x'))),
    ).toEqual(notFound);
    expect(await expectConsistentLedger(t, a.company.id)).toBe(5_00);
    expect(await expectConsistentLedger(t, b.company.id)).toBe(0);
  });
});

describe('errors through the API', () => {
  it('translate an unknown invoice', async () => {
    const { token } = await signedIn();
    expect(errorOf(await walletApi(t, token, 'invoice', { id: '999999' }, 'es'))).toMatchObject({
      message: 'Factura no encontrada',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
