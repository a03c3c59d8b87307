import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '@/server/http/prerendered';
import { PRERENDER_PAGES } from '@/src/prerender/pages';

/** The server's view of the build's prerendered pages, with a file per page. */
function servedPages() {
  const root = mkdtempSync(join(tmpdir(), 'prerendered-'));
  mkdirSync(join(root, 'prerendered'));
  const pages = PRERENDER_PAGES.map((page) => ({
    kind: page.kind,
    routes: page.routes,
    files: { en: `prerendered/${page.name}.en.html` },
  }));
  writeFileSync(
    join(root, 'prerendered', 'manifest.json'),
    JSON.stringify({ defaultLocale: 'en', pages }),
  );
  return prerenderedPages(root);
}

describe("the console's pages and the prerendered first screens", () => {
  it('answers every /ops page with the plain index.html', () => {
    const served = servedPages();
    // The company's pages still have theirs (the check below could not fail otherwise).
    expect(served.fileFor('/login')).toBe('prerendered/login.en.html');
    expect(served.fileFor('/')).not.toBeNull();
    for (const path of [
      '/ops',
      '/ops/',
      '/ops/login',
      '/ops/set-password/abc',
      '/ops/audit',
      '/ops/campaigns',
      '/ops/campaigns/c-1',
      '/ops/disputes/d-1',
      '/ops/creators/cr-1',
      '/ops/companies/co-1',
      '/ops/money',
      '/ops/unknown/page',
    ]) {
      expect(served.fileFor(path), path).toBeNull();
    }
    expect(served.guestRoutes.some((route) => route.startsWith('/ops'))).toBe(false);
  });
});
