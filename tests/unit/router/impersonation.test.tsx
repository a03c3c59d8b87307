import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IMPERSONATION_RELOAD_DELAY_MS } from '@/features/session/listeners';
import { selectAccount } from '@/src/entities/session/api';
import { paths } from '@/src/lib/paths';
import { companyAccount, stubCompanyData } from '../helpers/api';
import { renderApp } from '../renderWithProviders';

describe('impersonation', { timeout: 20_000 }, () => {
  it('stores the token, loads the account and continues to the dashboard', async () => {
    const fetchMock = stubCompanyData({ account: companyAccount({ company_name: 'Acme' }) });
    const { router, store } = renderApp({ route: paths.impersonate('admin-issued') });

    // The account loads IMPERSONATION_RELOAD_DELAY_MS after the token is stored.
    // The reload's pause, then a lazy screen: a loaded machine may take seconds to load one.
    const settled = { timeout: IMPERSONATION_RELOAD_DELAY_MS + 10_000 };
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, settled),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.token).toBe('admin-issued');
    expect(selectAccount(store.getState())?.company_name).toBe('Acme');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer admin-issued');
  });

  it('shows the overlay until the account is loaded', async () => {
    vi.useFakeTimers();
    stubCompanyData({ pending: true });
    const { router } = renderApp({ route: paths.impersonate('t') });
    await vi.waitFor(() => screen.getByRole('heading', { name: 'Signing you in…' }));
    await act(() => vi.advanceTimersByTimeAsync(IMPERSONATION_RELOAD_DELAY_MS * 4));
    expect(router.state.location.pathname).toBe(paths.impersonate('t'));
  });

  it('goes to Login when the token is refused', async () => {
    stubCompanyData({ status: 401 });
    const { router, store } = renderApp({ route: paths.impersonate('expired') });
    // The reload's pause, then a lazy screen: a loaded machine may take seconds to load one.
    const settled = { timeout: IMPERSONATION_RELOAD_DELAY_MS + 10_000 };
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, settled)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.token).toBeNull();
    // Nobody was logged out: the link is what failed.
    expect(
      await screen.findByText('This link is not valid or has expired, please ask for a new one'),
    ).toBeTruthy();
    expect(screen.queryByText(/You have been logged out/)).toBeNull();
  });
});
