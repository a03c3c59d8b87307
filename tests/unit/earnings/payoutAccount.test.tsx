import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActionRecorder } from '@/store/debug/actionLog';
import { accountError, statusMessage, TYPING_TIMEOUT } from '../account/apiStub';
import { inTurn } from '../brands/brandStub';
import {
  ACCOUNT,
  BANK_TOKEN,
  earningsReply,
  gatewayBankError,
  gatewayBankToken,
  renderEarnings,
  toastKeys,
  type GatewayReply,
} from './earningsStub';

afterEach(() => vi.unstubAllGlobals());

const ROUTING = '110000000';
const ACCOUNT_NUMBER = '000123456789';

type Scope = ReturnType<typeof within>;

async function openDialog(user: UserEvent, button = 'Add payout account'): Promise<Scope> {
  await user.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: 'Add a payout account' }));
}

async function fill(
  user: UserEvent,
  dialog: Scope,
  { name = 'Maya Ortiz', routing = ROUTING, account = ACCOUNT_NUMBER } = {},
) {
  if (name) await user.type(dialog.getByLabelText("Account holder's name"), name);
  if (routing) await user.type(dialog.getByLabelText('Routing number'), routing);
  if (account) await user.type(dialog.getByLabelText('Account number'), account);
}

/** The screen without an account, its dialog open. */
async function openWithoutAccount(
  handlers: Parameters<typeof renderEarnings>[0],
  gateway: GatewayReply[],
) {
  const view = renderEarnings(
    { CreatorEarnings: earningsReply({ payout_account: null }), ...handlers },
    { gateway },
  );
  const dialog = await openDialog(view.user);
  return { ...view, dialog };
}

describe('the payout account', { timeout: TYPING_TIMEOUT }, () => {
  it('sends the numbers to the gateway only, and CreatorPayoutAccountAdd the token', async () => {
    const { user, dialog, api, gatewayCalls, store } = await openWithoutAccount(
      {
        CreatorEarnings: inTurn(earningsReply({ payout_account: null }), earningsReply()),
        CreatorPayoutAccountAdd: { data: { CreatorPayoutAccountAdd: ACCOUNT } },
      },
      [gatewayBankToken()],
    );
    await fill(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Add account' }));

    await waitFor(() => expect(toastKeys(store)).toContain('earnings:account.added'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Sandbox Bank •••• 6789')).toBeTruthy();
    expect(screen.getByText('Account holder: Maya Ortiz')).toBeTruthy();

    expect(gatewayCalls).toHaveLength(1);
    expect(gatewayCalls[0]!.url).toBe('/sandbox-gateway/v1/bank_accounts');
    expect(gatewayCalls[0]!.init.method).toBe('POST');
    expect(gatewayCalls[0]!.init.credentials).toBe('omit');
    expect(gatewayCalls[0]!.body).toEqual({
      routing_number: ROUTING,
      account_number: ACCOUNT_NUMBER,
    });
    expect(api.callsOf('CreatorPayoutAccountAdd')[0]?.variables).toEqual({
      holder_name: 'Maya Ortiz',
      token: BANK_TOKEN,
    });
    // The account number reaches neither our API, nor the store, nor its action log.
    const sent = api.calls.map((call) => JSON.stringify(call.variables)).join('\n');
    const state = JSON.stringify(store.getState());
    const log = getActionRecorder(store)!.exportText();
    expect(log).toContain('creatorPayoutAccountAdd');
    for (const secret of [ACCOUNT_NUMBER, ROUTING]) {
      expect(sent).not.toContain(secret);
      expect(state).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
  });

  it('checks the fields before anything is sent, with translated messages', async () => {
    const { user, dialog, gatewayCalls } = await openWithoutAccount({}, []);
    await user.click(dialog.getByRole('button', { name: 'Add account' }));
    expect(
      dialog.getByText("Enter the account holder's name (at most 100 characters)"),
    ).toBeTruthy();
    expect(dialog.getByText('Enter the routing number')).toBeTruthy();
    expect(dialog.getByText('Enter the account number')).toBeTruthy();
    await fill(user, dialog, { name: 'x'.repeat(101), routing: '12345678', account: '123' });
    expect(dialog.getByText('The routing number has 9 digits')).toBeTruthy();
    expect(dialog.getByText('The account number has 4 to 17 digits')).toBeTruthy();
    await user.clear(dialog.getByLabelText('Account number'));
    await user.type(dialog.getByLabelText('Account number'), '1'.repeat(18));
    expect(dialog.getByText('The account number has 4 to 17 digits')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Add account' }));
    expect(gatewayCalls).toHaveLength(0);
  });

  it('refuses text the database cannot store in the name', async () => {
    const { user, dialog, gatewayCalls } = await openWithoutAccount({}, []);
    await fill(user, dialog, { name: 'Maya\u0000' });
    await user.click(dialog.getByRole('button', { name: 'Add account' }));
    expect(dialog.getByLabelText("Account holder's name").getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(gatewayCalls).toHaveLength(0);
  });

  it.each([
    ['invalid_routing_number', 'Routing number', 'This routing number is not valid'],
    ['invalid_account_number', 'Account number', 'This account number is not valid'],
  ])('puts the gateway’s %s on its field', async (code, label, message) => {
    const { user, dialog, api } = await openWithoutAccount({}, [gatewayBankError(code)]);
    await fill(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Add account' }));
    expect(await dialog.findByText(message)).toBeTruthy();
    expect(dialog.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dialog.getByLabelText(label));
    expect(api.callsOf('CreatorPayoutAccountAdd')).toHaveLength(0);
  });

  it('says when the gateway cannot be reached, and sends nothing to the API', async () => {
    const { user, dialog, api } = await openWithoutAccount({}, [{ unreachable: true }]);
    await fill(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Add account' }));
    expect(
      await dialog.findByText(
        'The payment service is not available right now, please try again in a few minutes.',
      ),
    ).toBeTruthy();
    expect(api.callsOf('CreatorPayoutAccountAdd')).toHaveLength(0);
  });

  it('says when the server refuses the token', async () => {
    const { user, dialog } = await openWithoutAccount(
      {
        CreatorPayoutAccountAdd: accountError('PAYOUT_ACCOUNT_INVALID', 'Invalid bank token'),
      },
      [gatewayBankToken()],
    );
    await fill(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Add account' }));
    expect(
      await dialog.findByText('This bank account could not be added: enter its details again.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('removes the account once confirmed', async () => {
    const { user, api, store } = renderEarnings({
      CreatorEarnings: inTurn(earningsReply(), earningsReply({ payout_account: null })),
      CreatorPayoutAccountDelete: statusMessage('CreatorPayoutAccountDelete', 'Removed'),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Remove Sandbox Bank •••• 6789?' }),
    );
    await user.click(dialog.getAllByRole('button', { name: 'Cancel' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsOf('CreatorPayoutAccountDelete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const again = within(await screen.findByRole('alertdialog'));
    await user.click(again.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toastKeys(store)).toContain('earnings:account.removed'));
    expect(
      await screen.findByText('No payout account yet: add the bank account your payouts go to.'),
    ).toBeTruthy();
    expect(api.callsOf('CreatorPayoutAccountDelete')).toHaveLength(1);
  });
});
