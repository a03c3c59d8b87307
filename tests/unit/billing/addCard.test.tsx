import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getActionRecorder } from '@/store/debug/actionLog';
import { accountError, TYPING_TIMEOUT } from '../account/apiStub';
import { inTurn } from '../brands/brandStub';
import {
  BILLING_ADDRESS,
  card,
  cardsReply,
  gatewayError,
  gatewayToken,
  renderBilling,
  type GatewayReply,
} from './billingStub';

type Scope = ReturnType<typeof within>;

const YEAR = new Date().getUTCFullYear() + 4;
const EXPIRY = `04${String(YEAR % 100).padStart(2, '0')}`;
const NUMBER = '4242424242424242';
const CVC = '737';
const TOKEN = 'tok_0123456789abcdef01234567';

const ADDRESS = BILLING_ADDRESS;

async function openDialog(user: UserEvent): Promise<Scope> {
  // The page's button (an empty list has a second one, in its message).
  await user.click((await screen.findAllByRole('button', { name: 'Add card' }))[0]!);
  return within(await screen.findByRole('dialog', { name: 'Add a card' }));
}

async function fillCard(
  user: UserEvent,
  dialog: Scope,
  { number = NUMBER, expiry = EXPIRY, cvc = CVC } = {},
) {
  await user.type(dialog.getByLabelText('Card number'), number);
  await user.type(dialog.getByLabelText('Expiry date'), expiry);
  await user.type(dialog.getByLabelText('Security code'), cvc);
}

async function fillAddress(user: UserEvent, dialog: Scope) {
  await user.type(dialog.getByLabelText("Card holder's full name"), ADDRESS.full_name);
  await user.type(dialog.getByLabelText('Address name'), ADDRESS.address_name);
  await user.type(dialog.getByLabelText('Address'), ADDRESS.address_line1);
  await user.type(dialog.getByLabelText('City'), ADDRESS.city);
  await user.type(dialog.getByLabelText('State'), ADDRESS.state);
  await user.type(dialog.getByLabelText('Country'), ADDRESS.country);
  await user.type(dialog.getByLabelText('Zip code'), ADDRESS.zip);
  await user.type(dialog.getByLabelText('Tax ID'), ADDRESS.tax_id);
}

/** Opens the dialog on an account with one card, types a card, and goes to the address. */
async function toAddressStep(
  handlers: Parameters<typeof renderBilling>[1],
  gateway: GatewayReply[],
  typed: Parameters<typeof fillCard>[2] = {},
) {
  const view = renderBilling(
    '/account/payment-methods',
    { Cards: cardsReply([]), ...handlers },
    gateway,
  );
  const dialog = await openDialog(view.user);
  await fillCard(view.user, dialog, typed);
  await view.user.click(dialog.getByRole('button', { name: 'Next' }));
  await dialog.findByText('Step 2 of 2: Billing address');
  return { ...view, dialog };
}

const inputOf = (dialog: Scope, label: string) => dialog.getByLabelText(label) as HTMLInputElement;

