import { beforeEach, describe, expect, it } from 'vitest';
import { LINK_TTL_MS, LOGIN_LOCKOUT_MEMORY_MS } from '@/domain/account/rules';
import { safeUrl } from '@/server/logger';
import { findCompanyByEmail } from '@/server/services/companies';
import { errorOf, freshEmail, GOOD_PASSWORD, linkOf } from './helpers/account';
import {
  creatorCall,
  creatorLinkOf,
  creatorLogIn,
  creatorSessionStatus,
  creatorSignUp,
} from './helpers/creatorAccount';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
beforeEach(() => t.clock.advance(LOGIN_LOCKOUT_MEMORY_MS + 60_000));

const NEW_PASSWORD = 'Brand-new-password-2';

async function newCreator(prefix: string) {
  const email = freshEmail(prefix);
  await creatorSignUp(t, email);
  return { email, token: await creatorLogIn(t, email) };
}

/** A creator and the reset link just mailed to it. */
async function creatorResetLink() {
  const { email, token } = await newCreator('reset');
  const response = await creatorCall(t, 'requestReset', { email, type: 'creator' });
  expect(response.body.data?.RequestResetPassword).toEqual({
    status: 'success',
    message: 'If an account uses this e-mail, we have sent it a link to reset the password',
  });
  const [mail] = await t.mails(email);
  return { email, session: token, link: creatorLinkOf(mail!, 'reset-password') };
}

