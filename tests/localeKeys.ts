/**
 * A static check (tests/checks.ts): no locale file (`locales/{locale}/{namespace}.json`)
 * has a key twice in one object, at any level. JSON.parse keeps the last of two silently,
 * so the first text (often the right one, left behind by a merge) would be lost without a
 * word; i18next sees only what JSON.parse gives it, so only the file's text can tell.
 * `npx tsx tests/localeKeys.ts` prints each duplicate with its file and line and fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface DuplicateKey {
  /** The key's dotted path from the root, e.g. `members.remove` (array items by index). */
  path: string;
  /** The 1-based line of the second (or later) occurrence. */
  line: number;
}

/**
 * Every key of `text` (JSON) that appears again in the same object. Throws JSON.parse's
 * SyntaxError on text that is not JSON, so the scan below may trust the text's shape.
 */
export function duplicateKeys(text: string): DuplicateKey[] {
  JSON.parse(text);
  const found: DuplicateKey[] = [];
  let at = 0;

  const skipSpace = () => {
    while (/\s/.test(text[at] ?? '')) at += 1;
  };
  /** A string literal from `at` (its opening quote), decoded. */
  const readString = (): string => {
    const start = at;
    at += 1;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const child = (path: string, key: string) => (path ? `${path}.${key}` : key);

  const readValue = (path: string): void => {
    skipSpace();
    const first = text[at];
    if (first === '{') {
      at += 1;
      const seen = new Set<string>();
      skipSpace();
      while (text[at] !== '}') {
        const keyAt = at;
        const key = readString();
        if (seen.has(key)) found.push({ path: child(path, key), line: lineAt(keyAt) });
        seen.add(key);
        skipSpace();
        at += 1; // the colon
        readValue(child(path, key));
        skipSpace();
        if (text[at] === ',') at += 1;
        skipSpace();
      }
      at += 1;
    } else if (first === '[') {
      at += 1;
      skipSpace();
      for (let index = 0; text[at] !== ']'; index += 1) {
        readValue(child(path, String(index)));
        skipSpace();
        if (text[at] === ',') at += 1;
        skipSpace();
      }
      at += 1;
    } else if (first === '"') {
      readString();
    } else {
      // A number, true, false or null: up to the next delimiter.
      while (at < text.length && !/[\s,\]}]/.test(text[at]!)) at += 1;
    }
  };

  readValue('');
  return found;
}

const LOCALES_DIR = join(process.cwd(), 'locales');

/** Every duplicate of every locale file, as `file:line path` lines. */
export function localeDuplicates(dir: string = LOCALES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((locale) =>
      readdirSync(join(dir, locale.name))
        .filter((name) => name.endsWith('.json'))
        .flatMap((name) => {
          const file = join(dir, locale.name, name);
          return duplicateKeys(readFileSync(file, 'utf8')).map(
            ({ path, line }) => `${relative(process.cwd(), file)}:${line} ${path} is there twice`,
          );
        }),
    )
    .sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const duplicates = localeDuplicates();
  if (duplicates.length > 0) {
    for (const duplicate of duplicates) console.error(duplicate);
    console.error('Keep one of each key (JSON.parse keeps only the last).');
    process.exit(1);
  }
  console.log('no locale file has a key twice');
}
