/**
 * `npm run admin -- payouts-failed [--limit N]`: the payouts the bank refused, newest
 * first, with the creator, amount, last 4 digits and reason, through the running server.
 */
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { findCompanyById } from '@/server/services/companies';
import { dataOf } from './helpers/catalog';
import { addPayoutAccount, earningCreator, earningsApi, TEST_BANK } from './helpers/earnings';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

describe('payouts-failed', () => {
  it('says when there are none, then lists the refused payouts newest first', async () => {
    expect(await runAdminCommand(t.dataDir, ['payouts-failed'])).toEqual({
      code: 0,
      stdout: 'no failed payouts\n',
      stderr: '',
    });
    const { row, token } = await earningCreator(t, 100_00);
    await addPayoutAccount(t, token, TEST_BANK.paid);
    dataOf(
      await earningsApi(t, token, 'request', {
        amount_cents: 20_00,
        idempotency_key: 'admin-paid-1',
      }),
    );
    await addPayoutAccount(t, token, TEST_BANK.failsNow);
    const first = dataOf(
      await earningsApi(t, token, 'request', {
        amount_cents: 30_00,
        idempotency_key: 'admin-fail-1',
      }),
    ).CreatorPayoutRequest;
    t.clock.advance(60_000);
    const second = dataOf(
      await earningsApi(t, token, 'request', {
        amount_cents: 45_50,
        idempotency_key: 'admin-fail-2',
      }),
    ).CreatorPayoutRequest;
    const email = (await findCompanyById(t.db, row.id))!.email;
    const line = (settledAt: string | null, amount: string) =>
      `${settledAt}  ${email}  ${amount}  …1116  no_account: the bank has no such account`;
    expect(await runAdminCommand(t.dataDir, ['payouts-failed'])).toEqual({
      code: 0,
      stdout: `${line(second.settled_at, '$45.50')}\n${line(first.settled_at, '$30.00')}\n`,
      stderr: '',
    });
    const limited = await runAdminCommand(t.dataDir, ['payouts-failed', '--limit', '1']);
    expect(limited.stdout).toBe(`${line(second.settled_at, '$45.50')}\n`);
  });

  it('refuses a bad limit, and is listed in the help', async () => {
    for (const limit of ['0', '1001', 'ten', '2.5']) {
      expect(await runAdminCommand(t.dataDir, ['payouts-failed', '--limit', limit])).toEqual({
        code: 1,
        stdout: '',
        stderr: 'payouts-failed: --limit must be a whole number from 1 to 1000\n',
      });
    }
    const help = await runAdminCommand(t.dataDir, ['help']);
    expect(help.stdout).toContain('payouts-failed [--limit N]');
  });
});
