import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import {
  accountError,
  companyData,
  statusMessage,
  stubApi,
  type Reply,
  TYPING_TIMEOUT,
} from './apiStub';

const account = companyAccount();
const settingsReply = (overrides = {}): Reply => ({
  data: {
    CompanyData: {
      id: account.id,
      email: account.email,
      company_name: account.company_name,
      privacy: false,
      ...overrides,
    },
  },
});

function renderSettings(handlers: Record<string, Reply | ((v: Record<string, unknown>) => Reply)>) {
  const api = stubApi({
    CompanyData: companyData(account),
    CompanyAccountSettings: settingsReply(),
    ...handlers,
  });
  const view = renderApp({
    route: '/account/overview',
    preloadedState: { session: { token: 'token-1', role: 'company' } },
  });
  return { api, ...view };
}

const section = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 3000 }));

describe('account settings', { timeout: TYPING_TIMEOUT }, () => {
  it('renames the company within 4 to 200 characters', async () => {
    const { api, user } = renderSettings({
      CompanyUpdateData: statusMessage('CompanyUpdateData', 'Your account has been updated'),
    });
    const company = await section('Company');
    const name = company.getByLabelText('Company name');
    expect((name as HTMLInputElement).value).toBe('Northwind Labs');
    await user.clear(name);
    await user.type(name, 'Abc');
    await user.tab();
    expect(company.getByText('The company name must have 4 to 200 characters')).toBeTruthy();
    await user.type(name, 'd Studio{Enter}');
    expect(await screen.findByText('Your account has been updated')).toBeTruthy();
    expect(api.callsOf('CompanyUpdateData')[0]?.variables).toEqual({ company_name: 'Abcd Studio' });
  });

  it("checks a new password against the modal's rules: 10 to 30 characters, confirmed", async () => {
    const { api, user } = renderSettings({});
    const password = await section('Password');
    await user.type(password.getByLabelText('New password'), 'Short1');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(password.getByText('Too short password')).toBeTruthy();
    expect(password.getByText('Enter your current password')).toBeTruthy();
    expect(password.getByText('Repeat the password')).toBeTruthy();
    expect(document.activeElement).toBe(password.getByLabelText('Current password'));

    await user.type(password.getByLabelText('New password'), 'x'.repeat(25));
    await user.tab();
    expect(password.getByText('The password can have at most 30 characters')).toBeTruthy();
    await user.clear(password.getByLabelText('New password'));
    await user.type(password.getByLabelText('New password'), 'Brand-new-pass1');
    await user.type(password.getByLabelText('Repeat the new password'), 'Brand-new-pass2');
    await user.tab();
    expect(password.getByText('The passwords do not match')).toBeTruthy();
    expect(api.callsOf('CompanyUpdateData')).toHaveLength(0);
  });

  it("shows the server's verdict on the current password on its field", async () => {
    const { api, user } = renderSettings({
      CompanyUpdateData: accountError('WRONG_PASSWORD', 'The password is not correct', {
        fields: { password: 'The password is not correct' },
      }),
    });
    const password = await section('Password');
    await user.type(password.getByLabelText('New password'), 'Brand-new-pass1');
    await user.type(password.getByLabelText('Repeat the new password'), 'Brand-new-pass1');
    await user.type(password.getByLabelText('Current password'), 'Old-password1{Enter}');
    expect(await password.findByText('The password is not correct')).toBeTruthy();
    expect(document.activeElement).toBe(password.getByLabelText('Current password'));
    expect(api.callsOf('CompanyUpdateData')[0]?.variables).toEqual({
      password: 'Old-password1',
      new_password: 'Brand-new-pass1',
      confirm_password: 'Brand-new-pass1',
    });
  });

  it('clears the password fields once the password is changed', async () => {
    const { user } = renderSettings({
      CompanyUpdateData: statusMessage('CompanyUpdateData', 'Your account has been updated'),
    });
    const password = await section('Password');
    await user.type(password.getByLabelText('Current password'), 'Old-password1');
    await user.type(password.getByLabelText('New password'), 'Brand-new-pass1');
    await user.type(password.getByLabelText('Repeat the new password'), 'Brand-new-pass1{Enter}');
    expect(await screen.findByText('Your account has been updated')).toBeTruthy();
    for (const label of ['Current password', 'New password', 'Repeat the new password']) {
      expect((password.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect(password.queryByText('Enter your current password')).toBeNull();
  });

  it('asks for an e-mail change with the current e-mail and password', async () => {
    const message = 'We have sent a link to the new e-mail, open it to confirm the change';
    const { api, user } = renderSettings({
      CompanyRequestToChangeEmail: statusMessage('CompanyRequestToChangeEmail', message),
    });
    const email = await section('E-mail');
    await user.type(email.getByLabelText('New e-mail'), account.email);
    await user.tab();
    expect(email.getByText('The new e-mail is the same as the current one')).toBeTruthy();
    await user.clear(email.getByLabelText('New e-mail'));
    await user.type(email.getByLabelText('New e-mail'), 'ada@analytical.test');
    await user.type(email.getByLabelText('Current password'), 'Secret-password{Enter}');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.callsOf('CompanyRequestToChangeEmail')[0]?.variables).toEqual({
      email: account.email,
      new_email: 'ada@analytical.test',
      password: 'Secret-password',
    });
    expect((email.getByLabelText('New e-mail') as HTMLInputElement).value).toBe('');
  });

  it('saves privacy as soon as it is switched', async () => {
    const { api, user } = renderSettings({
      CompanyUpdateData: statusMessage('CompanyUpdateData', 'Your account has been updated'),
    });
    const privacy = await section('Privacy');
    const toggle = privacy.getByRole('checkbox', { name: 'Keep my account private' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    expect(await screen.findByText('Your account has been updated')).toBeTruthy();
    expect(api.callsOf('CompanyUpdateData')[0]?.variables).toEqual({ privacy: true });
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('deletes the account only after the e-mail is typed, then goes to Login', async () => {
    const { api, user, store, router } = renderSettings({
      CompanyDelete: statusMessage('CompanyDelete', 'Your account has been deleted'),
    });
    const danger = await section('Delete account');
    await user.click(danger.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    await user.type(dialog.getByLabelText('Your e-mail'), 'someone@else.test');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(dialog.getByText('Type your e-mail exactly as shown')).toBeTruthy();
    expect(api.callsOf('CompanyDelete')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Your e-mail'));
    await user.type(dialog.getByLabelText('Your e-mail'), `${account.email.toUpperCase()}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.token).toBeNull();
    expect(screen.getByText('Your account has been deleted')).toBeTruthy();
    expect(api.callsOf('CompanyDelete')).toHaveLength(1);
  });

  it('shows why the account cannot be deleted yet, each reason on its own, and stays signed in', async () => {
    const reasons = [
      'you have 1 open deal: it must be completed or cancelled first',
      'your wallet holds $12.50: ask support to refund it to you (an operator pays it back by bank transfer), then delete the account',
    ];
    const { api, user, store } = renderSettings({
      CompanyDelete: accountError(
        'DELETION_REFUSED',
        `Your account cannot be deleted yet: ${reasons.join('; ')}.`,
        { reasons },
      ),
    });
    const danger = await section('Delete account');
    await user.click(danger.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    await user.type(dialog.getByLabelText('Your e-mail'), `${account.email}{Enter}`);

    const refusal = within(await dialog.findByRole('alert'));
    expect(refusal.getByText('Your account cannot be deleted yet')).toBeTruthy();
    expect(refusal.getAllByRole('listitem').map((item) => item.textContent)).toEqual(reasons);
    expect(api.callsOf('CompanyDelete')).toHaveLength(1);
    expect(store.getState().session.token).toBe('token-1');
  });
});
