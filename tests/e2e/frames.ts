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
import { HELD_FRAME_ATTRIBUTE } from '@/src/prerender/holdFrame';
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

/**
 * From the document's start, samples every frame the browser paints until the app shows
 * its page: does it show the prerendered frame (in the root, or held in front of the app)
 * or the app's page (its `main`, with no loading overlay)? A painted frame with neither,
 * the loading overlay alone or nothing, is a gap. Call before the page's navigation, read
 * with `paintedGaps`.
 */
export async function recordPaintedGaps(page: Page): Promise<void> {
  await page.addInitScript((heldAttribute: string) => {
    const seen = { gaps: 0, settled: false };
    Object.assign(window, { __paintedGaps: seen });
    const sample = () => {
      const root = document.getElementById('root');
      if (root) {
        const frame =
          document.querySelector(`[${heldAttribute}]`) !== null ||
          root.querySelector(':scope > [aria-busy="true"]') !== null;
        const shown =
          root.querySelector('main') !== null &&
          root.querySelector('[data-testid="loading-overlay"]') === null;
        if (!frame && shown) {
          seen.settled = true;
          return;
        }
        if (!frame) seen.gaps += 1;
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, HELD_FRAME_ATTRIBUTE);
}

/** What `recordPaintedGaps` saw: painted frames without the frame or the page, and whether the page came. */
export async function paintedGaps(page: Page): Promise<{ gaps: number; settled: boolean }> {
  await page.waitForFunction(
    () => (window as unknown as { __paintedGaps: { settled: boolean } }).__paintedGaps.settled,
  );
  return page.evaluate(
    () =>
      (window as unknown as { __paintedGaps: { gaps: number; settled: boolean } }).__paintedGaps,
  );
}
