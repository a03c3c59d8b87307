import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountError, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { earningsReply, payout, renderEarnings, toastKeys } from './earningsStub';

afterEach(() => vi.unstubAllGlobals());

type Scope = ReturnType<typeof within>;

async function openDialog(user: UserEvent): Promise<Scope> {
  await user.click(await screen.findByRole('button', { name: 'Request a payout' }));
  return within(await screen.findByRole('dialog', { name: 'Request a payout' }));
}

const amountInput = (dialog: Scope) => dialog.getByLabelText('Amount') as HTMLInputElement;

async function typeAmount(user: UserEvent, dialog: Scope, amount: string) {
  await user.clear(amountInput(dialog));
  if (amount) await user.type(amountInput(dialog), amount);
}

const requested = (amount: number): Reply => ({
  data: {
    CreatorPayoutRequest: payout('p-9', { amount, status: 'in_flight', settled_at: null }),
  },
});

describe('requesting a payout', { timeout: TYPING_TIMEOUT }, () => {
  it('starts from all that is available, and sends integer cents with a key', async () => {
    const { user, api, store } = renderEarnings({
      CreatorPayoutRequest: requested(125_00),
    });
    const dialog = await openDialog(user);
    expect(amountInput(dialog).value).toBe('125');
    expect(dialog.getByText('In US dollars, from $20.00 to $125.00')).toBeTruthy();
    expect(dialog.getByText('To Sandbox Bank •••• 6789')).toBeTruthy();
    await typeAmount(user, dialog, '100.50');
    await user.click(dialog.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastKeys(store)).toContain('earnings:request.success');
    const [call] = api.callsOf('CreatorPayoutRequest');
    expect(call!.variables.amount_cents).toBe(100_50);
    expect(call!.variables.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // The figures are read again.
    await waitFor(() => expect(api.callsOf('CreatorEarnings')).toHaveLength(2));
  });

  it('checks the amount against the minimum and what is available', async () => {
    const { user, api } = renderEarnings({});
    const dialog = await openDialog(user);
    const submit = () => user.click(dialog.getByRole('button', { name: 'Request payout' }));
    await typeAmount(user, dialog, '');
    await submit();
    expect(dialog.getByText('Enter the amount')).toBeTruthy();
    await typeAmount(user, dialog, 'ten');
    expect(dialog.getByText('Enter an amount in dollars, such as 25 or 25.50')).toBeTruthy();
    await typeAmount(user, dialog, '19.99');
    expect(dialog.getByText('The amount must be between $20.00 and $125.00')).toBeTruthy();
    await typeAmount(user, dialog, '125.01');
    expect(dialog.getByText('The amount must be between $20.00 and $125.00')).toBeTruthy();
    await typeAmount(user, dialog, '1.234');
    expect(dialog.getByText('Enter an amount in dollars, such as 25 or 25.50')).toBeTruthy();
    await submit();
    expect(api.callsOf('CreatorPayoutRequest')).toHaveLength(0);
  });

  it.each([
    ['PAYOUT_BELOW_MINIMUM', 'The amount is below the smallest payout.'],
    ['PAYOUT_OVER_AVAILABLE', 'The amount is more than what is available now.'],
    ['PAYOUT_IN_FLIGHT', 'A payout is already on its way: wait until the bank has settled it.'],
    ['PAYOUT_NO_ACCOUNT', 'Add a payout account first.'],
    [
      'PAYOUT_ACCOUNT_INVALID',
      'Your payout account cannot receive payouts: remove it and add it again.',
    ],
  ])('says what %s means, and the next attempt is a new one', async (code, message) => {
    const { user, api } = renderEarnings({
      CreatorPayoutRequest: accountError(code, `Server says ${code}`),
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Request payout' }));
    expect(await dialog.findByText(message)).toBeTruthy();
    expect(dialog.queryByText(`Server says ${code}`)).toBeNull();
    // Nothing moved: the figures are read again, and trying again is a new request.
    await waitFor(() => expect(api.callsOf('CreatorEarnings')).toHaveLength(2));
    await user.click(dialog.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(api.callsOf('CreatorPayoutRequest')).toHaveLength(2));
    const [first, second] = api.callsOf('CreatorPayoutRequest');
    expect(second!.variables.idempotency_key).not.toBe(first!.variables.idempotency_key);
  });

  it('keeps the key when the outcome is unknown, so a retry cannot pay out twice', async () => {
    let reply: Reply = accountError('INTERNAL', 'Something went wrong');
    const { user, api } = renderEarnings({ CreatorPayoutRequest: () => reply });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Request payout' }));
    expect(
      await dialog.findByText(
        'We could not confirm this payout. Your earnings are being refreshed: check them, then try again if needed. It will not be sent twice.',
      ),
    ).toBeTruthy();
    reply = requested(125_00);
    await user.click(dialog.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = api.callsOf('CreatorPayoutRequest');
    expect(second!.variables.idempotency_key).toBe(first!.variables.idempotency_key);
    expect(second!.variables.amount_cents).toBe(first!.variables.amount_cents);
  });

  it('makes a new key at each opening', async () => {
    const { user, api } = renderEarnings({
      CreatorPayoutRequest: accountError('INTERNAL', 'Something went wrong'),
    });
    let dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(api.callsOf('CreatorPayoutRequest')).toHaveLength(1));
    await user.click(dialog.getAllByRole('button', { name: 'Cancel' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(api.callsOf('CreatorPayoutRequest')).toHaveLength(2));
    const [first, second] = api.callsOf('CreatorPayoutRequest');
    expect(second!.variables.idempotency_key).not.toBe(first!.variables.idempotency_key);
  });

  it('is not offered once the bank has a payout in flight', async () => {
    renderEarnings({
      CreatorEarnings: earningsReply({
        in_flight: 50_00,
        current_payout: payout('p-1', { status: 'in_flight', settled_at: null }),
      }),
    });
    expect(await screen.findByRole('button', { name: 'Request a payout' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