describe('adding a card', { timeout: TYPING_TIMEOUT }, () => {
  it('checks the card fields before going on, with their messages', async () => {
    const { user, gatewayCalls } = renderBilling('/account/payment-methods', {
      Cards: cardsReply([]),
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByText('Enter the card number')).toBeTruthy();
    expect(dialog.getByText('Enter the expiry date as MM/YY')).toBeTruthy();
    expect(dialog.getByText('Enter the security code')).toBeTruthy();
    expect(document.activeElement).toBe(inputOf(dialog, 'Card number'));

    // Grouped as typed, the brand shown; the expiry takes its slash by itself.
    await user.type(inputOf(dialog, 'Card number'), '4242424242424241');
    expect(inputOf(dialog, 'Card number').value).toBe('4242 4242 4242 4241');
    expect(dialog.getByText('Visa')).toBeTruthy();
    expect(document.querySelector('[role="dialog"] [data-brand="visa"]')).toBeTruthy();
    expect(dialog.getByText('The card number is not valid')).toBeTruthy();

    await user.type(inputOf(dialog, 'Expiry date'), '0120');
    expect(inputOf(dialog, 'Expiry date').value).toBe('01/20');
    expect(dialog.getByText('This card has expired')).toBeTruthy();
    await user.clear(inputOf(dialog, 'Expiry date'));
    await user.type(inputOf(dialog, 'Expiry date'), '1330');
    expect(dialog.getByText('The expiry date is not valid')).toBeTruthy();

    await user.type(inputOf(dialog, 'Security code'), '12');
    expect(dialog.getByText('The security code has 3 digits')).toBeTruthy();

    // American Express: 4-6-5 groups and a 4-digit code.
    await user.clear(inputOf(dialog, 'Card number'));
    await user.type(inputOf(dialog, 'Card number'), '378282246310005');
    expect(inputOf(dialog, 'Card number').value).toBe('3782 822463 10005');
    expect(dialog.getByText('American Express')).toBeTruthy();
    await user.clear(inputOf(dialog, 'Security code'));
    await user.type(inputOf(dialog, 'Security code'), '123');
    expect(dialog.getByText('The security code has 4 digits')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByText('Step 1 of 2: Card details')).toBeTruthy();
    expect(gatewayCalls).toHaveLength(0);
  });

  it('checks the billing address with the shared rules', async () => {
    const { user, dialog, gatewayCalls, api } = await toAddressStep({}, []);
    await user.click(dialog.getByRole('button', { name: 'Add card' }));
    expect(dialog.getByText("Enter the card holder's full name")).toBeTruthy();
    expect(dialog.getByText('Enter a name for this address')).toBeTruthy();
    expect(dialog.getByText('Enter the street address')).toBeTruthy();
    expect(dialog.getByText('Enter the zip code')).toBeTruthy();
    expect(dialog.getByText('Enter the tax ID')).toBeTruthy();
    expect(document.activeElement).toBe(inputOf(dialog, "Card holder's full name"));

    await user.type(inputOf(dialog, 'Zip code'), '123');
    expect(dialog.getByText('The zip code has 5 digits')).toBeTruthy();
    await user.type(inputOf(dialog, 'Tax ID'), '12');
    expect(dialog.getByText('The tax ID has exactly 9 digits')).toBeTruthy();
    await user.type(inputOf(dialog, 'Address name'), 'HQ');
    expect(dialog.getByText('The address name must have 5 to 100 characters')).toBeTruthy();
    expect(gatewayCalls).toHaveLength(0);
    expect(api.callsOf('CardAdd')).toHaveLength(0);

    // Back keeps what was typed.
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(inputOf(dialog, 'Card number').value).toBe('4242 4242 4242 4242');
  });

  it('shows the zip and tax ID as stored once left: separators go, a ZIP+4 keeps its 5 digits', async () => {
    // docs/product.md#as-typed
    const { user, dialog } = await toAddressStep({}, []);
    await user.type(inputOf(dialog, 'Zip code'), '94103-1234');
    await user.type(inputOf(dialog, 'Tax ID'), '12-3456789');
    expect(inputOf(dialog, 'Zip code').value).toBe('94103');
    await user.tab();
    expect(inputOf(dialog, 'Tax ID').value).toBe('123456789');
    expect(dialog.queryByText('The zip code has 5 digits')).toBeNull();
    expect(dialog.queryByText('The tax ID has exactly 9 digits')).toBeNull();
  });

  it('sends the card to the gateway only, and CardAdd the token and the address', async () => {
    const { user, dialog, gatewayCalls, api, store } = await toAddressStep(
      {
        Cards: inTurn(cardsReply([]), cardsReply([card('c1', { is_default: true })])),
        CardAdd: { data: { CardAdd: card('c1', { is_default: true }) } },
      },
      [gatewayToken()],
    );
    await fillAddress(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Add card' }));

    expect(await screen.findByText('Card added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('•••• 4242')).toBeTruthy();

    expect(gatewayCalls).toHaveLength(1);
    expect(gatewayCalls[0]!.url).toBe('/sandbox-gateway/v1/tokens');
    expect(gatewayCalls[0]!.init.method).toBe('POST');
    expect(gatewayCalls[0]!.body).toEqual({
      number: NUMBER,
      exp_month: 4,
      exp_year: YEAR,
      cvc: CVC,
    });
    expect(api.callsOf('CardAdd')[0]?.variables).toEqual({
      token: TOKEN,
      billing_address: ADDRESS,
    });
    // Neither the number (as typed or as digits) nor the CVC reaches our API, the store or
    // its action log.
    const sent = api.fetchMock.mock.calls.map(([, init]) => String(init?.body)).join('\n');
    const log = getActionRecorder(store)!.exportText();
    expect(log).toContain('cardAdd');
    // Digits standing alone: a timestamp or an id may contain the CVC's three digits.
    const state = JSON.stringify(store.getState());
    for (const secret of [NUMBER, '4242 4242 4242 4242', CVC]) {
      const alone = new RegExp(`(?<![0-9])${secret}(?![0-9])`);
      expect(sent).not.toMatch(alone);
      expect(state).not.toMatch(alone);
      expect(log).not.toMatch(alone);
    }
  });

  it.each([
    ['incorrect_number', 'Card number', 'The card number is not valid'],
    ['expired_card', 'Expiry date', 'This card has expired'],
    ['invalid_expiry_month', 'Expiry date', 'The expiry date is not valid'],
    ['invalid_cvc', 'Security code', 'The security code has 3 digits'],
  ])('shows the gateway’s %s on the %s field, back on the card step', async (code, label, text) => {
    const { user, dialog, api } = await toAddressStep({}, [gatewayError(code)]);
    await fillAddress(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Add card' }));

    expect(await dialog.findByText('Step 1 of 2: Card details')).toBeTruthy();
    expect(await dialog.findByText(text)).toBeTruthy();
    expect(inputOf(dialog, label).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(inputOf(dialog, label)));
    expect(api.callsOf('CardAdd')).toHaveLength(0);
  });

  it('says when the card is declined, and a new card can be tried', async () => {
    const { user, dialog, api, gatewayCalls } = await toAddressStep(
      {
        CardAdd: inTurn(
          accountError('CARD_DECLINED', 'Your card was declined', { decline: 'card_declined' }),
          { data: { CardAdd: card('c1') } },
        ),
      },
      [gatewayToken(), gatewayToken({ id: 'tok_ffffffffffffffffffffffff' })],
      { number: '4000000000000002' },
    );
    await fillAddress(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Add card' }));
    expect(await dialog.findByText('Your card was declined')).toBeTruthy();
    expect(dialog.getByText('Step 1 of 2: Card details')).toBeTruthy();
    expect(screen.queryByText('Card added')).toBeNull();

    await user.clear(inputOf(dialog, 'Card number'));
    await user.type(inputOf(dialog, 'Card number'), NUMBER);
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    // The address is still there.
    expect(inputOf(dialog, 'City').value).toBe(ADDRESS.city);
    await user.click(dialog.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Card added')).toBeTruthy();
    expect(gatewayCalls.map((call) => call.body.number)).toEqual(['4000000000000002', NUMBER]);
    expect(api.callsOf('CardAdd')[1]?.variables.token).toBe('tok_ffffffffffffffffffffffff');
  });

  it('says when the company has as many cards as it may keep', async () => {
    const limit = 'You can keep at most 10 cards: delete one to add another';
    const { user, dialog } = await toAddressStep({ CardAdd: accountError('CARD_LIMIT', limit) }, [
      gatewayToken(),
    ]);
    await fillAddress(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Add card' }));
    expect(await dialog.findByText(limit)).toBeTruthy();
    expect(dialog.getByText('Step 2 of 2: Billing address')).toBeTruthy();
  });

  it('says when the gateway cannot be reached', async () => {
    const { user, dialog, api } = await toAddressStep({}, [{ unreachable: true }]);
    await fillAddress(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Add card' }));
    expect(
      await dialog.findByText(
        'We could not reach our payment provider. Check your connection and try again.',
      ),
    ).toBeTruthy();
    expect(api.callsOf('CardAdd')).toHaveLength(0);
  });

  it('forgets the typed card when the dialog closes', async () => {
    const { user } = renderBilling('/account/payment-methods', { Cards: cardsReply([]) });
    let dialog = await openDialog(user);
    await fillCard(user, dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect(inputOf(dialog, 'Card number').value).toBe('');
    expect(inputOf(dialog, 'Security code').value).toBe('');
  });
});
