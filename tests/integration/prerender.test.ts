import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
} from '@/server/build/prerender';
import { ensureClientBuild } from '@/server/cli/clientBuild';
import { creatorScreens } from '@/src/router/routes';
import account from '@/locales/en/account.json';
import common from '@/locales/en/common.json';
import marketplace from '@/locales/en/marketplace.json';
import nav from '@/locales/en/nav.json';
import screens from '@/locales/en/screens.json';
import spanishMarketplace from '@/locales/es/marketplace.json';
import spanishScreens from '@/locales/es/screens.json';
import { startTestServer, type TestServer } from './helpers/testServer';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');

let t: TestServer;
beforeAll(async () => {
  // The build npm start makes (done already when dist is current).
  ensureClientBuild(ROOT, DIST);
  t = await startTestServer({ staticDir: DIST });
}, 600_000);
afterAll(async () => {
  await t?.close();
});

/** The raw HTML a browser gets for a page, before any of its scripts could run. */
async function page(path: string, cookie?: string) {
  const response = await fetch(`${t.url}${path}`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  return { response, html: await response.text() };
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** The addresses of the links a page marks as the current one (React escapes none here). */
const currentLinks = (html: string) =>
  [...html.matchAll(/<a\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes('aria-current="page"'))
    .map((tag) => /href="([^"]*)"/.exec(tag)?.[1]);

describe('the prerendered first screens', () => {
  it('answers /login with the login form and the CSS it needs, in English by default', async () => {
    const { response, html } = await page('/login');
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(html).toContain('<html lang="en" data-prerendered="guest">');
    expect(h1(html)).toBe(screens.login.title);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(html).toContain(`>${account.fields.email}</label>`);
    expect(html).toContain(`<title>${screens.login.title} · ${common.appName}</title>`);
    // The critical CSS: the global rules (tokens, both colour modes) and the markup's classes.
    expect(html).toMatch(/<style data-emotion="css-global [^"]+">[^<]*--chakra-colors/);
    expect(html).toMatch(/\.dark/);
    const classes = [...html.matchAll(/class="[^"]*\bcss-([a-z0-9]+)/g)].map((m) => m[1]);
    expect(classes.length).toBeGreaterThan(10);
    for (const id of classes) expect(html).toMatch(new RegExp(`\\.css-${id}\\b`));
    // The app's script is asked for after the first paint, by a deferred loader, and so are
    // the start's pieces it imports one by one: nothing in the head competes with the page.
    const loader =
      /<script src="\/load-app\.js" data-entry="\/assets\/[^"]+\.js" data-preload="([^"]*)" defer>/.exec(
        html,
      );
    expect(loader).not.toBeNull();
    const preloads = loader![1]!.split(' ');
    expect(preloads.length).toBeGreaterThanOrEqual(5);
    for (const file of preloads) expect(file).toMatch(/^\/assets\/[^/]+\.js$/);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    // No first paint of part of the page: rendering waits for the element after the markup.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#frame-end" blocking="render">');
    expect(html).toMatch(
      /<div id="root">[\s\S]*<\/div><span id="frame-end" hidden><\/span>\s*<\/body>/,
    );
  });

  it('answers in Spanish to the es cookie, and in the default language to an unknown one', async () => {
    const spanish = await page('/login', 'theme=x; locale=es');
    expect(spanish.html).toContain('<html lang="es" data-prerendered="guest">');
    expect(h1(spanish.html)).toBe(spanishScreens.login.title);
    expect(h1((await page('/signup', 'locale=es')).html)).toBe(spanishScreens.signup.title);
    expect(h1((await page('/forgot', 'locale=fr')).html)).toBe(screens.forgot.title);
  });

  it('answers the company routes with the frame of the layout', async () => {
    for (const path of ['/', '/products', '/campaign/12/product/3', '/account/billing']) {
      const { response, html } = await page(path);
      expect(response.status).toBe(200);
      expect(html).toContain('<html lang="en" data-prerendered="shell">');
      expect(html).toMatch(/<aside[^>]*>/);
      expect(html).toMatch(/<main[^>]*>/);
    }
  });

  it("lists a frame of the creators' layout for each of its screens", () => {
    const manifest = JSON.parse(
      readFileSync(join(DIST, PRERENDER_DIR, PRERENDER_MANIFEST), 'utf8'),
    ) as PrerenderManifest;
    const screenPaths = creatorScreens
      .map((route) => route.path ?? '')
      // The catch-all of unknown pages is the not-found page: nothing to frame.
      .filter((path) => !path.endsWith('*'));
    expect(screenPaths).toContain('/creator/deals/:dealId');
    for (const path of screenPaths) {
      const pages = manifest.pages.filter((page) => page.routes.includes(path));
      expect(pages, path).toEqual([expect.objectContaining({ kind: 'shell', layout: 'creator' })]);
    }
    // The company's frames say theirs, so a reader of the manifest can tell them apart.
    const company = manifest.pages.find((page) => page.routes.includes('/products'));
    expect(company).toMatchObject({ kind: 'shell', layout: 'company' });
  });

  it("answers the creators' routes with their layout's frame, the page's place marked", async () => {
    for (const [path, place] of [
      ['/creator', '/creator/marketplace'],
      ['/creator/marketplace', '/creator/marketplace'],
      ['/creator/campaigns/8', '/creator/marketplace'],
      ['/creator/deals/17', '/creator/deals'],
      ['/creator/settings', '/creator/settings'],
    ]) {
      const { response, html } = await page(path!);
      expect(response.status).toBe(200);
      expect(html).toContain('<html lang="en" data-prerendered="shell">');
      // The sidebar and the tab bar, with the app's places: no company sidebar's bones.
      expect(html).toMatch(/<aside[^>]*>/);
      expect(html).toMatch(/<main[^>]*>/);
      expect(html.match(new RegExp(`aria-label="${nav.label}"`, 'g'))).toHaveLength(2);
      for (const label of Object.values(nav.creator)) expect(html).toContain(`>${label}</span>`);
      // The sidebar and the tab bar mark it; Settings is in the sidebar only.
      const marked = currentLinks(html);
      expect(marked.length, path).toBeGreaterThanOrEqual(1);
      expect(new Set(marked), path).toEqual(new Set([place]));
    }
    // A page whose header is fixed has it from the first paint, in the visitor's language.
    const market = await page('/creator/marketplace');
    expect(h1(market.html)).toBe(screens.creatorMarketplace.title);
    expect(market.html).toContain(`>${marketplace.intro}</p>`);
    expect(market.html).toContain(
      `<title>${screens.creatorMarketplace.title} · ${common.appName}</title>`,
    );
    const spanish = await page('/creator/marketplace', 'locale=es');
    expect(h1(spanish.html)).toBe(spanishScreens.creatorMarketplace.title);
    expect(spanish.html).toContain(`>${spanishMarketplace.intro}</p>`);
    // A deal's header names the deal: bones in its place.
    const deal = await page('/creator/deals/17');
    expect(h1(deal.html)).toBeUndefined();
    expect(deal.html).toContain(`<title>${screens.creatorDeal.title} · ${common.appName}</title>`);
    // An unknown page of the creators' app is the app's to answer.
    const unknown = await page('/creator/no/such/page');
    expect(unknown.html).not.toContain('data-prerendered');
  });

  it('answers other client paths with the plain index.html, and server paths as before', async () => {
    const unknown = await page('/no/such/page');
    expect(unknown.response.status).toBe(200);
    expect(unknown.html).toContain('<div id="root"></div>');
    expect(unknown.html).not.toContain('data-prerendered');
    // Its paint needs the app: the entry is asked for at once.
    expect(unknown.html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js">/);
    const api = await page('/v1/no-such-thing');
    expect(api.response.status).toBe(404);
    expect(await fetch(`${t.url}/assets/none.js`).then((r) => r.status)).toBe(404);
    expect(api.response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('sends a form posted before the app runs back to its page, never into an address', async () => {
    const { html } = await page('/login');
    expect(html).toMatch(/<form[^>]*method="post"/);
    const secret = 'never-in-a-log-1';
    const response = await fetch(`${t.url}/login?next=%2Fdeals`, {
      method: 'POST',
      redirect: 'manual',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'a@example.com', password: secret }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');
    expect(await response.text()).not.toContain(secret);
    // Only the logged-out screens take such a post; the API's rules are unchanged.
    const other = await fetch(`${t.url}/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(other.status).toBe(404);
  });

  it('keeps the scripts policy strict: no inline script runs', async () => {
    const { response, html } = await page('/login');
    const policy = response.headers.get('content-security-policy') ?? '';
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts).toBe("'self'");
    // Every script of the page is a file of this origin: none is inline.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline).toEqual([]);
  });
});
