import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@/features/preferences/preferencesSlice';

/**
 * `common` is the default namespace: the store's toasts name keys such as
 * `errors.loggedOut` without a namespace, so `errors` lives there.
 */
export const DEFAULT_NAMESPACE = 'common';

/** Namespaces only the server renders (e-mails): kept out of the browser bundle. */
export const SERVER_ONLY_NAMESPACES = ['mail'];

// Every locales/<locale>/<namespace>.json, bundled: a feature adds a namespace by
// adding its files (and its type in src/types/i18next.d.ts). Glob patterns must be
// literals, hence the server-only names repeated here.
const files = import.meta.glob<Record<string, unknown>>(
  ['/locales/*/*.json', '!/locales/*/mail.json'],
  { eager: true, import: 'default' },
);

function collectResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const [, locale, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!locale || !namespace) continue;
    resources[locale] = { ...resources[locale], [namespace]: content };
  }
  return resources;
}

export const resources = collectResources();
export const NAMESPACES = Object.keys(resources[DEFAULT_LOCALE] ?? {}).sort();

/**
 * One shared instance, initialised on import with bundled resources (no backend, so
 * `changeLanguage` completes synchronously). The language follows the persisted
 * preference: see `LocaleSync` in the app providers.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  // React escapes rendered text already.
  interpolation: { escapeValue: false },
  returnNull: false,
  // No console banner in the app or the tests.
  showSupportNotice: false,
});
