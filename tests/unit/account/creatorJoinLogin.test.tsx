import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../renderWithProviders';
import { creatorAccount, creatorData, FIRST_LAYOUT_LOAD } from '../helpers/creatorApi';
import { accountError, statusMessage, stubApi, type Reply, TYPING_TIMEOUT } from './apiStub';

const creatorLogin = (token: string): Reply => ({
  data: {
    CreatorLogin: {
      status: 'success',
      authorization: { token, type: 'bearer', expires_in: 86400 },
    },
  },
});

describe("The creators' Join", { timeout: TYPING_TIMEOUT }, () => {
  it('creates a creator account, logs in with it and goes on to Verify', async () => {
    const api = stubApi({
      CreatorCreate: statusMessage('CreatorCreate', 'Your account has been created.'),
      CreatorLogin: creatorLogin('creator-new'),
      CreatorData: creatorData(
        creatorAccount({ has_verified_email: false, onboarded: false, email: 'new@maya.test' }),
      ),
    });
    const { user, router, store } = renderApp({ route: '/creator/join' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join as a creator' }),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), ' new@maya.test ');
    await user.type(screen.getByLabelText('Password'), 'Correct-horse1{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/verify');
    expect(store.getState().session).toEqual({ token: 'creator-new', role: 'creator' });
    const credentials = { email: 'new@maya.test', password: 'Correct-horse1' };
    expect(api.callsOf('CreatorCreate')[0]?.variables).toEqual(credentials);
    expect(api.callsOf('CreatorCreate')[0]?.url).toBe('/v1/j/guest');
    expect(api.callsOf('CreatorLogin')[0]?.variables).toEqual(credentials);
    expect(api.callsOf('CompanyData')).toHaveLength(0);
    expect(screen.getByText(/new@maya\.test/)).toBeTruthy();
  });

  it('keeps the password rules of the brands, before sending anything', async () => {
    const api = stubApi({});
    const { user } = renderApp({ route: '/creator/join' });
    await user.type(await screen.findByLabelText('E-mail'), 'a@b');
    await user.type(screen.getByLabelText('Password'), 'short{Enter}');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Too short password')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal and stays logged out", async () => {
    const message = 'Too many sign-ups from this network. Please try again in 1 minute.';
    stubApi({
      CreatorCreate: accountError('TOO_MANY_SIGNUPS', message, { retryAfterSeconds: 30 }),
    });
    const { user, store } = renderApp({ route: '/creator/join' });
    await user.type(await screen.findByLabelText('E-mail'), 'new@maya.test');
    await user.type(screen.getByLabelText('Password'), 'Correct-horse1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(store.getState().session.token).toBeNull();
  });

  it('links to the creator login and to the brands’ sign-up', async () => {
    stubApi({});
    renderApp({ route: '/creator/join' });
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/creator/login');
    expect(screen.getByText(/Are you a brand\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });
});

describe("The creators' Login", { timeout: TYPING_TIMEOUT }, () => {
  it('logs in with CreatorLogin and lands on the marketplace', async () => {
    const api = stubApi({
      CreatorLogin: creatorLogin('creator-token'),
      CreatorData: creatorData(creatorAccount()),
    });
    const { user, router, store } = renderApp({ route: '/creator/login' });
    await user.type(await screen.findByLabelText('E-mail'), 'maya@creators.test');
    await user.type(screen.getByLabelText('Password'), 'Secret-password{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marketplace' }, FIRST_LAYOUT_LOAD),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/marketplace');
    expect(store.getState().session).toEqual({ token: 'creator-token', role: 'creator' });
    expect(api.callsOf('CreatorData')[0]?.headers.Authorization).toBe('Bearer creator-token');
  });

  it('shows wrong credentials and the lockout like the brands’ login', async () => {
    const api = stubApi({
      CreatorLogin: accountError('INVALID_CREDENTIALS', 'Wrong e-mail or password'),
    });
    const { user, store } = renderApp({ route: '/creator/login' });
    await user.type(await screen.findByLabelText('E-mail'), 'maya@creators.test');
    await user.type(screen.getByLabelText('Password'), 'Wrong-password{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password');
    expect(store.getState().session.token).toBeNull();
    expect(api.callsOf('CompanyLogin')).toHaveLength(0);
  });

  it('asks for both fields before sending anything', async () => {
    const api = stubApi({});
    const { user } = renderApp({ route: '/creator/login' });
    await screen.findByLabelText('E-mail');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('links to the creator forgot and join pages and to the brands’ login', async () => {
    stubApi({});
    renderApp({ route: '/creator/login' });
    const forgot = await screen.findByRole('link', { name: 'Forgot your password?' });
    expect(forgot.getAttribute('href')).toBe('/creator/forgot');
    expect(screen.getByRole('link', { name: 'Join as a creator' }).getAttribute('href')).toBe(
      '/creator/join',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('is reached from the brands’ login and sign-up through "Join as a creator"', async () => {
    stubApi({});
    const { user, router } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('link', { name: 'Join as a creator' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join as a creator' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/join');
  });
});
