import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectToken } from '@/src/entities/session/sessionSlice';
import { accountError, stubApi, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { renderApp } from '../renderWithProviders';
import { renderAs } from './teamStub';

const info = (overrides: Record<string, unknown> = {}): Reply => ({
  data: {
    TeamInvitationInfo: {
      company_name: 'Northwind Labs',
      email: 'sam@example.test',
      role: 'admin',
      invited_by: 'Ada Lovelace',
      has_account: false,
      ...overrides,
    },
  },
});

const session = (operation: string, token: string): Reply => ({
  data: {
    [operation]: { status: 'success', authorization: { token, type: 'bearer', expires_in: 86400 } },
  },
});

describe('joining a team from the invitation link', { timeout: TYPING_TIMEOUT }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signed out, without an account: name and password make one, then the dashboard', async () => {
    const api = stubApi({
      TeamInvitationInfo: info(),
      TeamInvitationAccept: session('TeamInvitationAccept', 'joined-token'),
      CompanyData: { pending: true },
    });
    const { user, store, router } = renderApp({ route: '/team/join/tok-1' });
    expect(
      await screen.findByText('Ada Lovelace invited you to join Northwind Labs as Admin.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/First name/), 'Sam');
    await user.type(screen.getByLabelText(/Last name/), 'Carter');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(api.callsOf('TeamInvitationAccept')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    await vi.waitFor(() => expect(selectToken(store.getState())).toBe('joined-token'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsOf('TeamInvitationAccept')[0]?.variables).toEqual({
      token: 'tok-1',
      first_name: 'Sam',
      last_name: 'Carter',
      password: 'Correct horse battery',
    });
  });

  it('signed out, with an account: its password, the e-mail shown as is', async () => {
    const api = stubApi({
      TeamInvitationInfo: info({ has_account: true }),
      TeamInvitationAccept: accountError('INVALID_CREDENTIALS', 'Wrong password'),
    });
    const { user } = renderApp({ route: '/team/join/tok-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to join' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    await user.type(screen.getByLabelText(/^Password/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in to join' }));
    expect(await screen.findByText('Wrong password')).toBeTruthy();
    expect(api.callsOf('TeamInvitationAccept')[0]?.variables).toEqual({
      token: 'tok-1',
      password: 'whatever',
    });
  });

  it.each([
    ['INVITATION_INVALID', 'This invitation does not work'],
    ['INVITATION_EXPIRED', 'This invitation has expired'],
  ])('%s is a full-page message with the way to Login', async (code, title) => {
    stubApi({ TeamInvitationInfo: accountError(code, 'No') });
    renderApp({ route: '/team/join/tok-1' });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });

  it('signed in with the invited e-mail: one button joins, the session moves', async () => {
    const { api, user, store } = renderAs(
      '/team/join/tok-1',
      { email: 'Sam@example.test' },
      {
        TeamInvitationInfo: info(),
        TeamInvitationJoin: session('TeamInvitationJoin', 'joined-token'),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Join Northwind Labs' }));
    await vi.waitFor(() => expect(selectToken(store.getState())).toBe('joined-token'));
    expect(api.callsOf('TeamInvitationJoin')[0]?.variables).toEqual({ token: 'tok-1' });
  });

  it('signed in with another e-mail: says so and offers Log out', async () => {
    const { api } = renderAs('/team/join/tok-1', {}, { TeamInvitationInfo: info() });
    expect(
      await screen.findByText(
        /This invitation is for sam@example.test, and you are signed in as ada@northwind.test/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(api.callsOf('TeamInvitationJoin')).toHaveLength(0);
  });
});
