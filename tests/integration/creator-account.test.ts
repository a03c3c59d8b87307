import { beforeEach, describe, expect, it } from 'vitest';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MS,
  LOGIN_LOCKOUT_MEMORY_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
} from '@/domain/account/rules';
import { findCompanyByEmail } from '@/server/services/companies';
import { codeOf, errorOf, freshEmail, GOOD_PASSWORD, logIn } from './helpers/account';
import {
  creatorCall,
  creatorLogIn,
  creatorSessionStatus,
  creatorSignUp,
} from './helpers/creatorAccount';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
// No failure of an earlier test still counts (they all come from 127.0.0.1).
beforeEach(() => t.clock.advance(LOGIN_LOCKOUT_MEMORY_MS + 60_000));

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** A creator signed up and logged in through the API, not yet verified. */
async function newCreator(prefix = 'creator') {
  const email = freshEmail(prefix);
  const code = await creatorSignUp(t, email);
  const token = await creatorLogIn(t, email);
  return { email, code, token };
}

describe("a creator's account from sign-up to logout", () => {
  it('signs up, verifies with the mailed code, logs in and out', async () => {
    const email = freshEmail('journey');
    const created = await creatorCall(t, 'create', { email, password: GOOD_PASSWORD });
    expect(created.body).toEqual({
      data: {
        CreatorCreate: {
          status: 'success',
          message:
            'Your account has been created. We have sent a code to your e-mail to verify it.',
        },
      },
    });
    const account = await findCompanyByEmail(t.db, email);
    expect(account).toMatchObject({ role: 'creator', has_verified_email: false });
    const [mail] = await t.mails(email);
    const code = codeOf(mail!);

    const login = await creatorCall(t, 'login', { email, password: GOOD_PASSWORD });
    const auth = login.body.data?.CreatorLogin;
    expect(auth).toMatchObject({
      status: 'success',
      authorization: { type: 'bearer', expires_in: 86_400 },
    });
    const token = auth!.authorization.token;

    const verified = await creatorCall(t, 'verify', { email_validation_code: code }, { token });
    expect(verified.body.data?.CreatorEmailVerificationByCode).toEqual({
      status: 'success',
      message: 'Your e-mail has been verified',
    });
    expect((await findCompanyByEmail(t.db, email))?.has_verified_email).toBe(true);
    const again = await creatorCall(t, 'verify', { email_validation_code: code }, { token });
    expect(errorOf(again).extensions?.code).toBe('ALREADY_VERIFIED');

    const other = await creatorLogIn(t, email);
    const out = await creatorCall(t, 'logout', {}, { token });
    expect(out.body.data?.CreatorLogout).toEqual({
      status: 'success',
      message: 'You have been logged out',
    });
    expect(await creatorSessionStatus(t, token)).toBe(401);
    // Only the calling session ends.
    expect(await creatorSessionStatus(t, other)).toBe(200);
  });

  it('answers a taken e-mail like a new one, and tells its owner with links to its own app', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const response = await creatorCall(t, 'create', {
      email: company.email,
      password: GOOD_PASSWORD,
    });
    expect(response.body.data?.CreatorCreate?.status).toBe('success');
    const [notice] = await t.mails(company.email);
    expect(notice?.text).toContain(`${t.config.publicUrl}/login`);
    expect(notice?.text).not.toContain('/creator/');
    expect((await findCompanyByEmail(t.db, company.email))?.role).toBe('company');

    const { email } = await newCreator('taken');
    await creatorCall(t, 'create', { email, password: GOOD_PASSWORD });
    const [creatorNotice] = await t.mails(email);
    expect(creatorNotice?.text).toContain(`${t.config.publicUrl}/creator/login`);
    expect(creatorNotice?.text).toContain(`${t.config.publicUrl}/creator/forgot`);
  });
});

describe('verification codes', () => {
  it('refuses a wrong code, counting down, and voids it after the last try', async () => {
    const { email, code, token } = await newCreator('wrong');
    const first = await creatorCall(
      t,
      'verify',
      { email_validation_code: wrongCode(code) },
      { token },
    );
    expect(errorOf(first)).toMatchObject({
      message: 'The code is not valid, please double-check and try again',
      extensions: { code: 'CODE_INVALID', attemptsLeft: CODE_MAX_ATTEMPTS - 1 },
    });
    const spanish = await creatorCall(
      t,
      'verify',
      { email_validation_code: wrongCode(code) },
      { token, locale: 'es' },
    );
    expect(errorOf(spanish).message).toBe('El código no es válido, revísalo e inténtalo de nuevo');
    for (let i = 2; i < CODE_MAX_ATTEMPTS; i++) {
      await creatorCall(t, 'verify', { email_validation_code: wrongCode(code) }, { token });
    }
    const voided = await creatorCall(t, 'verify', { email_validation_code: code }, { token });
    expect(errorOf(voided).extensions?.code).toBe('CODE_VOIDED');
    expect((await findCompanyByEmail(t.db, email))?.has_verified_email).toBe(false);
  });

  it('refuses an expired code; a resend waits a minute and mails a new one', async () => {
    const { email, code, token } = await newCreator('expired');
    const tooSoon = await creatorCall(t, 'resend', {}, { token });
    expect(errorOf(tooSoon).extensions).toMatchObject({ code: 'RESEND_TOO_SOON' });
    expect(await t.mails(email)).toHaveLength(1);

    t.clock.advance(CODE_TTL_MS + 1000);
    const expired = await creatorCall(t, 'verify', { email_validation_code: code }, { token });
    expect(errorOf(expired).extensions?.code).toBe('CODE_EXPIRED');

    expect(CODE_RESEND_INTERVAL_MS).toBeLessThan(CODE_TTL_MS);
    const resent = await creatorCall(t, 'resend', {}, { token });
    expect(resent.body.data?.CreatorResendEmailVerificationCode?.status).toBe('success');
    const mails = await t.mails(email);
    expect(mails).toHaveLength(2);
    const fresh = codeOf(mails[0]!);
    const again = await creatorCall(t, 'resend', {}, { token });
    expect(errorOf(again).extensions?.code).toBe('RESEND_TOO_SOON');
    const ok = await creatorCall(t, 'verify', { email_validation_code: fresh }, { token });
    expect(ok.body.data?.CreatorEmailVerificationByCode?.status).toBe('success');
  });
});

