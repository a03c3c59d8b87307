/**
 * The creator's language (docs/product.md#creators-accounts): kept on its account from the
 * request of its sign-up, login and profile saves, and from the app's switch
 * (CreatorLanguageUpdate), which only the session's own creator reaches.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '@/server/db/schema/account';
import { errorOf, freshEmail, GOOD_PASSWORD } from './helpers/account';
import { creatorCall } from './helpers/creatorAccount';
import { newCreator, profileApi, validProfile } from './helpers/creatorProfile';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

async function localeOf(accountId: number): Promise<string | undefined> {
  const [row] = await t.db
    .select({ locale: companies.locale })
    .from(companies)
    .where(eq(companies.id, accountId));
  return row?.locale;
}

async function accountIdOf(email: string): Promise<number> {
  const [row] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.email, email));
  return row!.id;
}

const setLanguage = (token: string, language: unknown, locale?: string) =>
  creatorCall(t, 'language', { language }, { token, locale });

describe("the creator's language", () => {
  it('is the one of its sign-up, then of each login', async () => {
    const email = freshEmail('lang');
    const variables = { email, password: GOOD_PASSWORD };
    const created = await creatorCall(t, 'create', variables, { locale: 'es-ES,es;q=0.9' });
    expect(created.body.errors).toBeUndefined();
    const id = await accountIdOf(email);
    expect(await localeOf(id)).toBe('es');

    expect(
      (await creatorCall(t, 'login', variables, { locale: 'en-GB' })).body.errors,
    ).toBeUndefined();
    expect(await localeOf(id)).toBe('en');
    expect(
      (await creatorCall(t, 'login', variables, { locale: 'es' })).body.errors,
    ).toBeUndefined();
    expect(await localeOf(id)).toBe('es');
    // A failed login changes nothing.
    await creatorCall(t, 'login', { email, password: 'Wrong-password-1' }, { locale: 'en' });
    expect(await localeOf(id)).toBe('es');
  });

  it('is the one the profile was onboarded and saved in', async () => {
    const creator = await newCreator(t);
    expect(await localeOf(creator.id)).toBe('en');
    const onboarded = await profileApi(t, creator.token, 'onboard', validProfile(t), 'es');
    expect(onboarded.body.errors).toBeUndefined();
    expect(await localeOf(creator.id)).toBe('es');
    const updated = await profileApi(t, creator.token, 'update', validProfile(t), 'en');
    expect(updated.body.errors).toBeUndefined();
    expect(await localeOf(creator.id)).toBe('en');
    // A refused save keeps the language.
    const refused = await profileApi(t, creator.token, 'update', { name: '' }, 'es');
    expect(refused.body.errors).toBeDefined();
    expect(await localeOf(creator.id)).toBe('en');
  });

  it("switches with CreatorLanguageUpdate, answering in the new language, for the session's creator only", async () => {
    const creator = await newCreator(t);
    const other = await newCreator(t);
    const switched = await setLanguage(creator.token, 'es', 'en');
    expect(switched.body.data).toEqual({
      CreatorLanguageUpdate: { status: 'success', message: 'Idioma guardado' },
    });
    expect(await localeOf(creator.id)).toBe('es');
    expect(await localeOf(other.id)).toBe('en');
    const back = await setLanguage(creator.token, 'en', 'es');
    expect(back.body.data?.CreatorLanguageUpdate?.message).toBe('Language saved');
    expect(await localeOf(creator.id)).toBe('en');
  });

  it('refuses other languages and bad input with a translated message, changing nothing', async () => {
    const creator = await newCreator(t);
    await setLanguage(creator.token, 'es');
    const refusals: Array<[unknown, string | undefined, string]> = [
      ['fr', undefined, "Choose one of the app's languages: English or Spanish"],
      ['EN', 'es', 'Elige uno de los idiomas de la aplicación: inglés o español'],
      ['', undefined, "Choose one of the app's languages: English or Spanish"],
      ['e'.repeat(10_000), undefined, "Choose one of the app's languages: English or Spanish"],
      ['es\u0000', undefined, 'This contains characters that cannot be saved: please remove them'],
    ];
    for (const [language, locale, message] of refusals) {
      const error = errorOf(await setLanguage(creator.token, language, locale));
      expect(error.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { language: message },
      });
    }
    const wrongType = await setLanguage(creator.token, 7);
    expect(wrongType.body.data ?? null).toBeNull();
    expect(wrongType.body.errors?.[0]?.message).toBeTruthy();
    expect(await localeOf(creator.id)).toBe('es');
  });

  it("writes the mail about a sign-up with a creator's e-mail in the creator's language", async () => {
    const email = freshEmail('owner');
    const variables = { email, password: GOOD_PASSWORD };
    expect(
      (await creatorCall(t, 'create', variables, { locale: 'es' })).body.errors,
    ).toBeUndefined();
    // Someone else, in English, tries the same e-mail: the owner is told in Spanish.
    const attempt = await creatorCall(t, 'create', variables, { locale: 'en' });
    expect(attempt.body.data?.CreatorCreate?.message).toBeDefined();
    const [notice] = await t.mails(email);
    expect(notice?.subject).toBe('Alguien ha intentado registrarse con tu correo');
  });

  it("is refused to a company's session and to a guest", async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    const before = await localeOf(company.id);
    const refused = await setLanguage(token, 'es', 'es');
    expect(errorOf(refused).extensions?.code).toBe('FORBIDDEN');
    expect(await localeOf(company.id)).toBe(before);
    const guest = await creatorCall(t, 'language', { language: 'es' });
    expect(guest.status).toBe(401);
  });
});
