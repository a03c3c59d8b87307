import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { accountError, companyData, statusMessage, stubApi, TYPING_TIMEOUT } from './apiStub';

const RESET_REQUESTED =
  'If an account uses this e-mail, we have sent it a link to reset the password';
const PASSWORD_RESET = 'Your password has been changed, you can log in with it now';

describe('Forgot and Password', { timeout: TYPING_TIMEOUT }, () => {
  // Longer than the others: it waits for the countdown's next tick, which a loaded machine
  // can delay by many seconds.
  it(
    'asks for the link and shows where it went, resending once a minute',
    {
      timeout: 2 * TYPING_TIMEOUT,
    },
    async () => {
      const api = stubApi({
        RequestResetPassword: statusMessage('RequestResetPassword', RESET_REQUESTED),
      });
      const { user, router } = renderApp({ route: '/forgot' });
      await user.type(await screen.findByLabelText('E-mail'), 'ada@northwind.test{Enter}');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' }),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe('/password');
      expect(screen.getByText(/If an account uses ada@northwind.test/)).toBeTruthy();
      expect(api.callsOf('RequestResetPassword')[0]?.variables).toEqual({
        email: 'ada@northwind.test',
        type: 'company',
      });
      expect(api.callsOf('RequestResetPassword')[0]?.url).toBe('/v1/j/guest');

      // Forgot has just sent one: the resend waits out the minute first (a busy machine may
      // have let a few seconds of it pass already).
      const waiting = screen.getByRole('button', {
        name: /Send the e-mail again in (1:00|0:[0-5]\d)/,
      });
      expect((waiting as HTMLButtonElement).disabled).toBe(true);
      // A minute later by the clock (the countdown reads the time on each tick, once a
      // second: a loaded machine may take longer than findBy's default second to run one).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      await user.click(
        await screen.findByRole('button', { name: 'Send the e-mail again' }, { timeout: 20_000 }),
      );
      expect(await screen.findByText(RESET_REQUESTED)).toBeTruthy();
      expect(api.callsOf('RequestResetPassword')).toHaveLength(2);
      expect(screen.getByRole('button', { name: /Send the e-mail again in/ })).toBeTruthy();
    },
  );

  it('offers to ask for a link when opened without an address', async () => {
    stubApi({});
    renderApp({ route: '/password' });
    expect(await screen.findByRole('link', { name: 'Ask for a link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send the e-mail again/ })).toBeNull();
  });
});

describe('NewPassword', { timeout: TYPING_TIMEOUT }, () => {
  const route = '/new-password/reset-token?email=ada%40northwind.test';

  it('checks the confirmation and the password rules', async () => {
    const api = stubApi({});
    const { user } = renderApp({ route });
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'different{Enter}');
    expect(await screen.findByText('Too short password')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    expect(api.calls).toHaveLength(0);
  });

  it('sets the password with the link and sends the user to Login, e-mail filled in', async () => {
    const api = stubApi({
      ResetPasswordMutation: statusMessage('ResetPasswordMutation', PASSWORD_RESET),
    });
    const { user, router } = renderApp({ route });
    expect(await screen.findByText(/Choose a new password for ada@northwind.test/)).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'Brand-new-pass1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Brand-new-pass1{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(PASSWORD_RESET)).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ada@northwind.test');
    expect(api.callsOf('ResetPasswordMutation')[0]?.variables).toEqual({
      email: 'ada@northwind.test',
      token: 'reset-token',
      password: 'Brand-new-pass1',
      password_confirmation: 'Brand-new-pass1',
    });
  });

  it('says so when the link no longer works', async () => {
    stubApi({
      ResetPasswordMutation: accountError(
        'LINK_INVALID',
        'This link is not valid or has already been used, please ask for a new one',
      ),
    });
    const { user } = renderApp({ route });
    await user.type(await screen.findByLabelText('New password'), 'Brand-new-pass1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Brand-new-pass1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is not valid or has already been used, please ask for a new one',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });

  it('logs a logged-in user out, since the new password ends every session', async () => {
    stubApi({
      CompanyData: companyData(companyAccount()),
      ResetPasswordMutation: statusMessage('ResetPasswordMutation', PASSWORD_RESET),
    });
    const { user, store } = renderApp({
      route,
      preloadedState: { session: { token: 'old-session', role: 'company' } },
    });
    await user.type(await screen.findByLabelText('New password'), 'Brand-new-pass1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Brand-new-pass1{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(store.getState().session.token).toBeNull();
  });
});
