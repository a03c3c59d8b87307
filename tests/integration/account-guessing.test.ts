import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_LOCKOUT_MEMORY_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '@/domain/account/rules';
import type { ScryptParams } from '@/server/auth/passwords';
import type { GraphqlResponse } from './helpers/http';
import { call, errorOf, freshEmail, GOOD_PASSWORD } from './helpers/account';
import { serverForFile, TEST_PASSWORD_HASHING } from './helpers/testServer';

/** Every key derivation of a password check the server ran, with its cost. */
const checks: ScryptParams[] = [];
const t = serverForFile({ observePasswordCheck: (params) => checks.push(params) });

beforeEach(() => {
  // No failure of an earlier test still counts (they all come from 127.0.0.1).
  t.clock.advance(LOGIN_LOCKOUT_MEMORY_MS + 60_000);
  checks.length = 0;
});

const GUESSES = 99;
const wrongPassword = (i: number) => `Wrong-password-${i}`;
const codeOf = (response: GraphqlResponse<unknown>) =>
  response.body.errors ? errorOf(response).extensions?.code : 'OK';

/** How many answers have each code, e.g. { INVALID_CREDENTIALS: 5, TOO_MANY_ATTEMPTS: 94 }. */
function tally(responses: Array<GraphqlResponse<unknown>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const code = String(codeOf(response));
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

/** Once the limit's worth of checks has started, nothing more may be checked. */
async function untilLimitIsChecked() {
  await vi.waitFor(() => expect(checks.length).toBeGreaterThanOrEqual(LIMIT), {
    interval: 1,
    timeout: 30_000,
  });
}

const LIMIT = LOGIN_MAX_FAILURES_PER_ACCOUNT;

describe('guesses sent at once (docs/product.md#login-throttling)', () => {
  it(`checks at most ${LIMIT} passwords of a burst, and then refuses even the right one`, async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const burst = Array.from({ length: GUESSES }, (_, i) =>
      call(t, 'login', { email: company.email, password: wrongPassword(i) }),
    );
    await untilLimitIsChecked();
    const right = call(t, 'login', { email: company.email, password: GOOD_PASSWORD });
    const [answers, rightAnswer] = await Promise.all([Promise.all(burst), right]);

    expect(checks).toHaveLength(LIMIT);
    expect(tally(answers)).toEqual({
      INVALID_CREDENTIALS: LIMIT,
      TOO_MANY_ATTEMPTS: GUESSES - LIMIT,
    });
    expect(rightAnswer.body.data?.CompanyLogin).toBeUndefined();
    expect(errorOf(rightAnswer).extensions?.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it(`checks at most ${LIMIT} current passwords of a burst from a signed-in session`, async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const token = await t.createSession(company.id);
    const changeEmail = (password: string) =>
      call(
        t,
        'requestEmailChange',
        { email: company.email, new_email: freshEmail('moved'), password },
        { token },
      );
    const burst = Array.from({ length: GUESSES }, (_, i) => changeEmail(wrongPassword(i)));
    await untilLimitIsChecked();
    const [answers, rightAnswer] = await Promise.all([
      Promise.all(burst),
      changeEmail(GOOD_PASSWORD),
    ]);

    expect(checks).toHaveLength(LIMIT);
    expect(tally(answers)).toEqual({ WRONG_PASSWORD: LIMIT, TOO_MANY_ATTEMPTS: GUESSES - LIMIT });
    expect(codeOf(rightAnswer)).toBe('TOO_MANY_ATTEMPTS');
    expect(await t.mails(company.email)).toEqual([]);
  });

  it('gives the place of a right password back to the client address', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const answers = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS + 5; i++) {
      answers.push(await call(t, 'login', { email: company.email, password: GOOD_PASSWORD }));
    }
    expect(tally(answers)).toEqual({ OK: LOGIN_MAX_FAILURES_PER_ADDRESS + 5 });
  });
});

describe('login timing (docs/product.md#login-throttling)', () => {
  it('checks a password for an unknown e-mail with the same work as for an account', async () => {
    const withPassword = await t.createCompany({ password: GOOD_PASSWORD });
    // Made by the admin command: an account without a password yet.
    const withoutPassword = await t.createCompany();
    for (const email of [withPassword.email, freshEmail('nobody'), withoutPassword.email]) {
      checks.length = 0;
      const response = await call(t, 'login', { email, password: wrongPassword(0) });
      expect(errorOf(response).extensions?.code).toBe('INVALID_CREDENTIALS');
      expect(checks, email).toEqual([TEST_PASSWORD_HASHING]);
    }
  });
});
