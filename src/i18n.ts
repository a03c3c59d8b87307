import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@/features/preferences/preferencesSlice';
import { localeFileOf, localeFilePath } from './localeFiles';

/**
 * `common` is the default namespace: the store's toasts name keys such as
 * `errors.loggedOut` without a namespace, so `errors` lives there.
 */
export const DEFAULT_NAMESPACE = 'common';

/** Namespaces only the server renders (e-mails): kept out of the browser bundle. */
export const SERVER_ONLY_NAMESPACES = ['mail'];

// Every locales/<locale>/<namespace>.json: a feature adds a namespace by adding its files
// (and its type in src/types/i18next.d.ts). The default locale's first-screen namespaces
// (the logged-out screens', the shell's) are bundled, so those screens never wait for
// text; every other file is a chunk, loaded when needed: another locale when chosen, the
// logged-in features' namespaces with the company layout (`loadLoggedInTexts`), the debug
// panel's when it opens (react-i18next suspends it until they are in), the rules'
// messages (`validation`) with a form's first edit or submit (src/ui/forms/messages.ts):
// a first screen shows none before.
// Glob patterns must be literals, hence the bundled and server-only names repeated here.
const bundledFiles = import.meta.glob<Record<string, unknown>>(
  ['/locales/en/{account,common,nav,screens}.json'],
  { eager: true, import: 'default' },
);
const lazyFiles = import.meta.glob<Record<string, unknown>>(
  ['/locales/*/*.json', '!/locales/en/{account,common,nav,screens}.json', '!/locales/*/mail.json'],
  { import: 'default' },
);

function collectResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(bundledFiles)) {
    const file = localeFileOf(path);
    if (!file) continue;
    resources[file.locale] = { ...resources[file.locale], [file.namespace]: content };
  }
  return resources;
}

const resources = collectResources();
/** The namespaces bundled with the default locale: what the first screens need. */
export const BUNDLED_NAMESPACES = Object.keys(resources[DEFAULT_LOCALE] ?? {}).sort();
/** Every namespace the browser may load. */
export const NAMESPACES = [
  ...new Set(
    Object.keys(lazyFiles)
      .map((path) => localeFileOf(path)?.namespace)
      .filter((namespace) => namespace !== undefined)
      .concat(BUNDLED_NAMESPACES),
  ),
].sort();
/** The locales in the first script (i18next later adds loaded ones to `resources`). */
export const BUNDLED_LOCALES = Object.keys(resources);

/** Loads a namespace of a locale that is not bundled, from its chunk. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(locale, namespace, callback) {
    const load = lazyFiles[localeFilePath(locale, namespace)];
    if (!load) {
      callback(new Error(`No translations for ${locale}/${namespace}`), false);
      return;
    }
    load().then(
      (content) => callback(null, content),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * One shared instance, initialised on import with the bundled default locale, so the
 * first render needs no waiting. `changeLanguage` to another locale resolves once its
 * chunks are loaded, and only then re-renders in it. The language follows the persisted
 * preference: see `LocaleSync` in the app providers.
 */
export const i18n = i18next.createInstance();
void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources,
    // The bundled namespaces are at hand; every other file comes from `lazyLocales`.
    partialBundledLanguages: true,
    // Resources are at hand: initialise now, not on the next tick.
    initAsync: false,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // Only these at start (and on a change of language); `loadNamespaces` adds the rest.
    // A copy: i18next pushes the namespaces it loads later into this array.
    ns: [...BUNDLED_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes rendered text already.
    interpolation: { escapeValue: false },
    returnNull: false,
    // No console banner in the app or the tests.
    showSupportNotice: false,
  });

/**
 * Loads the namespaces the logged-in screens use, in the current locale and the default
 * one. The company layout waits for it, so its screens render their texts at once; a
 * component that needs a namespace not yet loaded suspends until it is (react-i18next).
 */
export const loadLoggedInTexts = () =>
  i18n.loadNamespaces(NAMESPACES.filter((namespace) => !BUNDLED_NAMESPACES.includes(namespace)));
