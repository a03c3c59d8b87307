import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CODE_LENGTH } from '@/domain/account/rules';
import { companies, verificationCodes } from '@/server/db/schema/account';
import { findCompanyByEmail } from '@/server/services/companies';
import {
  call,
  codeOf,
  errorOf,
  freshEmail,
  GOOD_PASSWORD,
  logIn,
  sessionStatus,
  signUp,
} from './helpers/account';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

describe('CompanyCreate', () => {
  it('creates an unverified, not onboarded company and mails it a code', async () => {
    const email = freshEmail('signup');
    const response = await call(t, 'create', {
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        CompanyCreate: {
          status: 'success',
          message:
            'Your account has been created. We have sent a code to your e-mail to verify it.',
        },
      },
    });
    const company = await findCompanyByEmail(t.db, email);
    expect(company).toMatchObject({ email, has_verified_email: false, onboard_position: 0 });
    expect(company?.password_hash).toMatch(/^scrypt\$N=\d+,r=\d+,p=\d+\$/);
    expect(company?.password_hash).not.toContain(GOOD_PASSWORD);

    const mails = await t.mails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your UGC Desk verification code');
    const code = codeOf(mails[0]!);
    expect(code).toMatch(new RegExp(`^\\d{${CODE_LENGTH}}$`));
    expect(mails[0]?.html).toContain(code);
    // Only a hash of the code is stored.
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.company_id, company!.id));
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
  });

  it('writes the answer and the mail in the language the client asks for', async () => {
    const email = freshEmail('es');
    const response = await call(
      t,
      'create',
      { email, password: GOOD_PASSWORD },
      { locale: 'es-ES,es;q=0.9' },
    );
    expect(response.body.data).toEqual({
      CompanyCreate: {
        status: 'success',
        message: 'Tu cuenta se ha creado. Te hemos enviado un código al correo para verificarlo.',
      },
    });
    const [mail] = await t.mails(email);
    expect(mail?.subject).toBe('Tu código de verificación de UGC Desk');
    expect(mail?.text).toContain('Usa este código');
  });

  it('answers a taken e-mail exactly like a new one and tells its owner by mail', async () => {
    const owner = await t.createCompany({ password: GOOD_PASSWORD });
    const before = await t.db.select().from(companies).where(eq(companies.id, owner.id));
    const fresh = await call(t, 'create', { email: freshEmail('new'), password: GOOD_PASSWORD });
    const taken = await call(t, 'create', { email: owner.email, password: 'Another-password-9' });
    expect(taken).toEqual(fresh);

    // Nothing about the existing account changed, and its owner is warned.
    expect(await t.db.select().from(companies).where(eq(companies.id, owner.id))).toEqual(before);
    const [notice] = await t.mails(owner.email);
    expect(notice?.subject).toBe('Someone tried to sign up with your e-mail');
    expect(notice?.text).toContain(`${t.config.publicUrl}/forgot`);
    expect(notice?.html).toMatch(/<a href="[^"]+\/login"/);
    await logIn(t, owner.email, GOOD_PASSWORD);
  });

  it('answers concurrent sign-ups for one e-mail alike, creating one account', async () => {
    const email = freshEmail('race');
    const responses = await Promise.all(
      [1, 2, 3].map(() => call(t, 'create', { email, password: GOOD_PASSWORD })),
    );
    for (const response of responses) expect(response.body.errors).toBeUndefined();
    expect(await t.db.select().from(companies).where(eq(companies.email, email))).toHaveLength(1);
    expect(await t.mails(email)).toHaveLength(3);
  });

  it('refuses bad input field by field, translated, and writes nothing', async () => {
    const email = freshEmail('bad');
    const response = await call(t, 'create', { email, password: 'short' });
    expect(response.status).toBe(200);
    expect(response.body.data).toBeNull();
    expect(errorOf(response)).toEqual({
      message: 'Some fields are not valid: please check them',
      path: ['CompanyCreate'],
      locations: expect.any(Array),
      extensions: { code: 'BAD_USER_INPUT', fields: { password: 'Too short password' } },
    });

    const both = await call(
      t,
      'create',
      { email: 'no', password: 'lowercase-only-password' },
      { locale: 'es' },
    );
    expect(errorOf(both).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        email: 'El correo electrónico debe tener al menos 3 caracteres',
        password: 'La contraseña necesita al menos una letra mayúscula',
      },
    });
    expect(await findCompanyByEmail(t.db, email)).toBeNull();
    expect(await t.mails(email)).toEqual([]);
  });

  it('refuses an address whose domain has no dot, and writes nothing', async () => {
    for (const email of ['a@b', 'ada@localhost']) {
      const response = await call(t, 'create', { email, password: GOOD_PASSWORD });
      expect(errorOf(response).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { email: 'Enter a valid e-mail address' },
      });
      expect(await findCompanyByEmail(t.db, email)).toBeNull();
      expect(await t.mails(email)).toEqual([]);
    }
    const spanish = await call(
      t,
      'create',
      { email: 'a@b', password: GOOD_PASSWORD },
      { locale: 'es' },
    );
    expect(errorOf(spanish).extensions?.fields).toEqual({
      email: 'Escribe un correo electrónico válido',
    });
  });
});

describe('CompanyLogin and CompanyLogout', () => {
  it('returns a bearer token for the right password, valid on /v1/j', async () => {
    const email = freshEmail('login');
    await signUp(t, email);
    const response = await call(t, 'login', {
      email: `  ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
    });
    expect(response.body.errors).toBeUndefined();
    const result = response.body.data!.CompanyLogin;
    expect(result).toMatchObject({
      status: 'success',
      authorization: { type: 'bearer', expires_in: 86400 },
    });
    expect(result.authorization.token.split('.')).toHaveLength(3);
    expect(await sessionStatus(t, result.authorization.token)).toBe(200);
  });

  it('says the same for an unknown e-mail and a wrong password', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const wrong = await call(t, 'login', { email: company.email, password: 'Wrong-password-1' });
    const unknown = await call(t, 'login', {
      email: freshEmail('nobody'),
      password: GOOD_PASSWORD,
    });
    expect(errorOf(wrong)).toMatchObject({
      message: 'Wrong e-mail or password',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
    expect(errorOf(unknown)).toEqual(errorOf(wrong));
    // A company made without a password (admin CLI) cannot be logged into either.
    const noPassword = await t.createCompany();
    expect(
      errorOf(await call(t, 'login', { email: noPassword.email, password: GOOD_PASSWORD })),
    ).toEqual(errorOf(wrong));
  });

  it('logout revokes only the calling session', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const first = await logIn(t, company.email);
    const second = await logIn(t, company.email);
    const response = await call(t, 'logout', {}, { token: first });
    expect(response.body.data).toEqual({
      CompanyLogout: { status: 'success', message: 'You have been logged out' },
    });
    expect(await sessionStatus(t, first)).toBe(401);
    expect(await sessionStatus(t, second)).toBe(200);
  });

  it('CompanyLogout and the other signed-in operations are not on the guest endpoint', async () => {
    const response = await call(t, 'logout');
    expect(response.status).toBe(401);
  });
});
