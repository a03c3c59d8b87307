/**
 * Where a locale's texts live: `/locales/<locale>/<namespace>.json`. Shared by the app's
 * i18n set-up and the build, which names each locale's chunks after it.
 */
const LOCALE_FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;

export const localeFilePath = (locale: string, namespace: string) =>
  `/locales/${locale}/${namespace}.json`;

/** The locale and namespace of a locale file's path; undefined for any other path. */
export function localeFileOf(path: string): { locale: string; namespace: string } | undefined {
  const [, locale, namespace] = LOCALE_FILE.exec(path) ?? [];
  return locale && namespace ? { locale, namespace } : undefined;
}
