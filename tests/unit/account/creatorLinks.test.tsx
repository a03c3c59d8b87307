import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../renderWithProviders';
import {
  creatorAccount,
  creatorData,
  creatorSession,
  FIRST_LAYOUT_LOAD,
} from '../helpers/creatorApi';
import { accountError, statusMessage, stubApi, TYPING_TIMEOUT } from './apiStub';

const RESET_REQUESTED =
  'If an account uses this e-mail, we have sent it a link to reset the password';
const WRONG_CODE = 'The code is not valid';

describe("The creators' Forgot", { timeout: TYPING_TIMEOUT }, () => {
  it("asks for a creator's reset link, then leads back to the creator login", async () => {
    const api = stubApi({
      RequestResetPassword: statusMessage('RequestResetPassword', RESET_REQUESTED),
    });
    const { user, router } = renderApp({ route: '/creator/forgot' });
    await user.type(await screen.findByLabelText('E-mail'), 'maya@creators.test{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/password');
    expect(api.callsOf('RequestResetPassword')[0]?.variables).toEqual({
      email: 'maya@creators.test',
      type: 'creator',
    });
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe(
      '/creator/login',
    );
    expect(screen.getByRole('link', { name: 'Use another e-mail' }).getAttribute('href')).toBe(
      '/creator/forgot',
    );
  });

  it('refuses an invalid address before sending anything', async () => {
    const api = stubApi({});
    const { user } = renderApp({ route: '/creator/forgot' });
    await user.type(await screen.findByLabelText('E-mail'), 'not-an-address{Enter}');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe("The creators' Verify", { timeout: TYPING_TIMEOUT }, () => {
  const unverified = creatorAccount({ has_verified_email: false, onboarded: false });

  it('verifies with CreatorEmailVerificationByCode and goes on to onboarding', async () => {
    let verified = false;
    const api = stubApi({
      CreatorData: () =>
        creatorData(verified ? { ...unverified, has_verified_email: true } : unverified),
      CreatorEmailVerificationByCode: () => {
        verified = true;
        return statusMessage('CreatorEmailVerificationByCode', 'Your e-mail has been verified');
      },
    });
    const { user, router } = renderApp({
      route: '/creator/verify',
      preloadedState: creatorSession,
    });
    expect(await screen.findByText(/maya@creators\.test/)).toBeTruthy();
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your creator profile' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/onboarding');
    expect(api.callsOf('CreatorEmailVerificationByCode')[0]?.variables).toEqual({
      email_validation_code: '654321',
    });
  });

  it("shows the server's message on the code field for a wrong code", async () => {
    stubApi({
      CreatorData: creatorData(unverified),
      CreatorEmailVerificationByCode: accountError('CODE_INVALID', WRONG_CODE),
    });
    const { user } = renderApp({ route: '/creator/verify', preloadedState: creatorSession });
    const input = await screen.findByLabelText('Verification code');
    await user.type(input, '000000');
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('resends the code with CreatorResendEmailVerificationCode', async () => {
    const api = stubApi({
      CreatorData: creatorData(unverified),
      CreatorResendEmailVerificationCode: statusMessage(
        'CreatorResendEmailVerificationCode',
        'The code has been sent to your email',
      ),
    });
    const { user } = renderApp({ route: '/creator/verify', preloadedState: creatorSession });
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('The code has been sent to your email')).toBeTruthy();
    expect(api.callsOf('CreatorResendEmailVerificationCode')).toHaveLength(1);
  });

  it('starts with the rest of the minute to wait right after Join, as for a brand', async () => {
    const api = stubApi({
      CreatorData: creatorData({ ...unverified, created_at: new Date().toISOString() }),
    });
    renderApp({ route: '/creator/verify', preloadedState: creatorSession });
    const button = await screen.findByRole('button', { name: /Send a new code in 0:(59|60)|1:00/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsOf('CreatorResendEmailVerificationCode')).toHaveLength(0);
  });
});

describe("The creators' reset and e-mail change links", { timeout: TYPING_TIMEOUT }, () => {
  it('sets a new password and goes to the creator login, e-mail filled in', async () => {
    const api = stubApi({
      ResetPasswordMutation: statusMessage(
        'ResetPasswordMutation',
        'Your password has been changed, you can log in with it now',
      ),
    });
    const { user, router } = renderApp({
      route: '/creator/reset-password/reset-token?email=maya%40creators.test',
    });
    await user.type(await screen.findByLabelText('New password'), 'Brand-new-pass1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Brand-new-pass1{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/login');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('maya@creators.test');
    expect(api.callsOf('ResetPasswordMutation')[0]?.variables).toMatchObject({
      email: 'maya@creators.test',
      token: 'reset-token',
    });
  });

  it('confirms the e-mail change with CreatorUpdateEmail, as a creator session', async () => {
    const api = stubApi({
      CreatorUpdateEmail: {
        data: {
          CreatorUpdateEmail: {
            status: 'success',
            authorization: { token: 'after-change', type: 'bearer', expires_in: 86400 },
          },
        },
      },
      CreatorData: creatorData(creatorAccount({ email: 'new@creators.test' })),
    });
    const { user, router, store } = renderApp({
      route: '/creator/change-email/change-token?email=old%40creators.test',
    });
    await user.type(await screen.findByLabelText('Password'), 'Secret-password{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marketplace' }, FIRST_LAYOUT_LOAD),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/marketplace');
    expect(store.getState().session).toEqual({ token: 'after-change', role: 'creator' });
    expect(api.callsOf('CreatorUpdateEmail')[0]?.variables).toEqual({
      password: 'Secret-password',
      token: 'change-token',
      old_email: 'old@creators.test',
    });
  });

  it('says so on a wrong password and stays logged out', async () => {
    stubApi({ CreatorUpdateEmail: accountError('INVALID_CREDENTIALS', 'Wrong password') });
    const { user, store } = renderApp({
      route: '/creator/change-email/change-token?email=old%40creators.test',
    });
    await user.type(await screen.findByLabelText('Password'), 'Wrong-password{Enter}');
    expect(await screen.findByText('Wrong password')).toBeTruthy();
    expect(store.getState().session.token).toBeNull();
  });

  it('offers the way to the creator login for a mangled link', async () => {
    stubApi({});
    renderApp({ route: '/creator/change-email/change-token' });
    const link = await screen.findByRole('link', { name: 'Go to login' });
    expect(link.getAttribute('href')).toBe('/creator/login');
  });
});
