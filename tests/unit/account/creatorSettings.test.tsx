import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../renderWithProviders';
import {
  creatorAccount,
  creatorData,
  creatorSession,
  FIRST_LAYOUT_LOAD,
} from '../helpers/creatorApi';
import { accountError, statusMessage, stubApi, type Reply, TYPING_TIMEOUT } from './apiStub';

const account = creatorAccount();

function renderSettings(handlers: Record<string, Reply>) {
  const api = stubApi({ CreatorData: creatorData(account), ...handlers });
  const view = renderApp({ route: '/creator/settings', preloadedState: creatorSession });
  return { api, ...view };
}

const section = async (name: string) =>
  within(await screen.findByRole('region', { name }, FIRST_LAYOUT_LOAD));

// The first test also waits for the creator layout's first load (FIRST_LAYOUT_LOAD).
describe("the creator's settings", { timeout: TYPING_TIMEOUT + 15_000 }, () => {
  it('asks for an e-mail change with CreatorRequestToChangeEmail', async () => {
    const message = 'We have sent a link to the new e-mail, open it to confirm the change';
    const { api, user } = renderSettings({
      CreatorRequestToChangeEmail: statusMessage('CreatorRequestToChangeEmail', message),
    });
    const email = await section('E-mail');
    await user.type(email.getByLabelText('New e-mail'), account.email);
    await user.tab();
    expect(email.getByText('The new e-mail is the same as the current one')).toBeTruthy();
    await user.clear(email.getByLabelText('New e-mail'));
    await user.type(email.getByLabelText('New e-mail'), 'maya@elsewhere.test');
    await user.type(email.getByLabelText('Current password'), 'Secret-password{Enter}');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.callsOf('CreatorRequestToChangeEmail')[0]?.variables).toEqual({
      email: account.email,
      new_email: 'maya@elsewhere.test',
      password: 'Secret-password',
    });
    expect(api.callsOf('CompanyRequestToChangeEmail')).toHaveLength(0);
  });

  it("shows the server's verdict on a wrong password on its field", async () => {
    const { user } = renderSettings({
      CreatorRequestToChangeEmail: accountError('VALIDATION', 'Some fields are not valid', {
        fields: { password: 'The password is not correct' },
      }),
    });
    const email = await section('E-mail');
    await user.type(email.getByLabelText('New e-mail'), 'maya@elsewhere.test');
    await user.type(email.getByLabelText('Current password'), 'Wrong-password{Enter}');
    expect(await email.findByText('The password is not correct')).toBeTruthy();
  });

  it('offers the language and colour mode, and logs out to the creator login', async () => {
    const { api, user, router, store } = renderSettings({
      CreatorLogout: statusMessage('CreatorLogout', 'You have been logged out'),
    });
    const app = await section('Language and appearance');
    expect(app.getByRole('group', { name: 'Language' })).toBeTruthy();
    const logOut = await section('Log out');
    await user.click(logOut.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/login');
    expect(store.getState().session.token).toBeNull();
    expect(api.callsOf('CreatorLogout')).toHaveLength(1);
  });

  it('shows why the account cannot be deleted yet and stays signed in', async () => {
    const reasons = ['you have 1 open deal: it must be completed or cancelled first'];
    const { api, user, store } = renderSettings({
      CreatorDelete: accountError(
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
    expect(api.callsOf('CreatorDelete')).toHaveLength(1);
    expect(store.getState().session.token).toBe('creator-token');
  });

  it('deletes the account once the e-mail is typed, then goes to the creator login', async () => {
    const { api, user, router, store } = renderSettings({
      CreatorDelete: statusMessage('CreatorDelete', 'Your account has been deleted'),
    });
    const danger = await section('Delete account');
    await user.click(danger.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    await user.type(dialog.getByLabelText('Your e-mail'), `${account.email}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/login');
    expect(store.getState().session.token).toBeNull();
    expect(api.callsOf('CreatorDelete')).toHaveLength(1);
  });
});
