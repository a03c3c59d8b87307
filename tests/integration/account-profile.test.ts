import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPANY_DATA } from '@/src/entities/session/api';
import { accountLinks, companies, sessions, verificationCodes } from '@/server/db/schema/account';
import { findCompanyById } from '@/server/services/companies';
import {
  call,
  errorOf,
  freshEmail,
  GOOD_PASSWORD,
  linkOf,
  logIn,
  sessionStatus,
  signUp,
} from './helpers/account';
import { gqlRequest, postGraphql } from './helpers/http';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const ABOUT_YOU = {
  company_name: 'Acme Studio',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '5551234567',
  area_code: '+1',
};

const row = async (id: number) => (await findCompanyById(t.db, id))!;

describe('CompanyOnboardPositionOne', () => {
  it('stores the about-you fields and completes onboarding', async () => {
    const company = await t.createCompany({
      onboard_position: 0,
      company_name: null,
      first_name: null,
      last_name: null,
    });
    const token = await t.createSession(company.id);
    const response = await call(
      t,
      'onboard',
      { ...ABOUT_YOU, company_name: '  Acme Studio ' },
      { token },
    );
    expect(response.body.data).toEqual({
      CompanyOnboardPositionOne: {
        status: 'success',
        message: 'Thank you, your profile is complete',
      },
    });
    const data = await postGraphql<{ CompanyData: Record<string, unknown> }>(
      `${t.url}/v1/j`,
      '{ CompanyData { company_name first_name last_name phone area_code onboard_position privacy } }',
      { token },
    );
    expect(data.body.data?.CompanyData).toEqual({
      ...ABOUT_YOU,
      onboard_position: 1,
      privacy: false,
    });
  });

  it('needs a verified e-mail', async () => {
    const company = await t.createCompany({ has_verified_email: false, onboard_position: 0 });
    const response = await call(t, 'onboard', ABOUT_YOU, {
      token: await t.createSession(company.id),
    });
    expect(errorOf(response)).toMatchObject({
      message: 'Please verify your e-mail first',
      extensions: { code: 'EMAIL_NOT_VERIFIED' },
    });
    expect((await row(company.id)).onboard_position).toBe(0);
  });

  it('refuses bad input per field (phone is required) and writes nothing', async () => {
    const company = await t.createCompany({ onboard_position: 0 });
    const before = await row(company.id);
    const response = await call(
      t,
      'onboard',
      { company_name: 'Ac', first_name: 'Al', last_name: 'x'.repeat(26) },
      { token: await t.createSession(company.id), locale: 'es' },
    );
    expect(errorOf(response)).toMatchObject({
      message: 'Algunos campos no son válidos: revísalos',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: {
          company_name: 'El nombre de la empresa debe tener entre 3 y 50 caracteres',
          first_name: 'El nombre debe tener entre 3 y 25 caracteres',
          last_name: 'El apellido debe tener entre 3 y 25 caracteres',
          phone: 'Escribe tu número de teléfono',
        },
      },
    });
    expect(await row(company.id)).toEqual(before);
  });
});

