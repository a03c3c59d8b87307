import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import texts from '@/locales/en/creators.json';
import productTexts from '@/locales/en/products.json';
import { browserForThisFile } from './browser';
import { simulateApplications, startSeededServer, type SeededServer } from './creators';
import { en, heading } from './helpers';
import { graphql } from './money';

// Creators discovery is done when a company finds and picks creators among thousands, in
// the browser, and every pick is a real deal on the server: on the seeded demo campaign
// (basic tier, beauty, every audience), pro beauty creators filtered and sorted from the
// screen's controls, a profile opened, two picked ("2 of n deals filled", still so after a
// reload, which keeps the filters and the order), an application sent by the simulator
// listed without a reload, and a list of 1,000 loaded rows that keeps only the visible
// ones (and a few around them) in the document.

/** Enough for well over 1,000 creators matching the demo campaign (about one in four). */
const CREATORS = 5_000;
/** The first answer after a page load can take seconds on a busy machine. */
const PAGE_LOAD = { timeout: 15_000 };
const LOADED_ROWS = 1_000;
/** Rows in view at 1440×900 (76 px each) and a small overscan on either side. */
const MAX_ROWS_IN_DOCUMENT = 40;

const browser = browserForThisFile();
let server: SeededServer;
let session: string;
let page: Page;

beforeAll(async () => {
  server = await startSeededServer(CREATORS);
  session = await server.demoSession();
});
afterAll(async () => {
  await server?.stop();
});

const discoveryUrl = (query = '') =>
  `${server.url}/campaign/${server.campaignId}/creators-discovery${query}`;
const dealsText = (filled: number, total: number) =>
  texts.header.dealsFilled
    .replace('{{filled}}', String(filled))
    .replace('{{total}}', String(total));
const rows = (on: Page) => on.getByTestId('creator-row');
const list = (on: Page) => on.getByRole('list', { name: texts.list.label });

/** A new page at 1440×900 logged in as the demo company. */
async function demoPage(): Promise<Page> {
  const fresh = await browser.newPage(1440, 900);
  await fresh.goto(`${server.url}${await server.demoLoginPath()}`);
  await heading(fresh, en.screens.dashboard.title).waitFor(PAGE_LOAD);
  return fresh;
}

/** "1.2M" → 1,200,000: the compact numbers a row shows, in English. */
function compactNumber(text: string): number {
  const match = /^([\d.,]+)([KMB]?)$/.exec(text.trim());
  if (!match) throw new Error(`not a compact number: ${text}`);
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[match[2] as '' | 'K' | 'M' | 'B'];
  return Number(match[1]!.replace(/,/g, '')) * scale;
}

interface ShownRow {
  index: number;
  name: string;
  tier: string;
  categories: string;
  followers: number;
  /** As the row shows it: "12.3K". */
  followersText: string;
  picked: boolean;
}

/** The rows in the document, in list order, as read on screen; null while the list is busy. */
async function shownRows(on: Page): Promise<ShownRow[] | null> {
  if ((await list(on).getAttribute('aria-busy')) === 'true') return null;
  const read = await rows(on).evaluateAll(
    (elements, labels) =>
      elements.map((row) => {
        const opener = row.querySelector('[data-opener]');
        const followersLabel = [...row.querySelectorAll('p')].find(
          (p) => p.textContent === labels.followers,
        );
        return {
          index: Number((row as HTMLElement).dataset.index),
          name: opener?.textContent ?? '',
          tier: opener?.nextElementSibling?.textContent ?? '',
          categories: opener?.parentElement?.nextElementSibling?.textContent ?? '',
          followers: followersLabel?.previousElementSibling?.textContent ?? '',
          picked: row.textContent?.includes(labels.picked) ?? false,
        };
      }),
    { followers: texts.list.followers, picked: texts.list.picked },
  );
  return read
    .map((row) => ({
      ...row,
      followers: compactNumber(row.followers),
      followersText: row.followers,
    }))
    .sort((a, b) => a.index - b.index);
}

