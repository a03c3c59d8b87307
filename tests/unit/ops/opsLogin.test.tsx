import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../renderWithProviders';
import { accountError, stubApi, type Reply, TYPING_TIMEOUT } from '../account/apiStub';
import { FIRST_LAYOUT_LOAD } from '../helpers/creatorApi';
import { operatorAccount, opsMe, opsQueue } from '../helpers/opsApi';

const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efg${i}-h${i}`);
const URI = 'otpauth://totp/ugc-desk:grace@ugcdesk.test?secret=JBSWY3DPEHPK3PXP&issuer=ugc-desk';

const loginStep = (step: 'totp_setup' | 'totp'): Reply => ({
  data: {
    OpsLogin: {
      step,
      ticket: 'ticket-1',
      totp_uri: step === 'totp_setup' ? URI : null,
      totp_secret: step === 'totp_setup' ? 'JBSWY3DPEHPK3PXP' : null,
    },
  },
});
const auth = (token: string) => ({
  status: 'success',
  authorization: { token, type: 'bearer', expires_in: 28800 },
});
const setupDone: Reply = {
  data: { OpsTotpSetup: { auth: auth('operator-fresh'), recovery_codes: CODES } },
};
const verified: Reply = { data: { OpsTotpVerify: auth('operator-fresh') } };
const consoleReplies = { OpsMe: opsMe(operatorAccount()), OpsQueue: opsQueue() };

async function credentials(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('E-mail'), 'grace@ugcdesk.test');
  await user.type(screen.getByLabelText('Password'), 'Secret-password{Enter}');
}

describe("the console's login", { timeout: TYPING_TIMEOUT }, () => {
  it('sets up TOTP at the first login, shows the recovery codes once, then opens the console', async () => {
    const api = stubApi({
      OpsLogin: loginStep('totp_setup'),
      OpsTotpSetup: setupDone,
      ...consoleReplies,
    });
    const { user, store, router } = renderApp({ route: '/ops/login' });
    await credentials(user);

    expect(await screen.findByRole('heading', { name: 'Set up two-step login' })).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    const code = screen.getByLabelText('6-digit code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '123 456{Enter}');

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    // No session until the operator says the codes are saved.
    expect(store.getState().session.token).toBeNull();
    const next = screen.getByRole('button', { name: 'Continue to the console' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(next);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Queue' }, FIRST_LAYOUT_LOAD),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ops');
    expect(store.getState().session).toEqual({ token: 'operator-fresh', role: 'operator' });
    expect(api.callsOf('OpsLogin')[0]?.url).toBe('/v1/j/guest');
    expect(api.callsOf('OpsTotpSetup')[0]?.variables).toEqual({
      ticket: 'ticket-1',
      code: '123456',
    });
    expect(api.callsOf('OpsMe')[0]?.headers.Authorization).toBe('Bearer operator-fresh');
  });

  it('logs in with the code of the app, back to the page asked for', async () => {
    const api = stubApi({
      OpsLogin: loginStep('totp'),
      OpsTotpVerify: verified,
      ...consoleReplies,
      OpsAuditLog: {
        data: { OpsAuditLog: { nodes: [], page_info: { has_next_page: false, end_cursor: null } } },
      },
    });
    const { user, router, store } = renderApp({ route: '/ops/audit' });
    await credentials(user);
    await user.type(await screen.findByLabelText('6-digit code'), '654321{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audit log' }, FIRST_LAYOUT_LOAD),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ops/audit');
    expect(store.getState().session.role).toBe('operator');
    expect(api.callsOf('OpsTotpVerify')[0]?.variables).toEqual({
      ticket: 'ticket-1',
      code: '654321',
    });
  });

  it('takes a recovery code instead', async () => {
    const api = stubApi({
      OpsLogin: loginStep('totp'),
      OpsTotpVerify: verified,
      ...consoleReplies,
    });
    const { user } = renderApp({ route: '/ops/login' });
    await credentials(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field.getAttribute('inputmode')).toBe('text');
    await user.type(field, 'nope{Enter}');
    expect(await screen.findByText('A recovery code looks like abcd-ef12-gh')).toBeTruthy();
    await user.clear(field);
    await user.type(field, ' ABCD-EFG1-H1 {Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Queue' }, FIRST_LAYOUT_LOAD),
    ).toBeTruthy();
    expect(api.callsOf('OpsTotpVerify')[0]?.variables).toEqual({
      ticket: 'ticket-1',
      code: 'abcd-efg1-h1',
    });
  });

  it("shows wrong credentials and the throttle's message on the form", async () => {
    let answer = accountError('INVALID_CREDENTIALS', 'Wrong e-mail or password');
    stubApi({ OpsLogin: () => answer });
    const { user, store } = renderApp({ route: '/ops/login' });
    await credentials(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password');
    answer = accountError('TOO_MANY_ATTEMPTS', 'Too many attempts: try again in 10 minutes');
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many attempts: try again in 10 minutes',
      ),
    );
    expect(store.getState().session.token).toBeNull();
  });

  it('shows a wrong code at its field, and asks for a 6-digit one before sending', async () => {
    const api = stubApi({
      OpsLogin: loginStep('totp'),
      OpsTotpVerify: accountError('INVALID_CODE', 'This code is not right'),
    });
    const { user } = renderApp({ route: '/ops/login' });
    await credentials(user);
    const field = await screen.findByLabelText('6-digit code');
    await user.type(field, '12{Enter}');
    expect(await screen.findByText('The code has 6 digits')).toBeTruthy();
    expect(api.callsOf('OpsTotpVerify')).toHaveLength(0);
    await user.type(field, '3456{Enter}');
    expect(await screen.findByText('This code is not right')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('starts again from e-mail and password when the ticket expired', async () => {
    stubApi({
      OpsLogin: loginStep('totp_setup'),
      OpsTotpSetup: accountError('INVALID_TICKET', 'Your login expired: start again'),
    });
    const { user } = renderApp({ route: '/ops/login' });
    await credentials(user);
    await user.type(await screen.findByLabelText('6-digit code'), '123456{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Your login expired: start again');
    expect(screen.getByRole('heading', { name: 'Operator login' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('grace@ugcdesk.test');
  });
});

describe("the console's set-password page", { timeout: TYPING_TIMEOUT }, () => {
  it('sets the password with the company rules, then goes to the login with a word', async () => {
    const api = stubApi({
      OpsPasswordSet: { data: { OpsPasswordSet: { status: 'success', message: 'Saved' } } },
    });
    const { user, router } = renderApp({ route: '/ops/set-password/link-token' });
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the password'), 'other{Enter}');
    expect(await screen.findByText('Too short password')).toBeTruthy();
    expect(api.callsOf('OpsPasswordSet')).toHaveLength(0);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Long-enough-1');
    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'Long-enough-1{Enter}');
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/login'));
    expect(screen.getByText('Your password is set. Log in to set up two-step login.')).toBeTruthy();
    expect(api.callsOf('OpsPasswordSet')[0]?.variables).toEqual({
      token: 'link-token',
      password: 'Long-enough-1',
    });
  });

  it("shows a used link's message above the button", async () => {
    stubApi({ OpsPasswordSet: accountError('INVALID_LINK', 'This link was used or has expired') });
    const { user } = renderApp({ route: '/ops/set-password/old' });
    await user.type(await screen.findByLabelText('New password'), 'Long-enough-1');
    await user.type(screen.getByLabelText('Repeat the password'), 'Long-enough-1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link was used or has expired',
    );
  });
});
