/**
 * The chosen language, mirrored from the persisted preferences (which only the browser can
 * read) into a first-party cookie, so that the server answers a page already in that
 * language (docs/product.md#session-behaviour). `public/color-mode.js` repeats the name: it is a
 * plain file that imports nothing.
 */
export const LOCALE_COOKIE = 'locale';

/** The languages of the app, its mails and its notices; the first is the default. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A year: the choice outlives sessions, as the stored preference does. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that stores a locale (functional: no consent needed). */
export function localeCookie(locale: string): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The locale a Cookie header names, or null. */
export function localeFromCookieHeader(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}
