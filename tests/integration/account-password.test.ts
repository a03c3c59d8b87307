import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LINK_TTL_MS, RESET_MAIL_INTERVAL_MS } from '@/domain/account/rules';
import { accountLinks, companies } from '@/server/db/schema/account';
import {
  call,
  errorOf,
  freshEmail,
  GOOD_PASSWORD,
  linkOf,
  logIn,
  sessionStatus,
} from './helpers/account';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const NEW_PASSWORD = 'Brand-new-secret-7';
const RESET_REQUESTED = {
  RequestResetPassword: {
    status: 'success',
    message: 'If an account uses this e-mail, we have sent it a link to reset the password',
  },
};

/** An account with a password, and the reset link mailed to it. */
async function resetLink(locale?: string) {
  const company = await t.createCompany({ password: GOOD_PASSWORD });
  const response = await call(
    t,
    'requestReset',
    { email: company.email, type: 'company' },
    { locale },
  );
  expect(response.body.errors).toBeUndefined();
  const [mail] = await t.mails(company.email);
  return { company, mail: mail!, ...linkOf(mail!, 'new-password') };
}

const resetArgs = (email: string, token: string, password = NEW_PASSWORD) => ({
  email,
  token,
  password,
  password_confirmation: password,
});

describe('RequestResetPassword', () => {
  it('mails a link to /new-password/{token}?email=… and stores only its hash', async () => {
    const { company, mail, url, token, email } = await resetLink();
    expect(mail.subject).toBe('Reset your UGC Desk password');
    expect(url).toBe(
      `${t.config.publicUrl}/new-password/${token}?email=${encodeURIComponent(company.email)}`,
    );
    expect(email).toBe(company.email);
    expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    const links = await t.db
      .select()
      .from(accountLinks)
      .where(eq(accountLinks.company_id, company.id));
    expect(links).toHaveLength(1);
    expect(links[0]?.token_hash).not.toContain(token);
  });

  it('answers the same for an unknown e-mail, and mails nobody', async () => {
    const email = freshEmail('unknown');
    const response = await call(t, 'requestReset', { email });
    expect(response.body.data).toEqual(RESET_REQUESTED);
    expect(await t.mails(email)).toEqual([]);
  });

  it('sends no second mail within a minute (same answer)', async () => {
    const { company } = await resetLink();
    const again = await call(t, 'requestReset', { email: company.email });
    expect(again.body.data).toEqual(RESET_REQUESTED);
    expect(await t.mails(company.email)).toHaveLength(1);
    t.clock.advance(RESET_MAIL_INTERVAL_MS);
    await call(t, 'requestReset', { email: company.email });
    expect(await t.mails(company.email)).toHaveLength(2);
  });

  it('takes the company and creator types only, and checks the e-mail', async () => {
    const response = await call(t, 'requestReset', { email: 'not-an-email', type: 'admin' });
    expect(errorOf(response).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        email: 'Enter a valid e-mail address',
        type: 'The account type must be "company" or "creator"',
      },
    });
  });
});

describe('ResetPasswordMutation', () => {
  it('sets the new password, revokes every session and works once', async () => {
    const { company, token } = await resetLink();
    const session = await logIn(t, company.email);
    const response = await call(t, 'reset', resetArgs(company.email, token));
    expect(response.body.data).toEqual({
      ResetPasswordMutation: {
        status: 'success',
        message: 'Your password has been changed, you can log in with it now',
      },
    });
    expect(await sessionStatus(t, session)).toBe(401);
    await logIn(t, company.email, NEW_PASSWORD);
    expect(
      errorOf(await call(t, 'login', { email: company.email, password: GOOD_PASSWORD })).extensions
        ?.code,
    ).toBe('INVALID_CREDENTIALS');

    const again = await call(t, 'reset', resetArgs(company.email, token, 'Third-password-11'));
    expect(errorOf(again)).toMatchObject({
      message: 'This link is not valid or has already been used, please ask for a new one',
      extensions: { code: 'LINK_INVALID' },
    });
  });

  it('refuses a link older than an hour', async () => {
    const { company, token } = await resetLink();
    t.clock.advance(LINK_TTL_MS + 1000);
    const response = await call(t, 'reset', resetArgs(company.email, token), { locale: 'es' });
    expect(errorOf(response)).toMatchObject({
      message: 'Este enlace ha caducado, pide uno nuevo',
      extensions: { code: 'LINK_EXPIRED' },
    });
    await logIn(t, company.email, GOOD_PASSWORD);
  });

  it("refuses another account's e-mail, a made-up token and a superseded link", async () => {
    const first = await resetLink();
    const other = await t.createCompany({ password: GOOD_PASSWORD });
    expect(
      errorOf(await call(t, 'reset', resetArgs(other.email, first.token))).extensions?.code,
    ).toBe('LINK_INVALID');
    expect(
      errorOf(await call(t, 'reset', resetArgs(first.company.email, 'made-up'))).extensions?.code,
    ).toBe('LINK_INVALID');
    t.clock.advance(RESET_MAIL_INTERVAL_MS);
    await call(t, 'requestReset', { email: first.company.email });
    expect(
      errorOf(await call(t, 'reset', resetArgs(first.company.email, first.token))).extensions?.code,
    ).toBe('LINK_INVALID');
    await logIn(t, first.company.email, GOOD_PASSWORD);
    await logIn(t, other.email, GOOD_PASSWORD);
  });

  it('validates the new password like sign-up and writes nothing on bad input', async () => {
    const { company, token } = await resetLink();
    const [before] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    const response = await call(t, 'reset', {
      email: company.email,
      token,
      password: 'nocapitals-here',
      password_confirmation: 'something-else',
    });
    expect(errorOf(response).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        password: 'The password needs at least one capital letter',
        password_confirmation: 'The passwords do not match',
      },
    });
    const [after] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(after).toEqual(before);
    // The link was not used up by the failed attempt.
    expect((await call(t, 'reset', resetArgs(company.email, token))).body.errors).toBeUndefined();
  });

  it('unlocks a locked-out account and marks its e-mail verified', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD, has_verified_email: false });
    for (let i = 0; i < 5; i++)
      await call(t, 'login', { email: company.email, password: 'Nope-nope-12' });
    expect(
      errorOf(await call(t, 'login', { email: company.email, password: GOOD_PASSWORD })).extensions
        ?.code,
    ).toBe('TOO_MANY_ATTEMPTS');
    await call(t, 'requestReset', { email: company.email });
    const [mail] = await t.mails(company.email);
    const { token } = linkOf(mail!, 'new-password');
    expect((await call(t, 'reset', resetArgs(company.email, token))).body.errors).toBeUndefined();
    await logIn(t, company.email, NEW_PASSWORD);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.has_verified_email).toBe(true);
  });
});
