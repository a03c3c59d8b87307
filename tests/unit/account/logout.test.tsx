import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOGOUT_TIMEOUT_MS } from '@/features/session/listeners';
import { logOutRequested, selectToken } from '@/src/entities/session/sessionSlice';
import { makeStore } from '@/store/store';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { companyData, statusMessage, stubApi, type Reply, TYPING_TIMEOUT } from './apiStub';

async function logOutFromUserMenu(logoutReply: Reply) {
  const api = stubApi({
    CompanyData: companyData(companyAccount()),
    CompanyLogout: logoutReply,
  });
  const view = renderApp({
    route: '/',
    preloadedState: { session: { token: 'token-1', role: 'company' } },
  });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await view.user.click(screen.getByRole('button', { name: /account menu$/i }));
  await view.user.click(screen.getByRole('button', { name: 'Log out' }));
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  return { api, ...view };
}

describe('log out', { timeout: TYPING_TIMEOUT }, () => {
  it('ends the session on the server with its token, then here', async () => {
    const { api, store, router } = await logOutFromUserMenu(
      statusMessage('CompanyLogout', 'You have been logged out'),
    );
    const [logout] = api.callsOf('CompanyLogout');
    expect(logout?.url).toBe('/v1/j');
    expect(logout?.headers.Authorization).toBe('Bearer token-1');
    expect(store.getState().session.token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('ends the session here even when the server fails', async () => {
    const { store } = await logOutFromUserMenu({ status: 500 });
    expect(store.getState().session.token).toBeNull();
  });

  it('ends the session here when the server does not answer within the timeout', async () => {
    vi.useFakeTimers();
    const api = stubApi({ CompanyLogout: { pending: true } });
    const store = makeStore({ session: { token: 'token-1', role: 'company' } });
    store.dispatch(logOutRequested());
    await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS - 1);
    expect(api.callsOf('CompanyLogout')).toHaveLength(1);
    expect(selectToken(store.getState())).toBe('token-1');
    await vi.advanceTimersByTimeAsync(1);
    expect(selectToken(store.getState())).toBeNull();
  });
});
