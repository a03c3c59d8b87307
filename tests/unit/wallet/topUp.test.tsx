import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT, accountError, type Reply } from '../account/apiStub';
import { inTurn } from '../brands/brandStub';
import {
  card,
  cardsReply,
  renderWallet,
  transaction,
  transactionsPage,
  walletReply,
} from './walletStub';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const topUpReply = (balance: number): Reply => ({
  data: {
    WalletTopUp: {
      wallet: { user_id: '42', balance },
      transaction: { id: 'tx-1', amount: 10_000 },
      invoice: { id: 'inv-1' },
    },
  },
});

const TWO_CARDS = cardsReply([
  card('card-1', { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2030 }),
  card('card-2', { is_default: true }),
]);

/** The wallet with the top-up dialog open on "Card". */
async function openTopUp(handlers: Parameters<typeof renderWallet>[0] = {}) {
  const view = renderWallet({ Cards: TWO_CARDS, ...handlers });
  await view.user.click(await screen.findByRole('button', { name: 'Top up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Top up your wallet' });
  return { ...view, dialog };
}

/** The value next to "Available balance". */
const balance = () =>
  screen.queryByText('Available balance', { selector: 'dt' })?.nextElementSibling;

const amountBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Amount/ });

describe('Top-up by card', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the 4% fee and the total before anything is confirmed', async () => {
    const { api, user, dialog } = await openTopUp();
    const amount = await waitFor(() => amountBox(dialog));
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeTruthy();

    await user.type(amount, '100');
    const quote = within(dialog).getByLabelText('What you pay');
    expect(within(quote).getByText('Added to your wallet').nextSibling?.textContent).toBe(
      '$100.00',
    );
    expect(within(quote).getByText('Card fee (4%)').nextSibling?.textContent).toBe('$4.00');
    expect(within(quote).getByText('Total charged to your card').nextSibling?.textContent).toBe(
      '$104.00',
    );
    expect(within(dialog).getByRole('button', { name: 'Pay $104.00' })).toBeTruthy();
    expect(api.callsOf('WalletTopUp')).toHaveLength(0);
  });

  it('rounds the fee half up to the cent', async () => {
    const { user, dialog } = await openTopUp();
    await user.type(await waitFor(() => amountBox(dialog)), '10.13');
    const quote = within(dialog).getByLabelText('What you pay');
    // 4% of $10.13 is $0.4052.
    expect(within(quote).getByText('Card fee (4%)').nextSibling?.textContent).toBe('$0.41');
    expect(within(dialog).getByRole('button', { name: 'Pay $10.54' })).toBeTruthy();
  });

  it('shows no quote for an amount outside the limits, and says why on paying', async () => {
    const { api, user, dialog } = await openTopUp();
    await user.type(await waitFor(() => amountBox(dialog)), '9.99');
    expect(within(dialog).queryByLabelText('What you pay')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(
      await within(dialog).findByText('The amount must be between $10 and $10,000'),
    ).toBeTruthy();
    expect(api.callsOf('WalletTopUp')).toHaveLength(0);
  });

  it('charges the default card with a fresh key, then closes, says so and refreshes', async () => {
    const { api, user, dialog } = await openTopUp({
      WalletTopUp: topUpReply(10_000),
      Wallet: inTurn(walletReply(0), walletReply(10_000)),
      Transactions: inTurn(transactionsPage([]), transactionsPage([transaction('tx-1')])),
    });
    const select = await within(dialog).findByRole('combobox', { name: 'Card' });
    expect((select as HTMLSelectElement).value).toBe('card-2');
    expect(within(select).getByRole('option', { selected: true }).textContent).toBe(
      'Visa •••• 4242, exp. 04/31 (default)',
    );
    expect(
      within(select).getByRole('option', { name: 'Mastercard •••• 4444, exp. 12/30' }),
    ).toBeTruthy();

    await user.type(amountBox(dialog), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $104.00' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = api.callsOf('WalletTopUp');
    expect(call?.variables).toEqual({
      amount_cents: 10_000,
      card_id: 'card-2',
      idempotency_key: expect.stringMatching(UUID),
    });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your wallet was topped up with $100.00',
    );
    await waitFor(() => expect(balance()?.textContent).toBe('$100.00'));
    expect(await screen.findByText('Movement tx-1')).toBeTruthy();
    expect(api.callsOf('Wallet')).toHaveLength(2);
  });

  it('charges the card chosen instead of the default one', async () => {
    const { api, user, dialog } = await openTopUp({ WalletTopUp: topUpReply(5_000) });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Card' }),
      'card-1',
    );
    await user.type(amountBox(dialog), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $52.00' }));
    await waitFor(() => expect(api.callsOf('WalletTopUp')).toHaveLength(1));
    expect(api.callsOf('WalletTopUp')[0]?.variables).toMatchObject({
      amount_cents: 5_000,
      card_id: 'card-1',
    });
  });

  it('sends the same key again after a network failure, and a new one for another amount', async () => {
    let failures = 2;
    const { api, user, dialog } = await openTopUp({
      WalletTopUp: () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return topUpReply(12_000);
      },
    });
    await user.type(await waitFor(() => amountBox(dialog)), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $104.00' }));
    expect(await within(dialog).findByText(/We could not confirm this payment/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Pay $104.00' }));
    await waitFor(() => expect(api.callsOf('WalletTopUp')).toHaveLength(2));
    const keys = () => api.callsOf('WalletTopUp').map((call) => call.variables.idempotency_key);
    expect(keys()[1]).toBe(keys()[0]);
    expect(keys()[0]).toMatch(UUID);

    await user.clear(amountBox(dialog));
    await user.type(amountBox(dialog), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $124.80' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).not.toBe(keys()[0]);
    expect(keys()[2]).toMatch(UUID);
  });

  it('keeps the key and reads the balance again after an internal error', async () => {
    const { api, user, dialog } = await openTopUp({
      WalletTopUp: inTurn(
        accountError('INTERNAL', 'Something went wrong on our side'),
        topUpReply(10_000),
      ),
    });
    await user.type(await waitFor(() => amountBox(dialog)), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $104.00' }));
    expect(await within(dialog).findByText(/You will not be charged twice/)).toBeTruthy();
    await waitFor(() => expect(api.callsOf('Wallet')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Pay $104.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = api.callsOf('WalletTopUp');
    expect(second?.variables.idempotency_key).toBe(first?.variables.idempotency_key);
  });

  it('shows a decline in the dialog and changes nothing else; trying again is a new intent', async () => {
    const { api, user, dialog } = await openTopUp({
      Wallet: walletReply(2_500),
      WalletTopUp: accountError('CARD_DECLINED', 'Your card was declined', {
        decline: 'card_declined',
      }),
    });
    await user.type(await waitFor(() => amountBox(dialog)), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $104.00' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your card was declined');
    expect(screen.getByRole('dialog', { name: 'Top up your wallet' })).toBeTruthy();
    expect(amountBox(dialog)).toHaveProperty('value', '100');
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.callsOf('Wallet')).toHaveLength(1);
    expect(api.callsOf('Transactions')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Pay $104.00' }));
    await waitFor(() => expect(api.callsOf('WalletTopUp')).toHaveLength(2));
    const [first, second] = api.callsOf('WalletTopUp');
    expect(second?.variables.idempotency_key).not.toBe(first?.variables.idempotency_key);
  });

  it('shows the gateway being down the same way', async () => {
    const { user, dialog } = await openTopUp({
      WalletTopUp: accountError(
        'GATEWAY_UNAVAILABLE',
        'The payment service is not available right now, please try again in a few minutes',
      ),
    });
    await user.type(await waitFor(() => amountBox(dialog)), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $26.00' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /payment service is not available/,
    );
  });

  it('sends a company without a card to its payment methods', async () => {
    const { api, user } = renderWallet({ Cards: cardsReply([]) });
    await user.click(await screen.findByRole('button', { name: 'Top up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up your wallet' });
    expect(await within(dialog).findByText('No card on file')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Add a card' });
    expect(link.getAttribute('href')).toBe('/account/payment-methods');
    expect(within(dialog).queryByRole('textbox')).toBeNull();

    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('WalletTopUp')).toHaveLength(0);
  });
});
