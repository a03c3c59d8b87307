import { describe, expect, it } from 'vitest';
import { LINK_TTL_MS } from '@/domain/account/rules';
import { findCompanyById } from '@/server/services/companies';
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

/** A company asking to move to a new address, and the link mailed there. */
async function requested(locale?: string) {
  const company = await t.createCompany({ password: GOOD_PASSWORD });
  const token = await logIn(t, company.email);
  const newEmail = freshEmail('new');
  const response = await call(
    t,
    'requestEmailChange',
    { email: company.email, new_email: newEmail, password: GOOD_PASSWORD },
    { token, locale },
  );
  expect(response.body.errors).toBeUndefined();
  const [mail] = await t.mails(newEmail);
  return { company, token, newEmail, response, mail: mail!, link: linkOf(mail!, 'update') };
}

describe('CompanyRequestToChangeEmail', () => {
  it('mails a link to /update/{token}?email=<old> to the new address; nothing changes yet', async () => {
    const { company, newEmail, response, mail, link } = await requested();
    expect(response.body.data).toEqual({
      CompanyRequestToChangeEmail: {
        status: 'success',
        message: 'We have sent a link to the new e-mail, open it to confirm the change',
      },
    });
    expect(mail.to).toBe(newEmail);
    expect(mail.subject).toBe('Confirm your new e-mail for UGC Desk');
    expect(mail.text).toContain(company.email);
    expect(link.url).toBe(
      `${t.config.publicUrl}/update/${link.token}?email=${encodeURIComponent(company.email)}`,
    );
    expect((await findCompanyById(t.db, company.id))?.email).toBe(company.email);
    expect(await t.mails(company.email)).toEqual([]);
  });

  it('needs the current e-mail and password, and a different new e-mail', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const token = await t.createSession(company.id);
    const wrongPassword = await call(
      t,
      'requestEmailChange',
      { email: company.email, new_email: freshEmail(), password: 'Wrong-password-1' },
      { token },
    );
    expect(errorOf(wrongPassword).extensions).toMatchObject({ code: 'WRONG_PASSWORD' });
    const same = await call(
      t,
      'requestEmailChange',
      { email: company.email, new_email: company.email.toUpperCase(), password: GOOD_PASSWORD },
      { token },
    );
    expect(errorOf(same).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { new_email: 'The new e-mail is the same as the current one' },
    });
    const invalid = await call(
      t,
      'requestEmailChange',
      { email: company.email, new_email: 'nope', password: GOOD_PASSWORD },
      { token },
    );
    expect(errorOf(invalid).extensions?.fields).toEqual({
      new_email: 'Enter a valid e-mail address',
    });
  });

  it('answers the same for an address another account uses, and warns its owner instead', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const taken = await t.createCompany();
    const response = await call(
      t,
      'requestEmailChange',
      { email: company.email, new_email: taken.email, password: GOOD_PASSWORD },
      { token: await t.createSession(company.id) },
    );
    expect(response.body.data).toEqual({
      CompanyRequestToChangeEmail: {
        status: 'success',
        message: 'We have sent a link to the new e-mail, open it to confirm the change',
      },
    });
    const [mail] = await t.mails(taken.email);
    expect(mail?.subject).toBe('Someone tried to sign up with your e-mail');
    expect(mail?.text).not.toContain('/update/');
  });
});

describe('CompanyUpdateEmail (guest)', () => {
  it('moves the login to the new e-mail, revokes every session and returns a new one', async () => {
    const { company, token, newEmail, link } = await requested('es');
    const response = await call(t, 'updateEmail', {
      password: GOOD_PASSWORD,
      token: link.token,
      old_email: link.email,
    });
    expect(response.body.errors).toBeUndefined();
    const result = response.body.data!.CompanyUpdateEmail;
    expect(result).toMatchObject({
      status: 'success',
      authorization: { type: 'bearer', expires_in: 86400 },
    });

    expect(await findCompanyById(t.db, company.id)).toMatchObject({
      email: newEmail,
      has_verified_email: true,
    });
    expect(await sessionStatus(t, token)).toBe(401);
    expect(await sessionStatus(t, result.authorization.token)).toBe(200);
    await logIn(t, newEmail);
    expect(
      errorOf(await call(t, 'login', { email: company.email, password: GOOD_PASSWORD })).extensions
        ?.code,
    ).toBe('INVALID_CREDENTIALS');

    const again = await call(t, 'updateEmail', {
      password: GOOD_PASSWORD,
      token: link.token,
      old_email: link.email,
    });
    expect(errorOf(again).extensions?.code).toBe('LINK_INVALID');
  });

  it('needs the right password; a wrong one leaves the link usable', async () => {
    const { company, newEmail, link } = await requested();
    const wrong = await call(t, 'updateEmail', {
      password: 'Wrong-password-1',
      token: link.token,
      old_email: link.email,
    });
    expect(errorOf(wrong)).toMatchObject({
      extensions: { code: 'WRONG_PASSWORD', fields: { password: 'The password is not correct' } },
    });
    expect((await findCompanyById(t.db, company.id))?.email).toBe(company.email);
    const right = await call(t, 'updateEmail', {
      password: GOOD_PASSWORD,
      token: link.token,
      old_email: link.email,
    });
    expect(right.body.errors).toBeUndefined();
    expect((await findCompanyById(t.db, company.id))?.email).toBe(newEmail);
  });

  it('refuses an expired link, a wrong old e-mail, and an address taken meanwhile', async () => {
    const expired = await requested();
    t.clock.advance(LINK_TTL_MS + 1000);
    const late = await call(t, 'updateEmail', {
      password: GOOD_PASSWORD,
      token: expired.link.token,
      old_email: expired.link.email,
    });
    expect(errorOf(late)).toMatchObject({
      message: 'This link has expired, please ask for a new one',
      extensions: { code: 'LINK_EXPIRED' },
    });

    const mismatch = await requested();
    const wrongOld = await call(t, 'updateEmail', {
      password: GOOD_PASSWORD,
      token: mismatch.link.token,
      old_email: freshEmail('other'),
    });
    expect(errorOf(wrongOld).extensions?.code).toBe('LINK_INVALID');

    await t.createCompany({ email: mismatch.newEmail });
    const taken = await call(t, 'updateEmail', {
      password: GOOD_PASSWORD,
      token: mismatch.link.token,
      old_email: mismatch.link.email,
    });
    expect(errorOf(taken)).toMatchObject({
      message: 'An account with this e-mail already exists',
      extensions: { code: 'EMAIL_TAKEN' },
    });
    expect((await findCompanyById(t.db, mismatch.company.id))?.email).toBe(mismatch.company.email);
    expect(await sessionStatus(t, mismatch.token)).toBe(200);
  });

  it('is a guest operation: no token needed, and bad input gets field errors', async () => {
    const response = await call(t, 'updateEmail', { password: '', token: '', old_email: 'x' });
    expect(errorOf(response).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        password: 'Enter your password',
        token: 'This link is not complete: open it again from the e-mail',
        old_email: 'The e-mail must have at least 3 characters',
      },
    });
  });
});
