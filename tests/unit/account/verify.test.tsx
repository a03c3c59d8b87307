import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cooldownAfterSignup } from '@/features/account/screens/Verify';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import {
  accountError,
  companyData,
  statusMessage,
  stubApi,
  type Reply,
  TYPING_TIMEOUT,
} from './apiStub';

const WRONG_CODE = 'The code is not valid, please double-check and try again';
const CODE_SENT = 'The code has been sent to your email';

const unverified = (overrides = {}) =>
  companyAccount({ has_verified_email: false, onboard_position: 0, ...overrides });

function renderVerify(handlers: Record<string, Reply | (() => Reply)>, fakeTimers = false) {
  const api = stubApi({ CompanyData: companyData(unverified()), ...handlers });
  const view = renderApp({
    route: '/verify',
    preloadedState: { session: { token: 'token-1', role: 'company' } },
    fakeTimers,
  });
  return { api, ...view };
}

describe('Verify', { timeout: TYPING_TIMEOUT }, () => {
  it('says where the code went and takes a pasted code with spaces, submitting it', async () => {
    const { api, user } = renderVerify({
      CompanyEmailVerificationByCode: accountError('CODE_INVALID', WRONG_CODE, {
        attemptsLeft: 4,
      }),
    });
    await screen.findByText(/We have sent a 6-digit code to ada@northwind.test/);
    const input = screen.getByLabelText('Verification code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await user.click(input);
    await user.paste('123 456');
    const cells = screen.getAllByTestId('code-cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['1', '2', '3', '4', '5', '6']);
    await waitFor(() => expect(api.callsOf('CompanyEmailVerificationByCode')).toHaveLength(1));
    expect(api.callsOf('CompanyEmailVerificationByCode')[0]?.variables).toEqual({
      email_validation_code: '123456',
    });
  });

  it('a code pasted over a full wrong code replaces it and is sent', async () => {
    // docs/product.md#sign-up-and-verification: a paste replaces the code.
    const { api, user } = renderVerify({
      CompanyEmailVerificationByCode: accountError('CODE_INVALID', WRONG_CODE, {
        attemptsLeft: 4,
      }),
    });
    const input = await screen.findByLabelText('Verification code');
    await user.type(input, '000000');
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    await user.paste('123 456');
    const cells = () => screen.getAllByTestId('code-cell').map((cell) => cell.textContent);
    expect(cells()).toEqual(['1', '2', '3', '4', '5', '6']);
    await waitFor(() => expect(api.callsOf('CompanyEmailVerificationByCode')).toHaveLength(2));
    expect(api.callsOf('CompanyEmailVerificationByCode')[1]?.variables).toEqual({
      email_validation_code: '123456',
    });
  });

  it('a digit typed into a full wrong code starts a new code', async () => {
    // docs/product.md#sign-up-and-verification: typing into a full field starts over.
    const { api, user } = renderVerify({
      CompanyEmailVerificationByCode: accountError('CODE_INVALID', WRONG_CODE, {
        attemptsLeft: 4,
      }),
    });
    const input = await screen.findByLabelText('Verification code');
    await user.type(input, '000000');
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    await user.keyboard('7');
    const cells = () => screen.getAllByTestId('code-cell').map((cell) => cell.textContent);
    expect(cells()).toEqual(['7', '', '', '', '', '']);
    await user.keyboard('65432');
    expect(cells()).toEqual(['7', '6', '5', '4', '3', '2']);
    await waitFor(() => expect(api.callsOf('CompanyEmailVerificationByCode')).toHaveLength(2));
    expect(api.callsOf('CompanyEmailVerificationByCode')[1]?.variables).toEqual({
      email_validation_code: '765432',
    });
  });

  it('shows the documented message on the code field for a wrong code', async () => {
    const { user } = renderVerify({
      CompanyEmailVerificationByCode: accountError('CODE_INVALID', WRONG_CODE, {
        attemptsLeft: 4,
      }),
    });
    const input = await screen.findByLabelText('Verification code');
    await user.type(input, '000000');
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('accepts digits only and asks for all six', async () => {
    const { api, user } = renderVerify({});
    const input = await screen.findByLabelText('Verification code');
    await user.type(input, '12a3');
    expect((input as HTMLInputElement).value).toBe('123');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('The code has 6 digits')).toBeTruthy();
    expect(api.callsOf('CompanyEmailVerificationByCode')).toHaveLength(0);
  });

  it('goes on to AboutYou once the right code verified the e-mail', async () => {
    let verified = false;
    const { user, router } = renderVerify({
      CompanyData: () =>
        companyData(verified ? unverified({ has_verified_email: true }) : unverified()),
      CompanyEmailVerificationByCode: () => {
        verified = true;
        return statusMessage('CompanyEmailVerificationByCode', 'Your e-mail has been verified');
      },
    });
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about you' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about-you');
  });

  it("resends the code, says 'The code has been sent to your email', then waits a minute", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user } = renderVerify(
      {
        CompanyResendEmailVerificationCode: statusMessage(
          'CompanyResendEmailVerificationCode',
          CODE_SENT,
        ),
      },
      true,
    );
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(CODE_SENT)).toBeTruthy();
    const waiting = screen.getByRole('button', { name: /Send a new code in 1:00/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByRole('button', { name: /Send a new code in 0:4[45]/ })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    const again = screen.getByRole('button', { name: 'Send a new code' });
    expect((again as HTMLButtonElement).disabled).toBe(false);
    expect(api.callsOf('CompanyResendEmailVerificationCode')).toHaveLength(1);
  });

  it('waits as long as the server says when a resend comes too soon', async () => {
    const { user } = renderVerify({
      CompanyResendEmailVerificationCode: accountError(
        'RESEND_TOO_SOON',
        'Please wait 42 seconds before asking for a new code',
        { retryAfterSeconds: 42 },
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('Please wait 42 seconds before asking for a new code'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Send a new code in 0:42/ })).toBeTruthy();
  });

  it('starts with the rest of the minute to wait right after sign-up', async () => {
    stubApi({ CompanyData: companyData(unverified({ created_at: new Date().toISOString() })) });
    renderApp({ route: '/verify', preloadedState: { session: { token: 't', role: 'company' } } });
    const button = await screen.findByRole('button', { name: /Send a new code in 0:(59|60)|1:00/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('computes the wait after sign-up within one interval, whatever the clocks say', () => {
    const created = '2025-01-01T00:00:00.000Z';
    const at = (seconds: number) => Date.parse(created) + seconds * 1000;
    expect(cooldownAfterSignup(created, at(0))).toBe(60);
    expect(cooldownAfterSignup(created, at(45.5))).toBe(15);
    expect(cooldownAfterSignup(created, at(60))).toBe(0);
    expect(cooldownAfterSignup(created, at(-3600))).toBe(60);
    expect(cooldownAfterSignup('not a date', at(0))).toBe(0);
  });

  it('logs out from Verify, telling the server', async () => {
    const { api, user, store } = renderVerify({
      CompanyLogout: statusMessage('CompanyLogout', 'You have been logged out'),
    });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(store.getState().session.token).toBeNull();
    expect(api.callsOf('CompanyLogout')[0]?.headers.Authorization).toBe('Bearer token-1');
  });
});
