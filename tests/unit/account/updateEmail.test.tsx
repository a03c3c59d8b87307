import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectAccount } from '@/src/entities/session/api';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { accountError, companyData, stubApi, TYPING_TIMEOUT } from './apiStub';

const route = '/update/change-token?email=old%40northwind.test';

describe('UpdateEmail', { timeout: TYPING_TIMEOUT }, () => {
  it('confirms the new e-mail with the password and continues logged in', async () => {
    const api = stubApi({
      CompanyUpdateEmail: {
        data: {
          CompanyUpdateEmail: {
            status: 'success',
            authorization: { token: 'after-change', type: 'bearer', expires_in: 86400 },
          },
        },
      },
      CompanyData: companyData(companyAccount({ email: 'new@northwind.test' })),
    });
    const { user, store, router } = renderApp({ route });
    expect(await screen.findByText(/the account old@northwind.test/)).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'Secret-password{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.token).toBe('after-change');
    expect(screen.getByText('Your e-mail has been changed')).toBeTruthy();
    expect(api.callsOf('CompanyUpdateEmail')[0]?.variables).toEqual({
      password: 'Secret-password',
      token: 'change-token',
      old_email: 'old@northwind.test',
    });
  });

  it('replaces a logged-in session with the new one and loads the account again', async () => {
    let changed = false;
    const api = stubApi({
      CompanyUpdateEmail: () => {
        changed = true;
        return {
          data: {
            CompanyUpdateEmail: {
              status: 'success',
              authorization: { token: 'after-change', type: 'bearer', expires_in: 86400 },
            },
          },
        };
      },
      CompanyData: () =>
        companyData(
          companyAccount({ email: changed ? 'new@northwind.test' : 'old@northwind.test' }),
        ),
    });
    // Logged in with the account loaded (and cached) when the link is opened.
    const { user, store, router } = renderApp({
      route: '/',
      preloadedState: { session: { token: 'before-change', role: 'company' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    await act(() => router.navigate(route));
    await user.type(await screen.findByLabelText('Password'), 'Secret-password{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(selectAccount(store.getState())?.email).toBe('new@northwind.test');
    const reload = api.callsOf('CompanyData').at(-1);
    expect(reload?.headers.Authorization).toBe('Bearer after-change');
    // This browser hears of the change from the server's real-time notice instead.
    expect(screen.queryByText('Your e-mail has been changed')).toBeNull();
  });

  it('says so when the password is wrong', async () => {
    stubApi({
      CompanyUpdateEmail: accountError('INVALID_CREDENTIALS', 'Wrong e-mail or password'),
    });
    const { user, store } = renderApp({ route });
    await user.type(await screen.findByLabelText('Password'), 'Wrong-password{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password');
    expect(store.getState().session.token).toBeNull();
  });

  it.each([
    ['lost its e-mail', '/update/change-token'],
    ['has a mangled token', `/update/${'x'.repeat(201)}?email=old%40northwind.test`],
    ['has a mangled e-mail', '/update/change-token?email=old%40'],
  ])('shows only the message and the way back when the link %s', async (_case, link) => {
    const api = stubApi({});
    const { user, router } = renderApp({ route: link });
    expect(
      await screen.findByText('This link is not complete: open it again from the e-mail'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm the new e-mail' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls).toHaveLength(0);
  });
});
