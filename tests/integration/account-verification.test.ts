import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_INTERVAL_MS, CODE_TTL_MS } from '@/domain/account/rules';
import { companies } from '@/server/db/schema/account';
import { findCompanyByEmail } from '@/server/services/companies';
import { call, codeOf, errorOf, freshEmail, logIn, signUp } from './helpers/account';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

/** A signed-up, logged-in, unverified account and the code mailed to it. */
async function unverified() {
  const email = freshEmail('verify');
  const code = await signUp(t, email);
  const token = await logIn(t, email);
  return { email, code, token };
}

const verified = async (email: string) =>
  (await findCompanyByEmail(t.db, email))?.has_verified_email;

/** A code that is certainly not the right one. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('CompanyEmailVerificationByCode', () => {
  it('verifies the e-mail with the mailed code, once', async () => {
    const { email, code, token } = await unverified();
    const response = await call(t, 'verify', { email_validation_code: code }, { token });
    expect(response.body).toEqual({
      data: {
        CompanyEmailVerificationByCode: {
          status: 'success',
          message: 'Your e-mail has been verified',
        },
      },
    });
    expect(await verified(email)).toBe(true);
    // A double submit is told the e-mail is verified already.
    const again = await call(t, 'verify', { email_validation_code: code }, { token });
    expect(errorOf(again).extensions?.code).toBe('ALREADY_VERIFIED');
  });

  it('accepts no code at all once the e-mail is verified', async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    for (const code of ['000000', '123456', '999999']) {
      const response = await call(t, 'verify', { email_validation_code: code }, { token });
      expect(response.body.data).toBeNull();
      expect(errorOf(response)).toMatchObject({
        message: 'Your e-mail is already verified',
        extensions: { code: 'ALREADY_VERIFIED' },
      });
    }
    const spanish = await call(
      t,
      'verify',
      { email_validation_code: '000000' },
      { token, locale: 'es' },
    );
    expect(errorOf(spanish).message).toBe('Tu correo electrónico ya está verificado');
  });

  it('refuses a wrong code with the documented message and counts down the tries', async () => {
    const { email, code, token } = await unverified();
    const response = await call(t, 'verify', { email_validation_code: wrongCode(code) }, { token });
    expect(errorOf(response)).toMatchObject({
      message: 'The code is not valid, please double-check and try again',
      extensions: { code: 'CODE_INVALID', attemptsLeft: CODE_MAX_ATTEMPTS - 1 },
    });
    const spanish = await call(
      t,
      'verify',
      { email_validation_code: wrongCode(code) },
      { token, locale: 'es' },
    );
    expect(errorOf(spanish).message).toBe('El código no es válido, revísalo e inténtalo de nuevo');
    expect(await verified(email)).toBe(false);
    expect(
      (await call(t, 'verify', { email_validation_code: code }, { token })).body.errors,
    ).toBeUndefined();
  });

  it(`voids the code after ${CODE_MAX_ATTEMPTS} wrong tries, even for the right code next`, async () => {
    const { email, code, token } = await unverified();
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
      const response = await call(
        t,
        'verify',
        { email_validation_code: wrongCode(code) },
        { token },
      );
      expect(errorOf(response).extensions).toEqual({
        code: 'CODE_INVALID',
        attemptsLeft: CODE_MAX_ATTEMPTS - i,
      });
    }
    const last = await call(t, 'verify', { email_validation_code: wrongCode(code) }, { token });
    expect(errorOf(last)).toMatchObject({
      message: 'The code was entered wrong too many times, please ask for a new one',
      extensions: { code: 'CODE_VOIDED' },
    });
    expect(
      errorOf(await call(t, 'verify', { email_validation_code: code }, { token })).extensions?.code,
    ).toBe('CODE_VOIDED');
    expect(await verified(email)).toBe(false);

    // A new code works again.
    t.clock.advance(CODE_RESEND_INTERVAL_MS);
    expect((await call(t, 'resend', {}, { token })).body.errors).toBeUndefined();
    const [mail] = await t.mails(email);
    expect(
      (await call(t, 'verify', { email_validation_code: codeOf(mail!) }, { token })).body.errors,
    ).toBeUndefined();
    expect(await verified(email)).toBe(true);
  });

  it('refuses a code older than 10 minutes', async () => {
    const { email, code, token } = await unverified();
    t.clock.advance(CODE_TTL_MS + 1000);
    const response = await call(t, 'verify', { email_validation_code: code }, { token });
    expect(errorOf(response)).toMatchObject({
      message: 'The code has expired, please ask for a new one',
      extensions: { code: 'CODE_EXPIRED' },
    });
    expect(await verified(email)).toBe(false);
  });

  it('accepts a code just before it expires', async () => {
    const { email, code, token } = await unverified();
    t.clock.advance(CODE_TTL_MS - 5000);
    expect(
      (await call(t, 'verify', { email_validation_code: code }, { token })).body.errors,
    ).toBeUndefined();
    expect(await verified(email)).toBe(true);
  });

  it('checks the format first: field error, nothing counted', async () => {
    const { code, token } = await unverified();
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      const response = await call(t, 'verify', { email_validation_code: bad }, { token });
      expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
    }
    const response = await call(t, 'verify', { email_validation_code: '12a456' }, { token });
    expect(errorOf(response).extensions?.fields).toEqual({
      email_validation_code: 'The code has 6 digits',
    });
    // The malformed tries did not use up any of the five.
    const wrong = await call(t, 'verify', { email_validation_code: wrongCode(code) }, { token });
    expect(errorOf(wrong).extensions?.attemptsLeft).toBe(CODE_MAX_ATTEMPTS - 1);
  });

  it("verifies only the caller's own code", async () => {
    const first = await unverified();
    const second = await unverified();
    if (first.code !== second.code) {
      const crossed = await call(
        t,
        'verify',
        { email_validation_code: second.code },
        { token: first.token },
      );
      expect(errorOf(crossed).extensions?.code).toBe('CODE_INVALID');
    }
    expect(
      (await call(t, 'verify', { email_validation_code: second.code }, { token: second.token }))
        .body.errors,
    ).toBeUndefined();
    expect(await verified(first.email)).toBe(false);
    expect(await verified(second.email)).toBe(true);
  });
});

describe('CompanyResendEmailVerificationCode', () => {
  it('sends a new code at most once a minute, saying how long to wait', async () => {
    const { email, code, token } = await unverified();
    const tooSoon = await call(t, 'resend', {}, { token });
    expect(errorOf(tooSoon)).toMatchObject({
      message: 'Please wait 60 seconds before asking for a new code',
      extensions: { code: 'RESEND_TOO_SOON', retryAfterSeconds: 60 },
    });
    t.clock.advance(45_000);
    const later = await call(t, 'resend', {}, { token, locale: 'es' });
    expect(errorOf(later)).toMatchObject({
      message: 'Espera 15 segundos antes de pedir un código nuevo',
      extensions: { retryAfterSeconds: 15 },
    });
    expect(await t.mails(email)).toHaveLength(1);

    t.clock.advance(15_000);
    const response = await call(t, 'resend', {}, { token });
    expect(response.body.data).toEqual({
      CompanyResendEmailVerificationCode: {
        status: 'success',
        message: 'The code has been sent to your email',
      },
    });
    const mails = await t.mails(email);
    expect(mails).toHaveLength(2);
    const newCode = codeOf(mails[0]!);
    // The old code no longer works (unless chance made them equal).
    if (newCode !== code) {
      expect(
        errorOf(await call(t, 'verify', { email_validation_code: code }, { token })).extensions
          ?.code,
      ).toBe('CODE_INVALID');
    }
    expect(
      (await call(t, 'verify', { email_validation_code: newCode }, { token })).body.errors,
    ).toBeUndefined();
  });

  it('answers the documented message in Spanish too, and refuses once verified', async () => {
    const { token } = await unverified();
    t.clock.advance(CODE_RESEND_INTERVAL_MS);
    const spanish = await call(t, 'resend', {}, { token, locale: 'es' });
    expect(spanish.body.data).toEqual({
      CompanyResendEmailVerificationCode: {
        status: 'success',
        message: 'Te hemos enviado el código al correo electrónico',
      },
    });
    const company = await t.createCompany();
    const verifiedToken = await t.createSession(company.id);
    const response = await call(t, 'resend', {}, { token: verifiedToken });
    expect(errorOf(response)).toMatchObject({
      message: 'Your e-mail is already verified',
      extensions: { code: 'ALREADY_VERIFIED' },
    });
    expect(await t.mails(company.email)).toEqual([]);
  });

  it('sends a first code to an account that never had one', async () => {
    const company = await t.createCompany({ has_verified_email: false, onboard_position: 0 });
    const token = await t.createSession(company.id);
    expect(
      errorOf(await call(t, 'verify', { email_validation_code: '123456' }, { token })).extensions
        ?.code,
    ).toBe('CODE_EXPIRED');
    expect((await call(t, 'resend', {}, { token })).body.errors).toBeUndefined();
    const [mail] = await t.mails(company.email);
    expect(
      (await call(t, 'verify', { email_validation_code: codeOf(mail!) }, { token })).body.errors,
    ).toBeUndefined();
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.has_verified_email).toBe(true);
  });
});
