import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/features/preferences/preferencesSlice';
import {
  BUNDLED_LOCALES,
  BUNDLED_NAMESPACES,
  i18n,
  NAMESPACES,
  SERVER_ONLY_NAMESPACES,
} from '@/src/i18n';

const LOCALES_DIR = join(process.cwd(), 'locales');

type Tree = { [key: string]: string | Tree };

/** Every leaf as a dotted key, with its text. */
function leaves(tree: Tree, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), 'utf8')) as Tree;

describe('translations', () => {
  const files = readdirSync(join(LOCALES_DIR, 'en')).sort();

  it("every locale has the same namespace files, and the app loads all but the server's", () => {
    for (const locale of LOCALES) {
      expect(readdirSync(join(LOCALES_DIR, locale)).sort()).toEqual(files);
    }
    const clientNamespaces = files
      .map((file) => file.replace(/\.json$/, ''))
      .filter((namespace) => !SERVER_ONLY_NAMESPACES.includes(namespace));
    expect([...NAMESPACES].sort()).toEqual(clientNamespaces.sort());
  });

  it.each(files)('%s: the same keys in every locale, none empty', (file) => {
    const english = leaves(read('en', file));
    for (const locale of LOCALES) {
      const entries = leaves(read(locale, file));
      expect(entries.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
      const blank = entries.filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(blank).toEqual([]);
    }
  });

  it('Spanish is a translation, not a copy of English', () => {
    for (const file of files) {
      const english = new Map(leaves(read('en', file)));
      const same = leaves(read('es', file)).filter(([key, text]) => english.get(key) === text);
      // Names, codes and numbers may legitimately read the same in both.
      expect(same.length).toBeLessThan(english.size / 4);
    }
  });

  it("keeps the store's keys in the default namespace", () => {
    expect(i18n.t('errors.loggedOut')).toBe(
      'You have been logged out to protect your account, please login again.',
    );
    expect(i18n.t('errors.cannotProcess', { detail: 'CORS' })).toBe(
      'We currently cannot process your request [CORS]',
    );
  });
});

describe('locale loading', () => {
  it('bundles only the default locale; the others load, whole, when chosen', () => {
    expect(BUNDLED_LOCALES).toEqual([DEFAULT_LOCALE]);
    // The first screens' namespaces only: the logged-in features' load with their layout,
    // the debug panel's when it opens, the rules' messages with a form's first edit.
    expect(BUNDLED_NAMESPACES).toEqual(['account', 'common', 'nav', 'screens']);
    // The setup loaded every locale through the lazy backend, as choosing one does.
    for (const locale of LOCALES) {
      for (const namespace of NAMESPACES) {
        expect(i18n.hasResourceBundle(locale, namespace), `${locale}/${namespace}`).toBe(true);
      }
    }
  });
});
