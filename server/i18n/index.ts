/**
 * The server's translations: API errors and success messages (server/i18n/<locale>.json),
 * plus the namespaces it shares with the client (locales/<locale>/validation.json for
 * field errors, mail.json for e-mails, images.json for refused uploads, campaigns.json,
 * deals.json and content.json for status labels in messages). Keys use
 * i18next's syntax (`namespace:dotted.key`, `{{value}}` interpolation, `_one` / `_other`
 * plurals with `count`) so one set of files serves both sides.
 */
import enCampaigns from '../../locales/en/campaigns.json';
import enContent from '../../locales/en/content.json';
import enDeals from '../../locales/en/deals.json';
import enImages from '../../locales/en/images.json';
import enMail from '../../locales/en/mail.json';
import enValidation from '../../locales/en/validation.json';
import esCampaigns from '../../locales/es/campaigns.json';
import esContent from '../../locales/es/content.json';
import esDeals from '../../locales/es/deals.json';
import esImages from '../../locales/es/images.json';
import esMail from '../../locales/es/mail.json';
import esValidation from '../../locales/es/validation.json';
import enServer from './en.json';
import esServer from './es.json';

import { DEFAULT_LOCALE, LOCALES } from '../../domain/preferences/rules';
import type { Locale } from '../../domain/preferences/rules';

export { DEFAULT_LOCALE, LOCALES };
export type { Locale };

type Tree = { [key: string]: string | Tree };

const CATALOGUE: Record<Locale, Record<string, Tree>> = {
  en: {
    ...enServer,
    validation: enValidation,
    mail: enMail,
    images: enImages,
    campaigns: enCampaigns,
    deals: enDeals,
    content: enContent,
  },
  es: {
    ...esServer,
    validation: esValidation,
    mail: esMail,
    images: esImages,
    campaigns: esCampaigns,
    deals: esDeals,
    content: esContent,
  },
};

export type TranslationValues = Record<string, string | number>;

/**
 * The best supported locale of an Accept-Language header ("es-ES,es;q=0.9,en;q=0.8"):
 * highest q first, a region falls back to its language, anything else to en.
 */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q ? Number(q) : 1,
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of ranked) {
    if ((LOCALES as readonly string[]).includes(language)) return language as Locale;
  }
  return DEFAULT_LOCALE;
}

function lookup(locale: Locale, key: string): string | undefined {
  const separator = key.indexOf(':');
  if (separator === -1) return undefined;
  let node: string | Tree | undefined = CATALOGUE[locale][key.slice(0, separator)];
  for (const part of key.slice(separator + 1).split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: TranslationValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * Translates `namespace:key`. With a numeric `count` the plural form (`key_one` /
 * `key_other`: en and es pluralise alike) is preferred. A key missing in the locale falls
 * back to English, then to the key itself, so a gap shows up as text rather than a crash.
 */
export function translate(locale: Locale, key: string, values: TranslationValues = {}): string {
  const candidates =
    typeof values.count === 'number'
      ? [`${key}_${values.count === 1 ? 'one' : 'other'}`, key]
      : [key];
  for (const lang of [locale, DEFAULT_LOCALE]) {
    for (const candidate of candidates) {
      const text = lookup(lang, candidate);
      if (text !== undefined) return interpolate(text, values);
    }
  }
  return key;
}

export type Translate = (key: string, values?: TranslationValues) => string;

export function translatorFor(locale: Locale): Translate {
  return (key, values) => translate(locale, key, values);
}
