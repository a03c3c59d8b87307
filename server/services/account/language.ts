/**
 * The language a creator is told in (docs/product.md#creators-accounts): kept on its
 * account from the request of its sign-up, login and profile saves, and from the switch in
 * the app (CreatorLanguageUpdate); its notices are written in it.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { languageSchema } from '../../../domain/preferences/schema';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import type { CompanyRow } from '../../db/schema/account';
import { DEFAULT_LOCALE, translatorFor } from '../../i18n';
import type { Locale, Translate } from '../../i18n';
import { SUCCESS, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';

/** Stores `locale` as the account's language (no write when it is already the one). */
export async function rememberLocale(
  db: Database,
  accountId: number,
  locale: Locale,
): Promise<void> {
  await db
    .update(companies)
    .set({ locale })
    .where(and(eq(companies.id, accountId), ne(companies.locale, locale)));
}

/**
 * The translator of a mail to `account` that someone else's request sends (a sign-up or an
 * e-mail change that named its address): a creator's own language; else the request's.
 */
export const translatorOf = (
  account: Pick<CompanyRow, 'role' | 'locale'>,
  requestT: Translate,
): Translate => (account.role === 'creator' ? translatorFor(account.locale) : requestT);

/** CreatorLanguageUpdate: the session's creator switched the app's language. */
export async function updateCreatorLanguage(
  env: ServiceEnv,
  creatorId: number,
  args: { language: string },
): Promise<StatusMessage> {
  const { language } = await validated(languageSchema, args);
  await rememberLocale(env.db, creatorId, language);
  // Said in the language just chosen: the one the app now shows.
  return { status: SUCCESS, message: translatorFor(language)('messages:languageSaved') };
}

/** The language of each account of `ids` (an id with no account: the default). */
export async function localesOf(
  db: Database,
  ids: readonly number[],
): Promise<(id: number) => Locale> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: companies.id, locale: companies.locale })
          .from(companies)
          .where(inArray(companies.id, [...new Set(ids)]));
  const byId = new Map(rows.map((row) => [row.id, row.locale]));
  return (id) => byId.get(id) ?? DEFAULT_LOCALE;
}
