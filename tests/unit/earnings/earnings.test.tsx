import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changesEarnings } from '@/features/earnings/listeners';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { accountError } from '../account/apiStub';
import {
  earningsReply,
  historyReply,
  movement,
  payout,
  payoutsReply,
  renderEarnings,
} from './earningsStub';

afterEach(() => vi.unstubAllGlobals());

/** The figure named `label`: its term, then its amount, then its line. */
async function figure(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.closest('dl')!.parentElement as HTMLElement;
}

describe('Earnings (docs/product.md#earnings-and-payouts)', () => {
  it('shows the four figures, Available first, and what is on its way', async () => {
    renderEarnings({
      CreatorEarnings: earningsReply({
        available: 1_250_00,
        pending: 80_00,
        in_flight: 40_00,
        paid_out: 300_00,
        current_payout: payout('p-2', {
          amount: 40_00,
          status: 'in_flight',
          settled_at: null,
          created_at: '2026-03-10T09:00:00.000Z',
        }),
      }),
      CreatorEarningsHistory: historyReply([
        movement('2', { available_at: '2999-04-02T00:00:00.000Z', balance_after: 1_250_00 }),
        movement('1', { available_at: '2999-05-01T00:00:00.000Z' }),
      ]),
    });
    expect(within(await figure('Available')).getByText('$1,250.00')).toBeTruthy();
    const pending = await figure('Pending');
    expect(within(pending).getByText('$80.00')).toBeTruthy();
    // The soonest hold end of the held movements.
    expect(await within(pending).findByText('Available from April 2, 2999')).toBeTruthy();
    const onItsWay = await figure('On its way');
    expect(within(onItsWay).getByText('$40.00')).toBeTruthy();
    expect(within(onItsWay).getByText('Requested March 10, 2026, to •••• 6789')).toBeTruthy();
    expect(within(await figure('Paid out')).getByText('$300.00')).toBeTruthy();
    // One payout at a time: the request waits, and says why.
    const request = screen.getByRole('button', { name: 'Request a payout' });
    expect(request).toHaveProperty('disabled', true);
    expect(request.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(request.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A payout is on its way: you can request the next one once the bank has settled it.',
    );
  });

  it('explains why no payout can be requested without an account or below the minimum', async () => {
    const { api } = renderEarnings({
      CreatorEarnings: earningsReply({ payout_account: null }),
    });
    expect(await screen.findByText('Add a payout account to request a payout.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a payout' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      screen.getByText('No payout account yet: add the bank account your payouts go to.'),
    ).toBeTruthy();
    expect(api.callsOf('CreatorPayoutRequest')).toHaveLength(0);
  });

  it('waits for the minimum before a payout can be requested', async () => {
    renderEarnings({ CreatorEarnings: earningsReply({ available: 19_99 }) });
    expect(
      await screen.findByText('You can request a payout once $20.00 is available.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a payout' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('tells a new creator where earnings will come from, and lets them add the account', async () => {
    const { api } = renderEarnings({
      CreatorEarnings: earningsReply({
        available: 0,
        paid_out: 0,
        payout_account: null,
      }),
    });
    expect(
      await screen.findByText('Your earnings appear here once a brand accepts your content.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add payout account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a payout' })).toBeNull();
    // Nothing to list: the lists are not even asked for.
    expect(api.callsOf('CreatorPayouts')).toHaveLength(0);
    expect(api.callsOf('CreatorEarningsHistory')).toHaveLength(0);
  });

  it('shows skeletons while loading, then a failed load with Try again', async () => {
    let reply = () => accountError('INTERNAL', 'Something went wrong');
    const { user } = renderEarnings({ CreatorEarnings: () => reply() });
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('We could not load your earnings')).toBeTruthy();
    reply = () => earningsReply();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await figure('Available')).getByText('$125.00')).toBeTruthy();
  });

  it('lists payouts with their status, the failure reason, and Load more', async () => {
    const { api, user } = renderEarnings({
      CreatorPayouts: ({ after }) =>
        after === 'c-2'
          ? payoutsReply([payout('p-1', { amount: 50_00 })])
          : payoutsReply(
              [
                payout('p-3', { status: 'in_flight', settled_at: null }),
                payout('p-2', {
                  status: 'failed',
                  failure_reason: 'The bank has no such account',
                }),
              ],
              'c-2',
            ),
    });
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(table).getByText('On its way')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).getByText('The bank has no such account')).toBeTruthy();
    expect(screen.getByText('Showing 2', { selector: 'p' })).toBeTruthy();
    await user.click(
      within(table.parentElement!.parentElement!).getByRole('button', {
        name: 'Load more',
      }),
    );
    expect(await within(table).findByText('$50.00')).toBeTruthy();
    expect(within(table).getByText('Paid')).toBeTruthy();
    expect(api.callsOf('CreatorPayouts').at(-1)!.variables).toEqual({ first: 20, after: 'c-2' });
  });

  it.each(['payout_paid', 'payout_failed', 'deal_changed'])(
    'reads the figures, payouts and history again when a %s notice arrives',
    async (event) => {
      let available = 125_00;
      const { api, store } = renderEarnings({
        CreatorEarnings: () => earningsReply({ available }),
      });
      expect(within(await figure('Available')).getByText('$125.00')).toBeTruthy();
      await waitFor(() => expect(api.callsOf('CreatorEarningsHistory')).toHaveLength(1));
      available = 205_00;
      store.dispatch(
        messageReceived({
          topic: 'company/7/notifications',
          message: { event, message: 'Your payout arrived', notification_id: '9' },
        }),
      );
      expect(await within(await figure('Available')).findByText('$205.00')).toBeTruthy();
      await waitFor(() => expect(api.callsOf('CreatorEarningsHistory')).toHaveLength(2));
      expect(api.callsOf('CreatorPayouts')).toHaveLength(2);
    },
  );

  it('leaves the earnings alone for other notices', () => {
    expect(changesEarnings({ event: 'payout_paid', payout_id: '3' })).toBe(true);
    expect(changesEarnings({ event: 'campaign_invitation', campaign_id: '3' })).toBe(false);
    expect(changesEarnings({ event: 'notifications_read' })).toBe(false);
    expect(changesEarnings({ message: 'No event at all' })).toBe(false);
  });

  it('reads in Spanish', async () => {
    renderEarnings({}, { locale: 'es' });
    expect(await screen.findByText('Disponible', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Solicitar un pago' })).toBeTruthy();
  });
});
