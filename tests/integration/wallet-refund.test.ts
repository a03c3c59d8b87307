/**
 * `npm run admin -- wallet refund <email> <amount|all> <reference>`: an operator paid the
 * company's wallet money back by bank transfer (docs/product.md#wallet-and-ledger): wallet →
 * bank clearing, once per reference, never more than the balance, through the running
 * server and in this process. Once the wallet is empty the account can be deleted
 * (docs/product.md#account-data).
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { runCommand } from '@/server/admin/commands';
import { ledgerEntries, ledgerTransactions } from '@/server/db/schema/wallet';
import { call } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { serverForFile } from './helpers/testServer';
import { credit, expectConsistentLedger, walletApi } from './helpers/wallet';

const t = serverForFile();

async function withBalance(cents: number) {
  const company = await t.createCompany();
  const token = await t.createSession(company.id);
  if (cents > 0) await credit(t, company.id, cents);
  return { company, token };
}

const balanceOf = async (token: string) =>
  dataOf(await walletApi(t, token, 'wallet')).Wallet.balance;

const refund = (email: string, amount: string, reference: string) =>
  runAdminCommand(t.dataDir, ['wallet', 'refund', email, amount, reference]);

async function refundsOf(companyId: number) {
  return t.db
    .select()
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.company_id, companyId), eq(ledgerTransactions.kind, 'withdrawal')),
    )
    .orderBy(asc(ledgerTransactions.id));
}

describe('wallet refund through the running server', () => {
  it('pays part of the balance out: wallet → bank clearing, shown in the history', async () => {
    const { company, token } = await withBalance(100_00);
    expect(await refund(company.email.toUpperCase(), '40.25', 'OUT-2026-001')).toEqual({
      code: 0,
      stdout: `refunded $40.25 to ${company.email} by bank transfer (reference OUT-2026-001); balance $59.75\n`,
      stderr: '',
    });
    expect(await balanceOf(token)).toBe(59_75);

    const [row] = await refundsOf(company.id);
    expect(row).toMatchObject({
      kind: 'withdrawal',
      method: 'bank_transfer',
      amount_cents: 40_25,
      idempotency_key: 'server:bank-refund:OUT-2026-001',
    });
    const entries = await t.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount_cents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transaction_id, row!.id))
      .orderBy(asc(ledgerEntries.id));
    expect(entries).toEqual([
      { account: 'wallet', amount: -40_25 },
      { account: 'bank_clearing', amount: 40_25 },
    ]);

    const [entry] = dataOf(await walletApi(t, token, 'transactions')).Transactions.nodes;
    expect(entry).toMatchObject({
      kind: 'withdrawal',
      description: 'Refund by bank transfer OUT-2026-001',
      amount: -40_25,
      balance_after: 59_75,
      invoice_id: null,
    });
    const only = dataOf(await walletApi(t, token, 'transactions', { kind: 'withdrawal' }));
    expect(only.Transactions.nodes.map((node) => node.kind)).toEqual(['withdrawal']);
    const es = dataOf(await walletApi(t, token, 'transactions', {}, 'es')).Transactions.nodes;
    expect(es[0]?.description).toBe('Reembolso por transferencia bancaria OUT-2026-001');
    expect(await expectConsistentLedger(t, company.id)).toBe(59_75);
  });

  it('refunds all of it, and the account can then be deleted', async () => {
    const { company, token } = await withBalance(12_50);
    expect(await refund(company.email, 'all', 'OUT-ALL-1')).toEqual({
      code: 0,
      stdout: `refunded $12.50 to ${company.email} by bank transfer (reference OUT-ALL-1); balance $0.00\n`,
      stderr: '',
    });
    expect(await balanceOf(token)).toBe(0);
    expect(await expectConsistentLedger(t, company.id)).toBe(0);
    const nothing = await refund(company.email, 'all', 'OUT-ALL-2');
    expect(nothing).toEqual({
      code: 1,
      stdout: '',
      stderr: `wallet refund: the wallet of ${company.email} is empty: nothing was refunded\n`,
    });
    const deleted = await call(t, 'delete', {}, { token });
    expect(deleted.body).toEqual({
      data: { CompanyDelete: { status: 'success', message: 'Your account has been deleted' } },
    });
  });

  it('refunds once per reference: the same amount answers, another is refused', async () => {
    const { company, token } = await withBalance(50_00);
    expect((await refund(company.email, '20', 'OUT-ONCE')).code).toBe(0);
    const again = await refund(company.email, '20', 'OUT-ONCE');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      new RegExp(
        `^OUT-ONCE was refunded to ${company.email} already \\(.+\\): nothing was refunded again; balance \\$30\\.00\\n$`,
      ),
    );
    expect((await refund(company.email, 'all', 'OUT-ONCE')).stdout).toContain(
      'nothing was refunded again',
    );
    expect(await refund(company.email, '5', 'OUT-ONCE')).toEqual({
      code: 1,
      stdout: '',
      stderr: `wallet refund: OUT-ONCE was refunded to ${company.email} already, with another amount: nothing was refunded\n`,
    });
    // A bank credit's reference is a key of its own: refunding under it is a new movement.
    await credit(t, company.id, 1_00, 'SAME-REF');
    expect((await refund(company.email, '1', 'SAME-REF')).code).toBe(0);
    expect(await refundsOf(company.id)).toHaveLength(2);
    expect(await balanceOf(token)).toBe(30_00);
    expect(await expectConsistentLedger(t, company.id)).toBe(30_00);
  });

  it('never refunds more than the balance, and writes nothing then', async () => {
    const { company, token } = await withBalance(10_00);
    expect(await refund(company.email, '10.01', 'OUT-OVER')).toEqual({
      code: 1,
      stdout: '',
      stderr: `wallet refund: the wallet of ${company.email} holds $10.00, less than $10.01: nothing was refunded\n`,
    });
    expect(await refundsOf(company.id)).toEqual([]);
    expect(await balanceOf(token)).toBe(10_00);
    // The reference stays free for the right amount.
    expect((await refund(company.email, '10', 'OUT-OVER')).code).toBe(0);
    expect(await balanceOf(token)).toBe(0);
  });

  it('refunds at once never take the balance below zero', async () => {
    const { company, token } = await withBalance(75_00);
    const all = await Promise.all([
      refund(company.email, 'all', 'PAR-A'),
      refund(company.email, 'all', 'PAR-B'),
    ]);
    expect(all.map((result) => result.code).sort()).toEqual([0, 1]);
    expect(all.find((result) => result.code === 1)?.stderr).toBe(
      `wallet refund: the wallet of ${company.email} is empty: nothing was refunded\n`,
    );
    expect((await refundsOf(company.id)).map((row) => row.amount_cents)).toEqual([75_00]);
    expect(await balanceOf(token)).toBe(0);

    await credit(t, company.id, 100_00, 'PAR-CREDIT');
    const parts = await Promise.all(
      ['PAR-1', 'PAR-2', 'PAR-3'].map((reference) => refund(company.email, '40', reference)),
    );
    expect(parts.map((result) => result.code).sort()).toEqual([0, 0, 1]);
    expect(await balanceOf(token)).toBe(20_00);
    expect(await expectConsistentLedger(t, company.id)).toBe(20_00);
  });

  it.each([
    ['abc', '"abc"'],
    ['0', '"0"'],
    ['-5', '"-5"'],
    ['10.505', '"10.505"'],
    ['ALL', '"ALL"'],
    ['10000000.01', '"10000000.01"'],
  ])('refuses the amount %s clearly', async (amount, shown) => {
    const { company, token } = await withBalance(5_00);
    expect(await refund(company.email, amount, 'OUT-BAD')).toEqual({
      code: 1,
      stdout: '',
      stderr: `wallet refund: the amount must be dollars from 0.01 to 10000000, such as 1250 or 99.50, or all (got ${shown})\n`,
    });
    expect(await balanceOf(token)).toBe(5_00);
  });

  it('refuses an unknown e-mail and a bad reference', async () => {
    expect(await refund('nobody@example.com', '10', 'OUT')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'wallet refund: no company with e-mail nobody@example.com\n',
    });
    const { company, token } = await withBalance(5_00);
    for (const reference of ['', ' padded', 'tab\there', 'x'.repeat(101), 'ñandú']) {
      const result = await refund(company.email, '1', reference);
      expect(result.stderr, JSON.stringify(reference)).toContain(
        'wallet refund: the reference must be the one on the transfer',
      );
    }
    expect(await balanceOf(token)).toBe(5_00);
  });

  it('is listed in the help', async () => {
    const help = await runAdminCommand(t.dataDir, ['help']);
    expect(help.stdout).toContain('wallet refund <email> <amount|all> <reference>');
  });
});

describe('wallet refund in this process', () => {
  it('runs on the database it is given', async () => {
    const { company, token } = await withBalance(30_00);
    const argv = ['wallet', 'refund', company.email, '$30', 'IN-PROCESS-OUT'];
    expect(await runCommand({ db: t.db, config: t.config }, argv)).toEqual({
      code: 0,
      stdout: `refunded $30.00 to ${company.email} by bank transfer (reference IN-PROCESS-OUT); balance $0.00\n`,
      stderr: '',
    });
    expect((await runCommand({ db: t.db, config: t.config }, argv)).stdout).toContain(
      'nothing was refunded again',
    );
    expect(await balanceOf(token)).toBe(0);
  });
});
