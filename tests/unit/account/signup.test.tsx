import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { accountError, companyData, statusMessage, stubApi, TYPING_TIMEOUT } from './apiStub';

const LOGIN = {
  data: {
    CompanyLogin: {
      status: 'success',
      authorization: { token: 'new-account', type: 'bearer', expires_in: 86400 },
    },
  },
};

describe('Signup', { timeout: TYPING_TIMEOUT }, () => {
  it("says 'Too short password' once the password field was left", async () => {
    stubApi({});
    const { user } = renderApp({ route: '/signup' });
    await user.type(await screen.findByLabelText('Password'), 'Short1');
    expect(screen.queryByText('Too short password')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Too short password')).toBeTruthy();
  });

  it('asks for a capital letter, and ticks the rules off as they are met', async () => {
    stubApi({});
    const { user } = renderApp({ route: '/signup' });
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'longenough-but-lower');
    await user.tab();
    expect(await screen.findByText('The password needs at least one capital letter')).toBeTruthy();
    const rule = (text: string) => screen.getByText(text).closest('li')?.getAttribute('data-met');
    expect(rule('At least 10 characters')).toBe('true');
    expect(rule('One capital letter')).toBe('false');
    await user.type(password, 'X');
    expect(rule('One capital letter')).toBe('true');
    expect(screen.queryByText('The password needs at least one capital letter')).toBeNull();
  });

  it('refuses an address whose domain has no dot, before sending anything', async () => {
    const api = stubApi({});
    const { user } = renderApp({ route: '/signup' });
    await user.type(await screen.findByLabelText('E-mail'), 'a@b');
    await user.type(screen.getByLabelText('Password'), 'Correct-horse1{Enter}');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('creates the account, logs in with it and goes on to Verify', async () => {
    const api = stubApi({
      CompanyCreate: statusMessage('CompanyCreate', 'Your account has been created.'),
      CompanyLogin: LOGIN,
      CompanyData: companyData(
        companyAccount({ has_verified_email: false, onboard_position: 0, email: 'new@acme.test' }),
      ),
    });
    const { user, router, store } = renderApp({ route: '/signup' });
    await user.type(await screen.findByLabelText('E-mail'), 'new@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Correct-horse1{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verify');
    expect(store.getState().session.token).toBe('new-account');
    expect(api.calls.map((call) => call.operationName)).toEqual([
      'CompanyCreate',
      'CompanyLogin',
      'CompanyData',
    ]);
    expect(api.callsOf('CompanyCreate')[0]?.variables).toEqual({
      email: 'new@acme.test',
      password: 'Correct-horse1',
    });
  });

  it("puts the server's field errors on their fields and focuses the first", async () => {
    stubApi({
      CompanyCreate: accountError(
        'BAD_USER_INPUT',
        'Some fields are not valid: please check them',
        {
          fields: { email: 'The e-mail must have at least 3 characters' },
        },
      ),
    });
    const { user } = renderApp({ route: '/signup' });
    await user.type(await screen.findByLabelText('E-mail'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'Correct-horse1{Enter}');
    expect(await screen.findByText('The e-mail must have at least 3 characters')).toBeTruthy();
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    // The field's own message says it all: no general message above the button.
    expect(screen.queryByRole('alert')).toBeNull();
    // Editing the field clears the server's verdict on it.
    await user.type(email, 'm');
    expect(screen.queryByText('The e-mail must have at least 3 characters')).toBeNull();
  });

  it('explains when the e-mail already had an account with another password', async () => {
    stubApi({
      CompanyCreate: statusMessage('CompanyCreate', 'Your account has been created.'),
      CompanyLogin: accountError('INVALID_CREDENTIALS', 'Wrong e-mail or password'),
    });
    const { user, store } = renderApp({ route: '/signup' });
    await user.type(await screen.findByLabelText('E-mail'), 'taken@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Correct-horse1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'If this e-mail already had an account',
    );
    expect(store.getState().session.token).toBeNull();
  });

  it('shows the sign-up limit of the network above the button, and does not log in', async () => {
    const message = 'Too many sign-ups from this network. Please try again in 42 minutes.';
    const api = stubApi({
      CompanyCreate: accountError('TOO_MANY_SIGNUPS', message, { retryAfterSeconds: 2500 }),
    });
    const { user, store } = renderApp({ route: '/signup' });
    await user.type(await screen.findByLabelText('E-mail'), 'new@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Correct-horse1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.callsOf('CompanyLogin')).toEqual([]);
    expect(store.getState().session.token).toBeNull();
  });
});
