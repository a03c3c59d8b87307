import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every folder under features/ is one domain with the same shape, so a newcomer finds any
 * screen, endpoint, listener or rule by the feature's name (docs/architecture.md). Anything
 * else (shared helpers, leaf UI) belongs in src/lib or src/ui.
 */
const FEATURES_DIR = path.join(import.meta.dirname, '../../../features');

const FILES = (feature: string) => [
  `${feature}Slice.ts`,
  'api.ts',
  'listeners.ts',
  'schema.ts',
  'rules.ts',
];
/**
 * `model/` holds the feature's client logic that is not UI (address ⇄ state, drafts,
 * flashes, CSV): plain .ts, no component and no hook. `components/` holds only components.
 */
const FOLDERS = ['screens', 'components', 'hooks', 'model'];
/** A wrapper of a third-party library gets a subfolder of its own, named after it. */
const LIBRARY_WRAPPERS: Record<string, string[]> = {
  analytics: ['chatWidget', 'tagManager'],
  billing: ['gateway'],
  earnings: ['gateway'],
  opsAccount: ['qr'],
  realtime: ['mqtt'],
};

const features = readdirSync(FEATURES_DIR, { withFileTypes: true });

/** Every file below a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('feature folders', () => {
  it('hold only folders, one per domain', () => {
    expect(features.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
  });

  it.each(features.filter((entry) => entry.isDirectory()).map((entry) => entry.name))(
    '%s has only the entries of the feature shape',
    (feature) => {
      const allowed = new Set([
        ...FILES(feature),
        ...FOLDERS,
        ...(LIBRARY_WRAPPERS[feature] ?? []),
      ]);
      const entries = readdirSync(path.join(FEATURES_DIR, feature), { withFileTypes: true });
      const outside = entries
        .filter(
          (entry) =>
            !allowed.has(entry.name) || (FOLDERS.includes(entry.name) && !entry.isDirectory()),
        )
        .map((entry) => entry.name);
      expect(outside).toEqual([]);
    },
  );

  it.each(features.filter((entry) => entry.isDirectory()).map((entry) => entry.name))(
    '%s keeps its hooks in hooks/ and only hooks there',
    (feature) => {
      const dir = path.join(FEATURES_DIR, feature);
      const misplaced = filesUnder(dir).filter(
        (file) => /^use[A-Z]/.test(path.basename(file)) && !file.startsWith(`hooks${path.sep}`),
      );
      expect(misplaced).toEqual([]);
      const hooksDir = readdirSync(dir).includes('hooks')
        ? filesUnder(path.join(dir, 'hooks'))
        : [];
      expect(hooksDir.filter((file) => !/^use[A-Z]\w*\.tsx?$/.test(path.basename(file)))).toEqual(
        [],
      );
    },
  );

  it.each(features.filter((entry) => entry.isDirectory()).map((entry) => entry.name))(
    '%s keeps only components (.tsx) in components/ and only plain .ts in model/',
    (feature) => {
      const dir = path.join(FEATURES_DIR, feature);
      const entries = readdirSync(dir);
      const under = (folder: string) =>
        entries.includes(folder) ? filesUnder(path.join(dir, folder)) : [];
      expect(under('components').filter((file) => !file.endsWith('.tsx'))).toEqual([]);
      expect(under('model').filter((file) => !file.endsWith('.ts'))).toEqual([]);
    },
  );
});
