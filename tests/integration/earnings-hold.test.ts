/**
 * A hold period configured for creators' fees (PAYOUT_HOLD_HOURS, none by default:
 * docs/product.md#earnings-and-payouts): a fee is pending until it ends, then available,
 * with the server's fake clock. A failed payout's money comes back available at once.
 */
import { describe, expect, it } from 'vitest';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import {
  addPayoutAccount,
  creditEarnings,
  earningCreator,
  earningsApi,
  earningsOf,
  expectLedgerBalanced,
  TEST_BANK,
} from './helpers/earnings';
import { serverForFile } from './helpers/testServer';

const HOLD_HOURS = 48;
const HOUR = 60 * 60 * 1000;
const t = serverForFile({ env: { PAYOUT_HOLD_HOURS: String(HOLD_HOURS) } });

describe('a configured hold period', () => {
  it('keeps a fee pending until it ends, then makes it available', async () => {
    const { row, token } = await earningCreator(t, 0);
    await addPayoutAccount(t, token, TEST_BANK.failsNow);
    await creditEarnings(t, row.id, 40_00);
    const earnedAt = t.clock.now().getTime();
    expect(await earningsOf(t, token)).toMatchObject({ pending: 40_00, available: 0 });
    const [movement] = dataOf(await earningsApi(t, token, 'history')).CreatorEarningsHistory.nodes;
    const availableAt = Date.parse(movement!.available_at!);
    expect(availableAt - earnedAt).toBeGreaterThanOrEqual(HOLD_HOURS * HOUR - 1000);
    expect(availableAt - earnedAt).toBeLessThanOrEqual(HOLD_HOURS * HOUR);
    const early = await earningsApi(t, token, 'request', {
      amount_cents: 20_00,
      idempotency_key: 'hold-early-1',
    });
    expect(errorOf(early).extensions?.code).toBe('PAYOUT_OVER_AVAILABLE');

    t.clock.advance(HOLD_HOURS * HOUR + 1000);
    expect(await earningsOf(t, token)).toMatchObject({ pending: 0, available: 40_00 });
    const [after] = dataOf(await earningsApi(t, token, 'history')).CreatorEarningsHistory.nodes;
    expect(after!.available_at).toBeNull();
    // A new fee is held on its own; the refused payout's money is available at once.
    await creditEarnings(t, row.id, 10_00);
    const failed = dataOf(
      await earningsApi(t, token, 'request', {
        amount_cents: 40_00,
        idempotency_key: 'hold-2-key',
      }),
    ).CreatorPayoutRequest;
    expect(failed.status).toBe('failed');
    expect(await earningsOf(t, token)).toMatchObject({ pending: 10_00, available: 40_00 });
    await expectLedgerBalanced(t);
  });
});
