import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountError, statusMessage, TYPING_TIMEOUT } from '../account/apiStub';
import { inTurn } from '../brands/brandStub';
import { card, cardsReply, renderBilling } from './billingStub';

const IN_USE =
  'Campaigns are billed to this card: change the card on those campaigns first, then delete it';

const visa = card('c1', { is_default: true, exp_month: 4, exp_year: 2031 });
const mastercard = card('c2', {
  brand: 'mastercard',
  last4: '4444',
  exp_month: 11,
  exp_year: 2020,
  holder_name: 'Grace Hopper',
});

const heading = () => screen.findByRole('heading', { level: 1, name: 'Payment methods' });
/** The list item of the card whose last 4 digits are `last4`. */
const cardOf = async (last4: string) =>
  within((await screen.findByText(`•••• ${last4}`)).closest('li')!);

describe('PaymentMethods', { timeout: TYPING_TIMEOUT }, () => {
  it('lists the cards with brand, last 4, expiry, holder and the default badge', async () => {
    renderBilling('/account/payment-methods', { Cards: cardsReply([visa, mastercard]) });
    await heading();
    const first = await cardOf('4242');
    expect(first.getByText('Visa')).toBeTruthy();
    expect(first.getByText('Expires 04/31')).toBeTruthy();
    expect(first.getByText('Ada Lovelace')).toBeTruthy();
    expect(first.getByText('Default')).toBeTruthy();
    expect(first.queryByText('Expired')).toBeNull();
    // The default card needs no "Make default".
    expect(first.queryByRole('button', { name: /default card/ })).toBeNull();
    expect(first.getByRole('button', { name: 'Delete the Visa ending in 4242' })).toBeTruthy();
    expect(document.querySelector('[data-brand="visa"]')).toBeTruthy();

    const second = await cardOf('4444');
    expect(second.getByText('Mastercard')).toBeTruthy();
    expect(second.getByText('Grace Hopper')).toBeTruthy();
    expect(second.getByText('Expired 11/20')).toBeTruthy();
    expect(second.getByText('Expired')).toBeTruthy();
    expect(second.queryByText('Default')).toBeNull();
    expect(
      second.getByRole('button', { name: 'Make the Mastercard ending in 4444 the default card' }),
    ).toBeTruthy();
  });

  it('makes another card the default and says so', async () => {
    const { api, user } = renderBilling('/account/payment-methods', {
      Cards: inTurn(
        cardsReply([visa, { ...mastercard, exp_year: 2032 }]),
        cardsReply([
          { ...mastercard, exp_year: 2032, is_default: true },
          { ...visa, is_default: false },
        ]),
      ),
      CardSetDefault: { data: { CardSetDefault: { id: 'c2', is_default: true } } },
    });
    const second = await cardOf('4444');
    await user.click(
      second.getByRole('button', { name: 'Make the Mastercard ending in 4444 the default card' }),
    );
    expect(await screen.findByText('Default card changed')).toBeTruthy();
    expect(api.callsOf('CardSetDefault')[0]?.variables).toEqual({ id: 'c2' });
    // The list is fetched again: the badge moved.
    await waitFor(async () => expect((await cardOf('4444')).getByText('Default')).toBeTruthy());
    expect((await cardOf('4242')).queryByText('Default')).toBeNull();
  });

  it('asks before deleting a card, then deletes it and says so', async () => {
    const { api, user } = renderBilling('/account/payment-methods', {
      Cards: inTurn(cardsReply([visa, mastercard]), cardsReply([visa])),
      CardDelete: statusMessage('CardDelete', 'Card deleted'),
    });
    const second = await cardOf('4444');
    await user.click(second.getByRole('button', { name: 'Delete the Mastercard ending in 4444' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Delete the Mastercard ending in 4444?' }),
    );
    expect(dialog.getByText('You can add it again later.')).toBeTruthy();
    expect(api.callsOf('CardDelete')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Card deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsOf('CardDelete')[0]?.variables).toEqual({ id: 'c2' });
    await waitFor(() => expect(screen.queryByText('•••• 4444')).toBeNull());
  });

  it('says the default card is replaced, and cancelling deletes nothing', async () => {
    const { api, user } = renderBilling('/account/payment-methods', {
      Cards: cardsReply([visa, mastercard]),
    });
    const first = await cardOf('4242');
    await user.click(first.getByRole('button', { name: 'Delete the Visa ending in 4242' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/It is your default card/)).toBeTruthy();
    // The footer's Cancel (the close button bears the same name).
    await user.click(dialog.getAllByRole('button', { name: 'Cancel' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsOf('CardDelete')).toHaveLength(0);
  });

  it('refuses at once to delete a card campaigns are billed to', async () => {
    const { api, user } = renderBilling('/account/payment-methods', {
      Cards: cardsReply([{ ...visa, in_use: true }]),
    });
    const first = await cardOf('4242');
    expect(first.getByText('Billed by campaigns')).toBeTruthy();
    await user.click(first.getByRole('button', { name: 'Delete the Visa ending in 4242' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByRole('alert').textContent).toBe(IN_USE);
    expect(
      (dialog.getByRole('button', { name: 'Delete card' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(api.callsOf('CardDelete')).toHaveLength(0);
  });

  it("shows the server's refusal when a campaign took the card meanwhile", async () => {
    const { api, user } = renderBilling('/account/payment-methods', {
      Cards: inTurn(
        cardsReply([visa, mastercard]),
        cardsReply([visa, { ...mastercard, in_use: true }]),
      ),
      CardDelete: accountError('CARD_IN_USE', IN_USE),
    });
    const second = await cardOf('4444');
    await user.click(second.getByRole('button', { name: 'Delete the Mastercard ending in 4444' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete card' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(IN_USE);
    expect(api.callsOf('CardDelete')).toHaveLength(1);
    expect(screen.queryByText('Card deleted')).toBeNull();
    // The card stays, now marked as billed by campaigns.
    expect(await (await cardOf('4444')).findByText('Billed by campaigns')).toBeTruthy();
  });

  it('leads a company without a card to add one', async () => {
    const { user } = renderBilling('/account/payment-methods', { Cards: cardsReply([]) });
    expect(await screen.findByRole('heading', { name: 'No card on file yet' })).toBeTruthy();
    const empty = within(
      screen.getByRole('heading', { name: 'No card on file yet' }).parentElement!,
    );
    await user.click(empty.getByRole('button', { name: 'Add card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a card' }));
    expect(dialog.getByText('Step 1 of 2: Card details')).toBeTruthy();
    expect(dialog.getByLabelText('Card number')).toBeTruthy();
  });

  it('says when the cards cannot be loaded, and retries', async () => {
    const { user } = renderBilling('/account/payment-methods', {
      Cards: inTurn({ status: 500 }, cardsReply([visa])),
    });
    expect(await screen.findByText('We could not load your cards')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('•••• 4242')).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    renderBilling('/account/payment-methods', { Cards: cardsReply([visa]) }, [], {
      locale: 'es',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeTruthy();
    const first = await cardOf('4242');
    expect(first.getByText('Predeterminada')).toBeTruthy();
    expect(first.getByText('Caduca 04/31')).toBeTruthy();
  });
});
