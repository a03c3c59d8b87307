import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import {
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
} from '@/server/build/prerender';
import { buildPaths } from '@/server/cli/buildPaths';
import type { FrameLayout } from '@/src/prerender/pages';
import { heading } from './helpers';

/** The build `npm start` made for this run (tests/e2e/globalSetup.ts), which the servers serve. */
const client = buildPaths(process.cwd()).client;

/** Text as React escapes it in HTML, back to text. */
const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Opens, on `origin` with the page's session, each page whose prerendered frame of that
 * layout shows a header (its title and the sentence under it), and expects the page to
 * show the same header. Answers the routes it opened.
 */
export async function expectFramedHeadersShown(
  page: Page,
  origin: string,
  layout: FrameLayout,
): Promise<string[]> {
  const manifest = JSON.parse(
    readFileSync(path.join(client, PRERENDER_DIR, PRERENDER_MANIFEST), 'utf8'),
  ) as PrerenderManifest;
  const framed: string[] = [];
  for (const entry of manifest.pages.filter((candidate) => candidate.layout === layout)) {
    const route = entry.routes[0] ?? '';
    const html = readFileSync(path.join(client, entry.files.en ?? ''), 'utf8');
    const header = /<h1[^>]*>([^<]*)<\/h1><p[^>]*>([^<]*)<\/p>/.exec(html);
    if (!header) continue;
    // A fixed header belongs to a page without parameters.
    expect(route).not.toContain(':');
    framed.push(route);
    await page.goto(`${origin}${route}`);
    const shown = heading(page, decodeEntities(header[1] ?? ''));
    await shown.waitFor();
    await expect
      .poll(() => shown.locator('xpath=following-sibling::p[1]').textContent())
      .toBe(decodeEntities(header[2] ?? ''));
  }
  return framed;
}
