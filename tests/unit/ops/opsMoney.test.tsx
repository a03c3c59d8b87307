import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OpsMoneyOverview from '@/features/opsMoney/screens/OpsMoneyOverview';
import { selectToasts } from '@/src/entities/toasts/toastsSlice';
import { patterns } from '@/src/lib/paths';
import { accountError, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { connection, opsPayout, REASON, renderOps } from './peopleFixtures';

const MONEY: Reply = {
  data: {
    OpsMoney: {
      wallets: 1_250_000,
      escrow: 300_000,
      creator_balances: 95_000,
      payouts_in_flight: 12_000,
      platform_revenue: 48_050,
    },
  },
};
const payoutsReply = (nodes = [opsPayout(1), opsPayout(2)], total = nodes.length): Reply => ({
  data: {
    OpsFailedPayouts: connection(nodes, { total, next: total > nodes.length ? 'c1' : null }),
  },
});

const renderMoney = (handlers = {}) =>
  renderOps(<OpsMoneyOverview />, patterns.opsMoney, '/ops/money', {
    OpsMoney: MONEY,
    OpsFailedPayouts: payoutsReply(),
    ...handlers,
  });

describe('OpsMoneyOverview', { timeout: TYPING_TIMEOUT }, () => {
  it('shows skeletons while the figures and the payouts load', async () => {
    renderMoney({ OpsMoney: { pending: true }, OpsFailedPayouts: { pending: true } });
    await waitFor(() =>
      expect(document.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThanOrEqual(2),
    );
  });

  it("shows the ledger's figures and the failed payouts, oldest first", async () => {
    const { api } = renderMoney({
      OpsFailedPayouts: payoutsReply(
        [
          opsPayout(1),
          opsPayout(2, { retryable: false, failure_message: null, failure_code: null }),
        ],
        5,
      ),
    });
    const figures = await screen.findByRole('group', { name: "The ledger's figures" });
    expect(within(figures).getByText('$12,500.00')).toBeTruthy();
    expect(within(figures).getByText('$3,000.00')).toBeTruthy();
    expect(within(figures).getByText('$950.00')).toBeTruthy();
    expect(within(figures).getByText('$120.00')).toBeTruthy();
    expect(within(figures).getByText('$480.50')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Failed payouts' });
    const [first, second] = within(table).getAllByTestId('ops-payout-row');
    const row = within(first!);
    expect(row.getByRole('link', { name: 'Creator 1' }).getAttribute('href')).toBe(
      '/ops/creators/creator-1',
    );
    expect(row.getByText('$123.45')).toBeTruthy();
    expect(row.getByText('The bank account is closed')).toBeTruthy();
    expect(row.getByText('Account ending 6789 · account_closed')).toBeTruthy();
    expect(row.getByText('1 hour ago')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', false);
    const other = within(second!);
    expect(other.getByText('The bank gave no reason')).toBeTruthy();
    expect(other.getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', true);
    expect(other.getByText('The creator no longer has this amount available.')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 5 failed payouts')).toBeTruthy();
    expect(api.callsOf('OpsFailedPayouts')[0]?.variables).toEqual({ first: 20, after: null });
  });

  it('says when no payout failed', async () => {
    renderMoney({ OpsFailedPayouts: payoutsReply([]) });
    expect(await screen.findByText('No failed payout')).toBeTruthy();
  });

  it('shows failed loads with Try again', async () => {
    let fail = true;
    const { user } = renderMoney({
      OpsMoney: () => (fail ? { status: 500 } : MONEY),
      OpsFailedPayouts: () => (fail ? { status: 500 } : payoutsReply()),
    });
    expect(await screen.findByText("We could not load the ledger's figures")).toBeTruthy();
    expect(await screen.findByText('We could not load the failed payouts')).toBeTruthy();
    fail = false;
    for (const button of screen.getAllByRole('button', { name: 'Try again' })) {
      await user.click(button);
    }
    expect(await screen.findByRole('group', { name: "The ledger's figures" })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Failed payouts' })).toBeTruthy();
  });

  it('retries a payout with a reason; the list and the figures are read again', async () => {
    let handled = false;
    const { api, user, store } = renderMoney({
      OpsFailedPayouts: () => payoutsReply(handled ? [opsPayout(2)] : [opsPayout(1), opsPayout(2)]),
      OpsPayoutRetry: () => {
        handled = true;
        return { data: { OpsPayoutRetry: opsPayout(1) } };
      },
    });
    const table = await screen.findByRole('table', { name: 'Failed payouts' });
    const [first] = within(table).getAllByTestId('ops-payout-row');
    await user.click(within(first!).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry $123.45 to Creator 1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(api.callsOf('OpsPayoutRetry')[0]?.variables).toEqual({
        id: 'payout-1',
        reason: REASON,
      }),
    );
    await waitFor(() => expect(screen.queryByText('Creator 1')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(api.callsOf('OpsMoney')).toHaveLength(2));
    expect(selectToasts(store.getState()).map((toast) => toast.messageKey)).toContain(
      'opsMoney:toast.retried',
    );
  });

  it('dismisses a payout on a phone, where the rows are cards', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { api, user } = renderMoney({
      OpsPayoutDismiss: { data: { OpsPayoutDismiss: opsPayout(2) } },
    });
    const list = await screen.findByRole('list', { name: 'Failed payouts' });
    const card = within(list).getByRole('listitem', { name: 'Creator 2' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Dismiss the payout of $123.45 to Creator 2',
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(api.callsOf('OpsPayoutDismiss')[0]?.variables).toEqual({
        id: 'payout-2',
        reason: REASON,
      }),
    );
  });

  it("shows the server's refusal in the dialog and keeps the payout", async () => {
    const { user } = renderMoney({
      OpsPayoutRetry: accountError('PAYOUT_NOT_RETRYABLE', 'The creator no longer has this amount'),
    });
    const table = await screen.findByRole('table', { name: 'Failed payouts' });
    const [first] = within(table).getAllByTestId('ops-payout-row');
    await user.click(within(first!).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry $123.45 to Creator 1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('The creator no longer has this amount')).toBeTruthy();
    expect(screen.getAllByTestId('ops-payout-row')).toHaveLength(2);
  });
});