describe('the two apps keep their accounts apart', () => {
  it('a creator cannot CompanyLogin and a company cannot CreatorLogin, answered like unknown e-mails', async () => {
    const { email } = await newCreator('apart');
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const unknown = freshEmail('nobody');
    const answers = [
      await creatorCall(t, 'companyLogin', { email, password: GOOD_PASSWORD }),
      await creatorCall(t, 'login', { email: company.email, password: GOOD_PASSWORD }),
      await creatorCall(t, 'login', { email: unknown, password: GOOD_PASSWORD }),
    ];
    for (const answer of answers) {
      expect(errorOf(answer)).toMatchObject({
        message: 'Wrong e-mail or password',
        extensions: { code: 'INVALID_CREDENTIALS' },
      });
    }
    // The company still logs into its own app.
    expect(await logIn(t, company.email)).toEqual(expect.any(String));
  });

  it("refuses every creator account operation to a company's session", async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const token = await t.createSession(company.id);
    const calls = [
      ['resend', {}],
      ['verify', { email_validation_code: '123456' }],
      ['logout', {}],
      ['delete', {}],
      [
        'requestEmailChange',
        { email: company.email, new_email: freshEmail(), password: GOOD_PASSWORD },
      ],
    ] as const;
    for (const [op, variables] of calls) {
      const response = await creatorCall(t, op, variables, { token });
      expect(errorOf(response), op).toMatchObject({
        message: 'This account cannot do that',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await findCompanyByEmail(t.db, company.email)).toMatchObject({ deleted_at: null });
    expect(await t.mails(company.email)).toEqual([]);
  });
});

describe('login throttling for creators', () => {
  it(`locks a creator after ${LOGIN_MAX_FAILURES_PER_ACCOUNT} failures, like a company`, async () => {
    const { email } = await newCreator('locked');
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      const failed = await creatorCall(t, 'login', { email, password: 'Wrong-password-1' });
      expect(errorOf(failed).extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await creatorCall(t, 'login', { email, password: GOOD_PASSWORD });
    expect(errorOf(locked)).toMatchObject({
      message: 'Too many failed attempts. Please try again in 1 minute.',
      extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 60 },
    });
    t.clock.advance(61_000);
    expect(await creatorLogIn(t, email)).toEqual(expect.any(String));
  });
});

describe('bad input', () => {
  it('refuses too long, NUL-carrying and malformed sign-ups, translated, writing nothing', async () => {
    const email = freshEmail('bad');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email, password: 'short' }, 'password'],
      [{ email: `${'a'.repeat(300)}@example.com`, password: GOOD_PASSWORD }, 'email'],
      [{ email, password: `Nul-in-it\u0000-1` }, 'password'],
      [{ email: `${email}\u0000`, password: GOOD_PASSWORD }, 'email'],
    ];
    for (const [variables, field] of cases) {
      const response = await creatorCall(t, 'create', variables, { locale: 'es' });
      const error = errorOf(response);
      expect(error.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(Object.keys((error.extensions?.fields ?? {}) as object), field).toContain(field);
    }
    const wrongType = await creatorCall(t, 'create', { email: 42, password: ['x'] });
    expect(wrongType.body.data).toBeFalsy();
    expect(wrongType.body.errors?.length).toBeGreaterThan(0);
    expect(await findCompanyByEmail(t.db, email)).toBeNull();
    expect(await t.mails(email)).toEqual([]);
  });

  it('refuses a malformed code without counting it, and bad logins like wrong ones', async () => {
    const { code, token } = await newCreator('badcode');
    for (const bad of ['12345', '1234567', 'abcdef', `12345\u0000`, 'x'.repeat(1000)]) {
      const response = await creatorCall(t, 'verify', { email_validation_code: bad }, { token });
      expect(errorOf(response).extensions?.code, bad).toBe('BAD_USER_INPUT');
    }
    const typed = await creatorCall(t, 'verify', { email_validation_code: 123456 }, { token });
    expect(typed.body.errors?.length).toBeGreaterThan(0);
    const ok = await creatorCall(t, 'verify', { email_validation_code: code }, { token });
    expect(ok.body.data?.CreatorEmailVerificationByCode?.status).toBe('success');

    const nul = await creatorCall(t, 'login', { email: 'a\u0000@example.com', password: 'x' });
    expect(errorOf(nul).extensions?.code).toBe('BAD_USER_INPUT');
  });
});