/** Whether every row on screen is a pro beauty creator, in the given followers order. */
function proBeautyInOrder(shown: ShownRow[] | null, order: 'asc' | 'desc'): boolean {
  if (!shown || shown.length < 2) return false;
  const pro = shown.every(
    (row) =>
      row.tier === texts.tiers.pro &&
      row.categories.split(', ').includes(productTexts.categories.beauty),
  );
  const ordered = shown.every((row, i) => {
    const before = shown[i - 1];
    if (!before) return true;
    return order === 'asc' ? before.followers <= row.followers : before.followers >= row.followers;
  });
  return pro && ordered;
}

/** "1,234 creators" above the list (`template` its locale text), as a number. */
async function listedCount(on: Page, template: string) {
  const pattern = new RegExp(`^${template.replace('{{formatted}}', '([\\d,]+)')}$`);
  const text = await on.getByText(pattern).innerText();
  return Number(pattern.exec(text)![1]!.replace(/,/g, ''));
}

/**
 * Publishes notifications until the page shows one: from then on its real-time
 * subscription is open, and an application's event cannot pass it by.
 */
async function realtimeReady(on: Page) {
  for (let attempt = 1; attempt <= 20; attempt++) {
    const text = `Real-time check #${attempt}`;
    await server.admin('notify', 'demo@example.com', text);
    const shown = await on
      .getByRole('status')
      .filter({ hasText: text })
      .waitFor({ timeout: 1000 })
      .then(
        () => true,
        () => false,
      );
    if (shown) return;
  }
  throw new Error('no real-time notification reached the page');
}

/** What the server holds, asked as the demo company. */
const asDemo = <T>(query: string, variables: object) =>
  graphql<T>(session, query, variables, server.url);

async function campaignDeals() {
  const { Campaign } = await asDemo<{
    Campaign: { number_of_deals: number; deals_filled: number };
  }>('query ($id: ID!) { Campaign(id: $id) { number_of_deals deals_filled } }', {
    id: server.campaignId,
  });
  return Campaign;
}

