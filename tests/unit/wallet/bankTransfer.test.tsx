import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { inTurn } from '../brands/brandStub';
import { BANK_INFO, bankInfoReply, card, cardsReply, renderWallet } from './walletStub';

/** The wallet with the top-up dialog switched to "Bank transfer". */
async function openBankTransfer(handlers: Parameters<typeof renderWallet>[0] = {}) {
  const view = renderWallet({ Cards: cardsReply([card('card-1')]), ...handlers });
  await view.user.click(await screen.findByRole('button', { name: 'Top up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Top up your wallet' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Bank transfer' }));
  return { ...view, dialog };
}

describe('Top-up by bank transfer', { timeout: TYPING_TIMEOUT }, () => {
  it('lists where to wire the money, and says when the balance grows', async () => {
    const { api, dialog } = await openBankTransfer({ BankTransferInformation: bankInfoReply() });
    expect(within(dialog).getByRole('button', { name: 'Bank transfer' })).toHaveProperty(
      'ariaPressed',
      'true',
    );
    const details = await within(dialog).findByLabelText('Transfer details');
    const valueOf = (label: string) =>
      // The dd holds the value, then its copy button.
      within(details).getByText(label, { selector: 'dt' }).nextElementSibling?.firstElementChild
        ?.textContent;
    expect(valueOf('Bank name')).toBe('First Harbor Bank');
    expect(valueOf('Bank address')).toBe('100 Harbor Street, Boston, MA 02110');
    expect(valueOf('Account number')).toBe('000123456789');
    expect(valueOf('Routing number')).toBe('011000138');
    expect(valueOf('Account type')).toBe('Checking');
    expect(valueOf('Recipient')).toBe('UGC Desk Inc.');
    expect(valueOf('Purpose of payment')).toBe('Wallet top-up UGC-7K3M9QX2');
    // The reference stands out inside the purpose of payment.
    expect(within(details).getByText('UGC-7K3M9QX2').tagName).toBe('MARK');

    expect(within(dialog).getByText(/grows when the transfer arrives/).textContent).toMatch(
      /1 to 3 business days/,
    );
    expect(within(dialog).getByText(/the reference UGC-7K3M9QX2 tells us/)).toBeTruthy();
    // Nothing to pay here: no amount, no card.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(api.callsOf('WalletTopUp')).toHaveLength(0);
  });

  it('copies each detail to the clipboard', async () => {
    const { user, dialog } = await openBankTransfer({ BankTransferInformation: bankInfoReply() });
    await within(dialog).findByLabelText('Transfer details');
    const copyButtons = within(dialog).getAllByRole('button', { name: /^Copy/ });
    expect(copyButtons).toHaveLength(7);

    const copyAccount = within(dialog).getByRole('button', { name: 'Copy Account number' });
    await user.click(copyAccount);
    expect(await navigator.clipboard.readText()).toBe(BANK_INFO.account_number);
    expect(copyAccount.textContent).toBe('Copied');
    expect(copyAccount.getAttribute('aria-label')).toBe('Account number copied');

    await user.click(within(dialog).getByRole('button', { name: 'Copy Purpose of payment' }));
    expect(await navigator.clipboard.readText()).toBe('Wallet top-up UGC-7K3M9QX2');
  });

  it('offers a retry when the details cannot be loaded', async () => {
    const { user, dialog } = await openBankTransfer({
      BankTransferInformation: inTurn({ status: 500 }, bankInfoReply()),
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We could not load the transfer details.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Transfer details')).toBeTruthy();
  });

  it('closes with Done, and opens on Card again', async () => {
    const { user, dialog } = await openBankTransfer({ BankTransferInformation: bankInfoReply() });
    await within(dialog).findByLabelText('Transfer details');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Top up' }));
    const again = await screen.findByRole('dialog', { name: 'Top up your wallet' });
    expect(within(again).getByRole('button', { name: 'Card' })).toHaveProperty(
      'ariaPressed',
      'true',
    );
  });
});
