import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeFromCookieHeader } from '../../domain/preferences/rules';

/**
 * The build's prerendered first screens (server/build/prerender.ts writes them and this
 * manifest into dist/prerendered): route patterns, and the file of each language.
 */
interface Manifest {
  defaultLocale: string;
  pages: { kind: string; routes: string[]; files: Record<string, string> }[];
}

/** A route pattern of the client's table: `:name` a segment, `:name?` an optional one. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  let at = 0;
  for (const part of want) {
    const segment = have[at];
    if (part.startsWith(':')) {
      if (segment !== undefined) at += 1;
      else if (!part.endsWith('?')) return false;
    } else if (segment === part) at += 1;
    else return false;
  }
  return at === have.length;
}

export interface PrerenderedPages {
  /**
   * The file (relative to dist) for a page request, in the language of the `locale`
   * cookie (the client mirrors its stored choice there), or null: index.html as before.
   */
  fileFor(path: string, cookie?: string): string | null;
  /** The logged-out screens' route patterns: their forms are in the HTML. */
  guestRoutes: string[];
}

export function prerenderedPages(root: string): PrerenderedPages {
  const file = join(root, 'prerendered', 'manifest.json');
  if (!existsSync(file)) return { fileFor: () => null, guestRoutes: [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  return {
    fileFor(path, cookie) {
      const page = manifest.pages.find((candidate) =>
        candidate.routes.some((pattern) => matches(pattern, path)),
      );
      if (!page) return null;
      const locale = localeFromCookieHeader(cookie);
      return page.files[locale ?? ''] ?? page.files[manifest.defaultLocale] ?? null;
    },
    guestRoutes: manifest.pages
      .filter((page) => page.kind === 'guest')
      .flatMap((page) => page.routes),
  };
}