describe('CompanyUpdateData', () => {
  it('updates the company name and privacy; "" and omitted mean unchanged', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const token = await t.createSession(company.id);
    const response = await call(
      t,
      'update',
      { company_name: 'Renamed Inc', privacy: true, new_password: '' },
      { token },
    );
    expect(response.body.data).toEqual({
      CompanyUpdateData: { status: 'success', message: 'Your account has been updated' },
    });
    expect(await row(company.id)).toMatchObject({ company_name: 'Renamed Inc', privacy: true });
    await call(t, 'update', { privacy: false }, { token });
    expect(await row(company.id)).toMatchObject({ company_name: 'Renamed Inc', privacy: false });
  });

  it('changes the password: current one needed, other sessions revoked, this one kept', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const current = await logIn(t, company.email);
    const other = await logIn(t, company.email);
    const newPassword = 'Changed-pass-22';

    const wrong = await call(
      t,
      'update',
      { password: 'Not-my-password1', new_password: newPassword, confirm_password: newPassword },
      { token: current },
    );
    expect(errorOf(wrong)).toMatchObject({
      message: 'The password is not correct',
      extensions: { code: 'WRONG_PASSWORD', fields: { password: 'The password is not correct' } },
    });
    expect(await sessionStatus(t, other)).toBe(200);

    const response = await call(
      t,
      'update',
      { password: GOOD_PASSWORD, new_password: newPassword, confirm_password: newPassword },
      { token: current },
    );
    expect(response.body.errors).toBeUndefined();
    expect(await sessionStatus(t, current)).toBe(200);
    expect(await sessionStatus(t, other)).toBe(401);
    await logIn(t, company.email, newPassword);
  });

  it('applies the modal rules: 10 to 30 characters, confirmation, current password', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD, company_name: 'Kept Name' });
    const token = await t.createSession(company.id);
    const before = await row(company.id);
    const response = await call(
      t,
      'update',
      { company_name: 'Abc', new_password: `A${'b'.repeat(30)}`, confirm_password: 'different' },
      { token },
    );
    expect(errorOf(response).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        company_name: 'The company name must have 4 to 200 characters',
        new_password: 'The password can have at most 30 characters',
        confirm_password: 'The passwords do not match',
        password: 'Enter your current password',
      },
    });
    expect(await row(company.id)).toEqual(before);
  });

  it('starts an e-mail change for new_email (needs the current password)', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const token = await t.createSession(company.id);
    const newEmail = freshEmail('moved');
    const missing = await call(t, 'update', { new_email: newEmail }, { token });
    expect(errorOf(missing).extensions?.fields).toEqual({
      password: 'Enter your current password',
    });

    const response = await call(
      t,
      'update',
      { new_email: newEmail, password: GOOD_PASSWORD },
      { token },
    );
    expect(response.body.data).toEqual({
      CompanyUpdateData: {
        status: 'success',
        message:
          'Your account has been updated. To finish changing your e-mail, open the link we sent to the new address.',
      },
    });
    expect((await row(company.id)).email).toBe(company.email);
    const [mail] = await t.mails(newEmail);
    expect(linkOf(mail!, 'update').email).toBe(company.email);
  });
});

describe('CompanyDelete', () => {
  it('erases the account (docs/product.md#account-data); its tokens get 401', async () => {
    const email = freshEmail('leaving');
    await signUp(t, email);
    const token = await logIn(t, email);
    const other = await logIn(t, email);
    const { id } = (await t.db.select().from(companies).where(eq(companies.email, email)))[0]!;
    await call(t, 'requestReset', { email });

    const response = await call(t, 'delete', {}, { token });
    expect(response.body.data).toEqual({
      CompanyDelete: { status: 'success', message: 'Your account has been deleted' },
    });
    // The row stays for the money records and deals that name it, with no personal data.
    expect(await findCompanyById(t.db, id)).toMatchObject({
      first_name: null,
      last_name: null,
      password_hash: null,
      deleted_at: expect.any(Date),
    });
    expect((await findCompanyById(t.db, id))?.email).not.toBe(email);
    for (const table of [sessions, verificationCodes, accountLinks]) {
      expect(await t.db.select().from(table).where(eq(table.company_id, id))).toEqual([]);
    }
    expect(await sessionStatus(t, token)).toBe(401);
    expect(await sessionStatus(t, other)).toBe(401);
    expect(
      errorOf(await call(t, 'login', { email, password: GOOD_PASSWORD })).extensions?.code,
    ).toBe('INVALID_CREDENTIALS');
    // The address is free again.
    await signUp(t, email);
  });
});

describe('company isolation', () => {
  it("every signed-in operation acts on the caller's company only", async () => {
    const mine = await t.createCompany({ password: GOOD_PASSWORD, onboard_position: 0 });
    const theirs = await t.createCompany({ password: GOOD_PASSWORD, company_name: 'Theirs' });
    const theirsBefore = await row(theirs.id);
    const theirToken = await logIn(t, theirs.email);
    const token = await t.createSession(mine.id);

    await call(t, 'onboard', ABOUT_YOU, { token });
    await call(t, 'update', { company_name: 'Mine only', privacy: true }, { token });
    // Asking to move "their" e-mail with my session is refused.
    const foreign = await call(
      t,
      'requestEmailChange',
      { email: theirs.email, new_email: freshEmail('x'), password: GOOD_PASSWORD },
      { token },
    );
    expect(errorOf(foreign).extensions).toMatchObject({
      code: 'NOT_YOUR_EMAIL',
      fields: { email: 'This is not the e-mail of your account' },
    });
    await call(t, 'delete', {}, { token });

    expect(await row(theirs.id)).toEqual(theirsBefore);
    expect(await sessionStatus(t, theirToken)).toBe(200);
    const data = await gqlRequest(`${t.url}/v1/j`, COMPANY_DATA, { token: theirToken });
    expect(data.body.data?.CompanyData.email).toBe(theirs.email);
  });
});