describe('creators discovery in the browser', () => {
  let deals: number;

  it('filters pro beauty creators, sorts them by followers, opens a profile and picks two', async () => {
    const before = await campaignDeals();
    expect(before.deals_filled).toBe(0);
    deals = before.number_of_deals;
    expect(deals).toBeGreaterThan(2);

    page = await demoPage();
    await page.goto(discoveryUrl());
    await page.getByText(dealsText(0, deals), { exact: true }).waitFor(PAGE_LOAD);
    await page.getByRole('tab', { name: texts.tabs.find }).click();
    await rows(page).first().waitFor(PAGE_LOAD);
    const everyone = await listedCount(page, texts.list.count_other);

    // The filters beside the list: Category (folded at first), then Tier.
    const filters = page.getByRole('group', { name: texts.filters.label });
    await filters.locator('summary', { hasText: texts.filters.category }).click();
    await filters
      .getByRole('checkbox', { name: productTexts.categories.beauty, exact: true })
      .check();
    await filters.getByRole('checkbox', { name: texts.tiers.pro, exact: true }).check();
    const sort = page.getByLabel(texts.sort.label);
    await sort.selectOption({ label: texts.sort.followers_asc });
    await expect
      .poll(() => shownRows(page).then((shown) => proBeautyInOrder(shown, 'asc')), PAGE_LOAD)
      .toBe(true);
    await sort.selectOption({ label: texts.sort.followers_desc });
    await expect
      .poll(() => shownRows(page).then((shown) => proBeautyInOrder(shown, 'desc')), PAGE_LOAD)
      .toBe(true);
    const proBeauty = await listedCount(page, texts.list.count_other);
    expect(proBeauty).toBeGreaterThan(2);
    expect(proBeauty).toBeLessThan(everyone);
    const address = new URL(page.url()).searchParams;
    expect(address.getAll('category')).toEqual(['beauty']);
    expect(address.getAll('tier')).toEqual(['pro']);

    // The profile of the most followed one: the row's figures, then the full profile.
    const [first, second] = (await shownRows(page))!;
    await page.getByRole('button', { name: first!.name, exact: true }).click();
    const profile = page.getByRole('dialog');
    await profile.getByRole('heading', { name: first!.name }).waitFor();
    await profile.getByText(texts.profile.details).waitFor(PAGE_LOAD);
    const followers = await profile
      .getByText(texts.list.followers, { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .innerText();
    // The drawer gives the exact figure the row abbreviates.
    const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
    expect(compact.format(Number(followers.replace(/,/g, '')))).toBe(first!.followersText);
    const portfolio = profile
      .getByRole('list', { name: texts.profile.portfolioImages.replace('{{name}}', first!.name) })
      .getByRole('img');
    expect(await portfolio.count()).toBeGreaterThanOrEqual(2);
    await profile.getByRole('button', { name: texts.profile.close }).click();
    await profile.waitFor({ state: 'detached' });

    // Two picks: each a deal, counted in the header.
    for (const [k, row] of [first!, second!].entries()) {
      await page
        .getByRole('button', { name: texts.list.pickName.replace('{{name}}', row.name) })
        .click();
      await page.getByText(dealsText(k + 1, deals), { exact: true }).waitFor(PAGE_LOAD);
    }
    expect((await campaignDeals()).deals_filled).toBe(2);

    // A reload keeps the filters, the order and the picks.
    await page.reload();
    await page.getByText(dealsText(2, deals), { exact: true }).waitFor(PAGE_LOAD);
    await expect.poll(() => sort.inputValue()).toBe('followers_desc');
    expect(
      await filters.getByRole('checkbox', { name: texts.tiers.pro, exact: true }).isChecked(),
    ).toBe(true);
    expect(
      await filters
        .getByRole('checkbox', { name: productTexts.categories.beauty, exact: true })
        .isChecked(),
    ).toBe(true);
    await expect
      .poll(() => shownRows(page).then((shown) => proBeautyInOrder(shown, 'desc')), PAGE_LOAD)
      .toBe(true);
    const shown = (await shownRows(page))!;
    expect(shown.slice(0, 3).map((row) => [row.name, row.picked])).toEqual([
      [first!.name, true],
      [second!.name, true],
      [shown[2]!.name, false],
    ]);
  });

  it('lists an applicant sent by the simulator without a reload', async () => {
    await page.getByRole('tab', { name: texts.tabs.applicants }).click();
    await page.getByText(texts.list.noApplicantsTitle).waitFor(PAGE_LOAD);
    await realtimeReady(page);
    // A mark in the document: a reload would lose it.
    await page.evaluate(() => (document.documentElement.dataset.sameDocument = 'yes'));

    const [creatorId] = await simulateApplications(server, 1);
    const { Creator } = await asDemo<{ Creator: { name: string } }>(
      'query ($id: ID!) { Creator(id: $id) { name } }',
      { id: creatorId },
    );
    const applicant = rows(page).filter({ hasText: Creator.name });
    await applicant.waitFor(PAGE_LOAD);
    await applicant.getByText(texts.list.applied, { exact: true }).waitFor();
    expect(await rows(page).count()).toBe(1);
    expect(await listedCount(page, texts.list.applicantsCount_one)).toBe(1);
    await expect
      .poll(() => page.getByRole('tab', { name: texts.tabs.applicants }).innerText())
      .toMatch(new RegExp(`^${texts.tabs.applicants}\\s*1$`));
    expect(await page.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');
  });

  it('keeps only the visible rows and a few around them in the document, 1,000 rows loaded', async () => {
    const fresh = await demoPage();
    await fresh.goto(discoveryUrl('?tab=find'));
    await rows(fresh).first().waitFor(PAGE_LOAD);
    expect(await listedCount(fresh, texts.list.count_other)).toBeGreaterThanOrEqual(LOADED_ROWS);

    // Down to the end of the list, again as each page arrives, until row 1,000 is drawn:
    // rows are drawn only for loaded creators, so 1,000 are loaded by then.
    await fresh.waitForFunction(
      (wanted) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const drawn = document.querySelectorAll<HTMLElement>('[data-testid="creator-row"]');
        return [...drawn].some((row) => Number(row.dataset.index) >= wanted - 1);
      },
      LOADED_ROWS,
      { timeout: 60_000 },
    );
    const inDocument = await rows(fresh).count();
    const inView = await rows(fresh).evaluateAll(
      (drawn) =>
        drawn.filter((row) => {
          const box = row.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }).length,
    );
    // The viewport is filled with rows (900 px of 76 px rows, less the page's footer)…
    expect(inView).toBeGreaterThanOrEqual(5);
    // …and the document holds no more than those and a small overscan.
    expect(inDocument).toBeLessThanOrEqual(MAX_ROWS_IN_DOCUMENT);
    await fresh.context().close();
  });
});
