import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedOut } from '@/src/entities/session/sessionSlice';
import type { CompanyData } from '@/src/entities/session/api';
import { NOT_FOUND_REDIRECT_MS } from '@/src/ui/NotFound';
import { companyAccount, stubCompanyData } from '../helpers/api';
import { renderApp } from '../renderWithProviders';

const loggedInAs = (account: CompanyData) => {
  stubCompanyData({ account });
  return { session: { token: 'token-1', role: 'company' as const } };
};

async function expectHeading(name: string) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
}

describe('route guards', () => {
  it('sends a logged-out visitor of the dashboard to Login', async () => {
    const { router } = renderApp({ route: '/' });
    await expectHeading('Log in');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a logged-in user away from Login, on to the dashboard', async () => {
    const { router } = renderApp({
      route: '/login',
      preloadedState: loggedInAs(companyAccount()),
    });
    await expectHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps signup and forgot for logged-out visitors', async () => {
    renderApp({ route: '/signup' });
    await expectHeading('Create your account');
  });

  it('sends an unverified user from the dashboard to Verify', async () => {
    const { router } = renderApp({
      route: '/',
      preloadedState: loggedInAs(
        companyAccount({ has_verified_email: false, onboard_position: 0 }),
      ),
    });
    await expectHeading('Verify your e-mail');
    expect(router.state.location.pathname).toBe('/verify');
  });

  it('sends a verified user from Verify on to AboutYou', async () => {
    const { router } = renderApp({
      route: '/verify',
      preloadedState: loggedInAs(companyAccount({ onboard_position: 0 })),
    });
    await expectHeading('Tell us about you');
    expect(router.state.location.pathname).toBe('/about-you');
  });

  it('sends a logged-out visitor of Verify to Login', async () => {
    const { router } = renderApp({ route: '/verify' });
    await expectHeading('Log in');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an onboarded user from AboutYou to the dashboard', async () => {
    const { router } = renderApp({
      route: '/about-you',
      preloadedState: loggedInAs(companyAccount()),
    });
    await expectHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a user who has not finished onboarding from the dashboard to AboutYou', async () => {
    const { router } = renderApp({
      route: '/deals',
      preloadedState: loggedInAs(companyAccount({ onboard_position: 0 })),
    });
    await expectHeading('Tell us about you');
    expect(router.state.location.pathname).toBe('/about-you');
  });

  it('shows the loading overlay, not a page, while the account loads', async () => {
    stubCompanyData({ pending: true });
    renderApp({ route: '/deals', preloadedState: { session: { token: 't', role: 'company' } } });
    expect(await screen.findByTestId('loading-overlay')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('offers a retry when the account cannot be loaded', async () => {
    const fetchMock = stubCompanyData({ status: 500 });
    const { user } = renderApp({
      route: '/deals',
      preloadedState: { session: { token: 't', role: 'company' } },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    stubCompanyData({ account: companyAccount() });
    await user.click(retry);
    await expectHeading('Deals');
    expect(fetchMock).toHaveBeenCalled();
  });

  it('ends on Login when the API answers 401', async () => {
    stubCompanyData({ status: 401 });
    const { router, store } = renderApp({
      route: '/deals',
      preloadedState: { session: { token: 't', role: 'company' } },
    });
    await expectHeading('Log in');
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.token).toBeNull();
  });

  /** A user on the Wallet who logs out, once Login shows. */
  async function loggedOutFromWallet() {
    const app = renderApp({ route: '/wallet', preloadedState: loggedInAs(companyAccount()) });
    await expectHeading('Wallet');
    act(() => {
      app.store.dispatch(loggedOut());
    });
    await expectHeading('Log in');
    return app;
  }

  it('sends the user to Login when he logs out', async () => {
    const { router } = await loggedOutFromWallet();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('does not send a user who logged out back to his page after the next login', async () => {
    const { router } = await loggedOutFromWallet();
    // Every effect and navigation the logout started has run by now.
    await act(async () => {});
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location).toMatchObject({ pathname: '/login', state: null });
  });

  it('leaves the open pages open to everyone', async () => {
    renderApp({ route: '/new-password/abc' });
    await expectHeading('Choose a new password');
  });

  it('tells Login which page was asked for', async () => {
    const { router } = renderApp({ route: '/deals?tab=active' });
    await expectHeading('Log in');
    const state = router.state.location.state as { from?: { pathname: string; search: string } };
    expect(state.from).toMatchObject({ pathname: '/deals', search: '?tab=active' });
  });

  it('keeps a user whose session ends on an open page there', async () => {
    const { router, store } = renderApp({
      route: '/password',
      preloadedState: loggedInAs(companyAccount()),
    });
    await expectHeading('Check your e-mail');
    act(() => {
      store.dispatch(loggedOut());
    });
    // Every effect and navigation the logout started has run by now.
    await act(async () => {});
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/password');
  });
});

describe('unknown paths', () => {
  it('logged out: shows not-found, then goes to Login after the delay', async () => {
    vi.useFakeTimers();
    const { router } = renderApp({ route: '/no/such/page' });
    // vi.waitFor advances the fake clock by its 50 ms interval on each try.
    await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Page not found' }));
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(NOT_FOUND_REDIRECT_MS - 200));
    expect(router.state.location.pathname).toBe('/no/such/page');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('logged in: shows not-found inside the company layout', async () => {
    const { router } = renderApp({
      route: '/no/such/page',
      preloadedState: loggedInAs(companyAccount()),
    });
    await expectHeading('Page not found');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeTruthy();
    // Every effect and navigation the logout started has run by now.
    await act(async () => {});
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('logged in, then logged out there: goes to Login at once', async () => {
    const { router, store } = renderApp({
      route: '/no/such/page',
      preloadedState: loggedInAs(companyAccount()),
    });
    await expectHeading('Page not found');
    act(() => {
      store.dispatch(loggedOut());
    });
    await expectHeading('Log in');
    expect(router.state.location.pathname).toBe('/login');
  });
});