describe("a creator's password reset", () => {
  it('mails a /creator/reset-password link whose token the logs never show, and resets once', async () => {
    const { email, session, link } = await creatorResetLink();
    expect(link.url.startsWith(`${t.config.publicUrl}/creator/reset-password/`)).toBe(true);
    expect(link.email).toBe(email);
    expect(safeUrl(`${link.path}?email=${encodeURIComponent(email)}`)).toBe(
      '/creator/reset-password/[redacted]?[redacted]',
    );

    const args = {
      email,
      token: link.token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    const reset = await creatorCall(t, 'reset', args);
    expect(reset.body.data?.ResetPasswordMutation).toEqual({
      status: 'success',
      message: 'Your password has been changed, you can log in with it now',
    });
    expect(await creatorSessionStatus(t, session)).toBe(401);
    expect(await creatorLogIn(t, email, NEW_PASSWORD)).toEqual(expect.any(String));
    const third = 'Third-password-33';
    const again = await creatorCall(t, 'reset', {
      ...args,
      password: third,
      password_confirmation: third,
    });
    expect(errorOf(again).extensions?.code).toBe('LINK_INVALID');
    // The reset gives no way into the company app.
    const company = await creatorCall(t, 'companyLogin', { email, password: NEW_PASSWORD });
    expect(errorOf(company).extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it('sends nothing when the type is not the account’s, and refuses an unknown type', async () => {
    const { email } = await newCreator('type');
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const before = (await t.mails(email)).length;
    for (const [who, type] of [
      [email, 'company'],
      [email, undefined],
      [company.email, 'creator'],
    ] as const) {
      const response = await creatorCall(t, 'requestReset', { email: who, type });
      expect(response.body.data?.RequestResetPassword?.status).toBe('success');
    }
    expect(await t.mails(email)).toHaveLength(before);
    expect(await t.mails(company.email)).toEqual([]);

    for (const type of ['admin', 'creator\u0000', 'c'.repeat(5000)]) {
      const response = await creatorCall(t, 'requestReset', { email, type }, { locale: 'es' });
      expect(errorOf(response).extensions?.code, type.slice(0, 20)).toBe('BAD_USER_INPUT');
    }
    const spanish = await creatorCall(
      t,
      'requestReset',
      { email, type: 'admin' },
      { locale: 'es' },
    );
    expect(errorOf(spanish).extensions?.fields).toEqual({
      type: 'El tipo de cuenta debe ser «company» o «creator»',
    });
    const wrongType = await creatorCall(t, 'requestReset', { email, type: 7 });
    expect(wrongType.body.errors?.length).toBeGreaterThan(0);
    expect(await t.mails(email)).toHaveLength(before);
  });

  it('refuses an expired link', async () => {
    const { email, link } = await creatorResetLink();
    t.clock.advance(LINK_TTL_MS + 1000);
    const response = await creatorCall(t, 'reset', {
      email,
      token: link.token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(errorOf(response).extensions?.code).toBe('LINK_EXPIRED');
  });
});

describe("a creator's e-mail change", () => {
  it('mails a /creator/change-email link; opening it moves the login and ends the sessions', async () => {
    const { email, token } = await newCreator('move');
    const newEmail = freshEmail('moved');
    const request = await creatorCall(
      t,
      'requestEmailChange',
      { email, new_email: newEmail, password: GOOD_PASSWORD },
      { token },
    );
    expect(request.body.data?.CreatorRequestToChangeEmail).toEqual({
      status: 'success',
      message: 'We have sent a link to the new e-mail, open it to confirm the change',
    });
    const [mail] = await t.mails(newEmail);
    const link = creatorLinkOf(mail!, 'change-email');
    expect(link.url.startsWith(`${t.config.publicUrl}/creator/change-email/`)).toBe(true);
    expect(link.email).toBe(email);
    expect(safeUrl(link.path)).toBe('/creator/change-email/[redacted]');

    // A creator's link does not confirm in the company app.
    const asCompany = await creatorCall(t, 'companyUpdateEmail', {
      password: GOOD_PASSWORD,
      token: link.token,
      old_email: email,
    });
    expect(errorOf(asCompany).extensions?.code).toBe('LINK_INVALID');

    const confirmed = await creatorCall(t, 'updateEmail', {
      password: GOOD_PASSWORD,
      token: link.token,
      old_email: email,
    });
    const fresh = confirmed.body.data?.CreatorUpdateEmail?.authorization.token;
    expect(fresh).toEqual(expect.any(String));
    expect(await creatorSessionStatus(t, token)).toBe(401);
    expect(await creatorSessionStatus(t, fresh!)).toBe(200);
    // The fresh session is a creator's: the company side refuses it.
    const forbidden = await creatorCall(t, 'companyLogin', {
      email: newEmail,
      password: GOOD_PASSWORD,
    });
    expect(errorOf(forbidden).extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(await findCompanyByEmail(t.db, newEmail)).toMatchObject({
      role: 'creator',
      has_verified_email: true,
    });
    expect(await creatorLogIn(t, newEmail)).toEqual(expect.any(String));
  });

  it("a company's link does not confirm through CreatorUpdateEmail", async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const token = await t.createSession(company.id);
    const newEmail = freshEmail('company-move');
    const response = await fetch(`${t.url}/v1/j`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `mutation M($email: String!, $new_email: String!, $password: String!) {
          CompanyRequestToChangeEmail(email: $email, new_email: $new_email, password: $password) {
            status } }`,
        variables: { email: company.email, new_email: newEmail, password: GOOD_PASSWORD },
      }),
    });
    expect(response.status).toBe(200);
    const [mail] = await t.mails(newEmail);
    const link = linkOf(mail!, 'update');
    const asCreator = await creatorCall(t, 'updateEmail', {
      password: GOOD_PASSWORD,
      token: link.token,
      old_email: company.email,
    });
    expect(errorOf(asCreator).extensions?.code).toBe('LINK_INVALID');
    expect((await findCompanyByEmail(t.db, company.email))?.id).toBe(company.id);
  });

  it('refuses a wrong current e-mail or password, and bad input, changing nothing', async () => {
    const { email, token } = await newCreator('refused');
    const newEmail = freshEmail('nowhere');
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { email: freshEmail('other'), new_email: newEmail, password: GOOD_PASSWORD },
        'NOT_YOUR_EMAIL',
      ],
      [{ email, new_email: newEmail, password: 'Wrong-password-9' }, 'WRONG_PASSWORD'],
      [{ email, new_email: `${newEmail}\u0000`, password: GOOD_PASSWORD }, 'BAD_USER_INPUT'],
      [
        { email, new_email: `${'n'.repeat(400)}@example.com`, password: GOOD_PASSWORD },
        'BAD_USER_INPUT',
      ],
      [{ email, new_email: email, password: GOOD_PASSWORD }, 'BAD_USER_INPUT'],
    ];
    for (const [variables, code] of cases) {
      const response = await creatorCall(t, 'requestEmailChange', variables, { token });
      expect(errorOf(response).extensions?.code, code).toBe(code);
    }
    expect(await t.mails(newEmail)).toEqual([]);
    expect((await findCompanyByEmail(t.db, email))?.role).toBe('creator');
  });
});
