/**
 * `npm run admin -- wallet credit <email> <amount> <reference>`: a bank transfer that
 * arrived, credited once per reference, through the running server and in this process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { runCommand } from '@/server/admin/commands';
import { dataOf } from './helpers/catalog';
import { serverForFile } from './helpers/testServer';
import { expectConsistentLedger, walletApi } from './helpers/wallet';

const t = serverForFile();

async function signedIn() {
  const company = await t.createCompany();
  return { company, token: await t.createSession(company.id) };
}

const balanceOf = async (token: string) =>
  dataOf(await walletApi(t, token, 'wallet')).Wallet.balance;

describe('wallet credit through the running server', () => {
  it('credits the wallet once per reference', async () => {
    const { company, token } = await signedIn();
    const argv = ['wallet', 'credit', company.email.toUpperCase(), '1,250.50', 'WIRE-2026-001'];
    expect(await runAdminCommand(t.dataDir, argv)).toEqual({
      code: 0,
      stdout: `credited $1,250.50 to ${company.email} (reference WIRE-2026-001); balance $1,250.50\n`,
      stderr: '',
    });
    const again = await runAdminCommand(t.dataDir, argv);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      new RegExp(
        `^WIRE-2026-001 was credited to ${company.email} already \\(.+\\): nothing was credited again; balance \\$1,250\\.50\\n$`,
      ),
    );
    const other = await runAdminCommand(t.dataDir, [...argv.slice(0, 3), '99', 'WIRE-2026-001']);
    expect(other).toMatchObject({ code: 1, stdout: '' });
    expect(other.stderr).toContain('was credited to');
    expect(other.stderr).toContain('with another amount: nothing was credited');

    expect(await balanceOf(token)).toBe(1_250_50);
    const [entry] = dataOf(await walletApi(t, token, 'transactions')).Transactions.nodes;
    expect(entry).toMatchObject({
      kind: 'top_up_bank',
      description: 'Bank transfer WIRE-2026-001',
      amount: 1_250_50,
      balance_after: 1_250_50,
    });
    expect(await expectConsistentLedger(t, company.id)).toBe(1_250_50);
  });

  it('stamps the credit with the server’s clock', async () => {
    const { token, company } = await signedIn();
    t.clock.advance(60 * 60 * 1000);
    const before = t.clock.now().getTime();
    const result = await runAdminCommand(t.dataDir, [
      'wallet',
      'credit',
      company.email,
      '10',
      'CLOCK-1',
    ]);
    expect(result.code).toBe(0);
    const [entry] = dataOf(await walletApi(t, token, 'transactions')).Transactions.nodes;
    expect(Date.parse(entry!.created_at)).toBeGreaterThanOrEqual(before);
  });

  it('refuses a reference that is another company’s', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const info = dataOf(
      await walletApi(t, owner.token, 'bankTransferInformation'),
    ).BankTransferInformation;
    const result = await runAdminCommand(t.dataDir, [
      'wallet',
      'credit',
      other.company.email,
      '100',
      info.reference!,
    ]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `wallet credit: ${info.reference} is the transfer reference of ${owner.company.email}, not of ${other.company.email}: nothing was credited\n`,
    });
    expect(await balanceOf(other.token)).toBe(0);
    const own = await runAdminCommand(t.dataDir, [
      'wallet',
      'credit',
      owner.company.email,
      '100',
      info.reference!,
    ]);
    expect(own.code).toBe(0);
    expect(await balanceOf(owner.token)).toBe(100_00);
  });

  it.each([
    ['abc', '"abc"'],
    ['0', '"0"'],
    ['-5', '"-5"'],
    ['10.505', '"10.505"'],
    ['1000000.01', '"1000000.01"'],
  ])('refuses the amount %s clearly', async (amount, shown) => {
    const { company, token } = await signedIn();
    const result = await runAdminCommand(t.dataDir, [
      'wallet',
      'credit',
      company.email,
      amount,
      'REF-1',
    ]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `wallet credit: the amount must be dollars from 0.01 to 1000000, such as 1250 or 99.50 (got ${shown})\n`,
    });
    expect(await balanceOf(token)).toBe(0);
  });

  it('refuses an unknown e-mail, a bad reference, a wrong subcommand and missing arguments', async () => {
    const unknown = await runAdminCommand(t.dataDir, [
      'wallet',
      'credit',
      'nobody@example.com',
      '10',
      'REF',
    ]);
    expect(unknown).toEqual({
      code: 1,
      stdout: '',
      stderr: 'wallet credit: no company with e-mail nobody@example.com\n',
    });
    const { company } = await signedIn();
    for (const reference of ['', ' padded', 'tab\there', 'x'.repeat(101), 'ñandú']) {
      const result = await runAdminCommand(t.dataDir, [
        'wallet',
        'credit',
        company.email,
        '10',
        reference,
      ]);
      expect(result.stderr, JSON.stringify(reference)).toContain(
        'wallet credit: the reference must be the one on the transfer',
      );
    }
    const debit = await runAdminCommand(t.dataDir, ['wallet', 'debit', company.email, '10', 'R']);
    expect(debit.stderr).toBe(
      'wallet: unknown subcommand "debit"; usage: npm run admin -- wallet credit <email> ' +
        '<amount> <reference> | wallet refund <email> <amount|all> <reference>\n',
    );
    const missing = await runAdminCommand(t.dataDir, ['wallet', 'credit', company.email]);
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).toContain(
      'usage: npm run admin -- wallet credit <email> <amount> <reference>',
    );
    expect(await expectConsistentLedger(t, company.id)).toBe(0);
  });

  it('is listed in the help', async () => {
    const help = await runAdminCommand(t.dataDir, ['help']);
    expect(help.stdout).toContain('wallet credit <email> <amount> <reference>');
  });
});

describe('wallet credit in this process', () => {
  it('runs on the database it is given, with the system clock when none is given', async () => {
    const { company, token } = await signedIn();
    const argv = ['wallet', 'credit', company.email, '$30', 'IN-PROCESS-1'];
    const result = await runCommand({ db: t.db, config: t.config }, argv);
    expect(result).toEqual({
      code: 0,
      stdout: `credited $30.00 to ${company.email} (reference IN-PROCESS-1); balance $30.00\n`,
      stderr: '',
    });
    expect((await runCommand({ db: t.db, config: t.config }, argv)).stdout).toContain(
      'nothing was credited again',
    );
    expect(await balanceOf(token)).toBe(30_00);
  });
});

describe('wallet credit without a server', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('opens the embedded database itself', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ugc-wallet-admin-'));
    dirs.push(dataDir);
    const env = { NODE_ENV: 'test' };
    expect((await runAdminCommand(dataDir, ['company-add', 'wire@example.com'], env)).code).toBe(0);
    const result = await runAdminCommand(
      dataDir,
      ['wallet', 'credit', 'wire@example.com', '75', 'OFFLINE-1'],
      env,
    );
    expect(result).toEqual({
      code: 0,
      stdout: 'credited $75.00 to wire@example.com (reference OFFLINE-1); balance $75.00\n',
      stderr: '',
    });
  });
});
