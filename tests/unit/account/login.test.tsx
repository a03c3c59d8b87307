import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { accountError, companyData, stubApi, type Reply, TYPING_TIMEOUT } from './apiStub';
import { deferred } from '../helpers/promises';

const loginReply = (token: string): Reply => ({
  data: {
    CompanyLogin: {
      status: 'success',
      authorization: { token, type: 'bearer', expires_in: 86400 },
    },
  },
});

describe('Login', { timeout: TYPING_TIMEOUT }, () => {
  it('shows a field error only once the field was left', async () => {
    stubApi({});
    const { user } = renderApp({ route: '/login' });
    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'not-an-address');
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('says nothing under a field only passed through, so the links below stay put', async () => {
    stubApi({});
    const { user } = renderApp({ route: '/login' });
    const email = await screen.findByLabelText('E-mail');
    await user.click(email);
    await user.tab();
    await user.tab();
    expect(screen.queryByText('Enter your e-mail address')).toBeNull();
    expect(screen.queryByText('Enter your password')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('submitting an empty form shows every error and focuses the first field', async () => {
    const api = stubApi({});
    const { user } = renderApp({ route: '/login' });
    await screen.findByLabelText('E-mail');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(api.calls).toHaveLength(0);
  });

  it('logs in with Enter, stores the token and lets the guards route on', async () => {
    const api = stubApi({
      CompanyLogin: loginReply('fresh-token'),
      CompanyData: companyData(companyAccount()),
    });
    const { user, store, router } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText('E-mail'), ' ada@northwind.test ');
    await user.type(screen.getByLabelText('Password'), 'Secret-password{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(store.getState().session.token).toBe('fresh-token');
    expect(router.state.location.pathname).toBe('/');
    const [login] = api.callsOf('CompanyLogin');
    expect(login?.url).toBe('/v1/j/guest');
    expect(login?.variables).toEqual({ email: 'ada@northwind.test', password: 'Secret-password' });
    expect(api.callsOf('CompanyData')[0]?.headers.Authorization).toBe('Bearer fresh-token');
  });

  it('returns to the page that sent the visitor to Login', async () => {
    stubApi({
      CompanyLogin: loginReply('t'),
      CompanyData: companyData(companyAccount()),
    });
    const { user, router } = renderApp({ route: '/campaigns' });
    await user.type(await screen.findByLabelText('E-mail'), 'ada@northwind.test');
    await user.type(screen.getByLabelText('Password'), 'Secret-password{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/campaigns');
  });

  it("shows the server's message for wrong credentials above the button", async () => {
    stubApi({ CompanyLogin: accountError('INVALID_CREDENTIALS', 'Wrong e-mail or password') });
    const { user, store } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText('E-mail'), 'ada@northwind.test');
    await user.type(screen.getByLabelText('Password'), 'Wrong-password{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password');
    expect(store.getState().session.token).toBeNull();
  });

  it('disables the button while logging in and sends one request however often clicked', async () => {
    const answer = deferred<Reply>();
    const api = stubApi({
      CompanyLogin: () => answer.promise,
      CompanyData: companyData(companyAccount()),
    });
    const { user } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText('E-mail'), 'ada@northwind.test');
    await user.type(screen.getByLabelText('Password'), 'Secret-password');
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await user.click(button);
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(api.callsOf('CompanyLogin')).toHaveLength(1);
    answer.resolve(loginReply('t'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    stubApi({});
    const { user } = renderApp({ route: '/login' });
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('asks the server for messages in the language of the interface', async () => {
    const api = stubApi({
      CompanyLogin: accountError('INVALID_CREDENTIALS', 'Correo o contraseña incorrectos'),
    });
    const { user } = renderApp({
      route: '/login',
      preloadedState: {
        preferences: { locale: 'es', colorMode: 'light', sidebarCollapsed: false },
      },
    });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ada@northwind.test');
    await user.type(screen.getByLabelText('Contraseña'), 'Wrong-password{Enter}');
    await screen.findByText('Correo o contraseña incorrectos');
    expect(api.calls[0]?.headers['Accept-Language']).toBe('es');
  });

  it('links to Signup and Forgot', async () => {
    stubApi({});
    const { user, router } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(router.state.location.pathname).toBe('/forgot');
    await user.click(await screen.findByRole('link', { name: 'Back to login' }));
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(router.state.location.pathname).toBe('/signup');
  });
});
