// The creators' pages are prerendered as a frame of their layout (src/prerender/): it
// paints before any of the app's scripts, with the bars where the layout draws them (the
// breakpoint in CSS), and the app renders over it without moving them, the page's content
// arriving without a layout shift (docs/performance.md#the-first-screen).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import creatorDealTexts from '@/locales/en/creatorDeals.json';
import marketTexts from '@/locales/en/marketplace.json';
import { browserForThisFile } from './browser';
import { logInAsCreator, startSeededServer, type SeededServer } from './creators';
import { expectFramedHeadersShown, paintedGaps, recordPaintedGaps } from './frames';
import { en, heading } from './helpers';
import { MAX_LAYOUT_SHIFT, recordLayoutShifts, shiftSoFar } from './layoutShifts';
import { graphql } from './money';

/** Enough for the seed to play a past, and for the demo company to pick one of them. */
const CREATORS = 8;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

const browser = browserForThisFile();
let server: SeededServer;
/** A seeded creator with a deal, and campaigns in the marketplace: both lists have rows. */
let creatorEmail: string;

/** The first seeded creator whose deals and marketplace both have something to list. */
async function creatorWithRows(): Promise<string> {
  for (let n = 1; n <= CREATORS; n += 1) {
    const email = `creator-${n}@creators.example.com`;
    const token = await server.admin('creator-session', email);
    const rows = await graphql<{
      CreatorDeals: { total_count: number };
      CreatorCampaigns: { total_count: number };
    }>(
      token,
      '{ CreatorDeals(first: 1) { total_count } CreatorCampaigns(first: 1) { total_count } }',
      {},
      server.url,
    );
    if (rows.CreatorDeals.total_count > 0 && rows.CreatorCampaigns.total_count > 0) return email;
  }
  throw new Error('no seeded creator has both a deal and campaigns to apply to');
}

beforeAll(async () => {
  server = await startSeededServer(CREATORS);
  creatorEmail = await creatorWithRows();
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

/** A page of the context that gets none of the app's scripts: the server's HTML alone. */
async function withoutAppScripts(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  return page;
}

interface Bars {
  topBar: string[];
  tabBar: string[];
  sidebar: string[];
}

/**
 * Where the layout's bars are on screen, rounded to the pixel: the shown top bar (a
 * header), the tab bar (a nav outside the sidebar) and the sidebar (an aside), outside the
 * page's content. The frame and the app draw the same elements.
 */
function barsOf(page: Page): Promise<Bars> {
  return page.evaluate(() => {
    const boxes = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .filter((element) => element.checkVisibility() && !element.closest('main'))
        .map((element) => {
          const box = element.getBoundingClientRect();
          return [box.x, box.y, box.width, box.height].map(Math.round).join(' ');
        });
    return {
      topBar: boxes('header'),
      tabBar: boxes('nav:not(aside nav)'),
      sidebar: boxes('aside'),
    };
  });
}

/** Every console error or warning and uncaught error of a page, as text. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** A list's footer once its first page is shown ("Showing 1 of 1"). */
const showing = (template: string) =>
  new RegExp(`^${template.replace('{{shown}}', '\\d+').replace('{{total}}', '\\d+')}$`);

/** The creators' lists with a fixed header, and what says their rows are in. */
const LISTS = [
  {
    path: '/creator/marketplace',
    title: en.screens.creatorMarketplace.title,
    loaded: showing(marketTexts.shown),
  },
  {
    path: '/creator/deals',
    title: en.screens.creatorDeals.title,
    loaded: showing(creatorDealTexts.shown),
  },
];

describe("the creators' prerendered frame", () => {
  it("paints at 375 px before any of the app's scripts: top bar, page, tab bar at the bottom", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await withoutAppScripts(context);
    await page.goto(`${server.url}/creator/deals`);
    await heading(page, en.screens.creatorDeals.title).waitFor();
    await page.getByText(creatorDealTexts.intro).waitFor();
    expect(await barsOf(page)).toEqual({
      topBar: [`0 0 ${PHONE.width} 56`],
      tabBar: [`0 ${PHONE.height - 65} ${PHONE.width} 65`],
      sidebar: [],
    });
    // The app's five places, the page's marked.
    const tabs = page.getByRole('navigation', { name: en.nav.label });
    for (const label of Object.values(en.nav.creator).filter(
      (l) => l !== en.nav.creator.settings,
    )) {
      await tabs.getByRole('link', { name: label }).waitFor();
    }
    expect(
      await tabs.getByRole('link', { name: en.nav.creator.deals }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await page.evaluate(() => document.documentElement.dataset.prerendered)).toBe('shell');
    await context.close();
  });

  it("paints at 1440 px before any of the app's scripts: the sidebar and the page", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await withoutAppScripts(context);
    await page.goto(`${server.url}/creator/marketplace`);
    await heading(page, en.screens.creatorMarketplace.title).waitFor();
    expect(await barsOf(page)).toEqual({
      topBar: [],
      tabBar: [],
      sidebar: [`0 0 256 ${DESKTOP.height}`],
    });
    const places = page.getByRole('navigation', { name: en.nav.label });
    await places.getByRole('link', { name: en.nav.creator.settings }).waitFor();
    expect(
      await places
        .getByRole('link', { name: en.nav.creator.marketplace })
        .getAttribute('aria-current'),
    ).toBe('page');
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    for (const list of LISTS) {
      it(`shows a logged-in creator the frame of ${list.path} at ${viewport.width} px, then the page with the bars where they were, nothing blank between and nothing moved`, async () => {
        const context = await browser.newContext({ viewport });
        await recordLayoutShifts(context);
        const login = await context.newPage();
        await logInAsCreator(login, server, creatorEmail);
        await login.close();

        // The frame alone, as it shows until the app renders over it.
        const frame = await withoutAppScripts(context);
        await frame.goto(`${server.url}${list.path}`);
        await heading(frame, list.title).waitFor();
        const framed = await barsOf(frame);
        await frame.close();

        const page = await context.newPage();
        const problems = problemsOf(page);
        await recordPaintedGaps(page);
        await page.goto(`${server.url}${list.path}`);
        await page
          .getByTestId(viewport === PHONE ? 'creator-tab-bar' : 'creator-sidebar')
          .waitFor();
        await heading(page, list.title).waitFor();
        await page.getByText(list.loaded).waitFor();
        const shift = await shiftSoFar(page);
        // The frame stayed in front until the page was there: never the loading veil alone.
        expect(await paintedGaps(page)).toEqual({ gaps: 0, settled: true });
        expect(await barsOf(page)).toEqual(framed);
        expect(shift).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it('frames each creator page whose header is fixed with the header the page shows', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await logInAsCreator(page, server, creatorEmail);
    const framed = await expectFramedHeadersShown(page, server.url, 'creator');
    expect(framed.sort()).toEqual(
      [
        '/creator/applications',
        '/creator/deals',
        '/creator/earnings',
        '/creator/marketplace',
      ].sort(),
    );
    await context.close();
  });
});
