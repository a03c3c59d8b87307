import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import texts from '@/locales/en/campaigns.json';
import productTexts from '@/locales/en/products.json';
import serverTexts from '@/server/i18n/en.json';
import { launchBrowser, newPage } from './browser';
import { brandWithProduct } from './campaigns';
import { admin, baseUrl, companyWithLogin, en, heading } from './helpers';
import { cardAndTopUp } from './money';

// Campaign creation is done when a company goes from an empty wizard to a paid campaign
// awaiting approval, the price on screen is the price charged, and the approval reaches
// the browser live. UGC video, pro creators, 60 s, 3 deals, shipped by the company, paid by
// card: ($60 + $30 + $40) × 3 = $390, + 10% = $429, + 4% card fees $17.16 = $446.16.

const TOTAL = '$446.16';
const NAME = 'Spring launch video';
const BRIEF = 'Unbox the serum in daylight and show its texture';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, 1440, 900);
  const company = await companyWithLogin();
  await brandWithProduct(company.impersonationPath, { brand: 'Glow Lab', product: 'Day serum' });
  await cardAndTopUp(company.impersonationPath);
  await page.goto(`${baseUrl()}${company.impersonationPath}`);
  await heading(page, en.screens.dashboard.title).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

/** The first answer after a page load can take seconds on a busy machine. */
const PAGE_LOAD = { timeout: 15_000 };
const next = () => page.getByRole('button', { name: texts.nav.next }).click();
const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

describe('campaign creation in the browser', () => {
  it('creates a UGC video campaign for pro creators, keeping the draft through a reload', async () => {
    await page.goto(`${baseUrl()}/campaign/creation/type`);
    await heading(page, en.screens.campaignCreationType.title).waitFor(PAGE_LOAD);
    await page.getByRole('radio', { name: new RegExp(texts.types.ugc_video.label) }).check();
    await next();

    await heading(page, en.screens.campaignCreationSettings.title).waitFor();
    await page.getByLabel(texts.settings.name).fill(NAME);
    await page
      .getByLabel(texts.settings.brand, { exact: true })
      .selectOption({ label: 'Glow Lab' });
    await page.getByRole('checkbox', { name: /Day serum/ }).check(PAGE_LOAD);
    await page.getByRole('radio', { name: new RegExp(texts.settings.deliveryShipping) }).check();
    await page.getByLabel(texts.settings.deals).fill('3');
    await next();

    await heading(page, en.screens.campaignCreationParameters.title).waitFor();
    await page.getByRole('radio', { name: new RegExp(`^${texts.tiers.pro.label}`) }).check();
    await page
      .getByLabel(texts.parameters.category)
      .selectOption({ label: productTexts.categories.beauty });
    await page.getByLabel(texts.parameters.brief).fill(BRIEF);
    await page.getByRole('radio', { name: texts.parameters.formats.portrait }).check();
    await page.getByLabel(texts.parameters.duration).fill('1');
    await page
      .getByLabel(texts.parameters.durationUnit)
      .selectOption(texts.parameters.units.minutes);
    await page.getByRole('checkbox', { name: '18-24' }).check();
    await page.getByRole('checkbox', { name: texts.parameters.gendersList.female }).check();
    await page.getByRole('checkbox', { name: texts.parameters.ethnicitiesList.asian }).check();

    // Mid-wizard, a reload keeps everything entered (the draft is kept in the browser).
    await page.reload();
    await heading(page, en.screens.campaignCreationParameters.title).waitFor(PAGE_LOAD);
    await expect.poll(() => page.getByLabel(texts.parameters.brief).inputValue()).toBe(BRIEF);
    await next();

    await heading(page, en.screens.campaignCreationSummary.title).waitFor();
    // The card on file is chosen already; the server's quote agrees with the screen.
    await page.getByText(texts.summary.confirmed).waitFor(PAGE_LOAD);
    // The label holds a link to the terms: its name is the text without the link's markup.
    await page
      .getByRole('checkbox', { name: texts.summary.terms.replace(/<\/?terms>/g, '') })
      .check();
    await page.getByRole('button', { name: texts.summary.pay.replace('{{total}}', TOTAL) }).click();

    await heading(page, en.screens.campaignCreated.title).waitFor(PAGE_LOAD);
    await page.getByText(NAME).first().waitFor();
    await page.getByText(TOTAL).first().waitFor();
    await page.getByText(texts.statuses.pending_admin_approval).waitFor();
  });

  it('shows the approval live: a toast and the new status, with no reload', async () => {
    const id = new URL(page.url()).searchParams.get('campaign');
    expect(id).toMatch(/^\d+$/);
    // What was charged is what the screen showed.
    const listing = await admin('campaign', 'list');
    expect(listing).toContain(NAME);
    expect(listing).toContain(TOTAL);

    await admin('campaign', 'approve', id!);
    await toast(serverTexts.messages.campaignLive.replace('{{name}}', NAME)).waitFor(PAGE_LOAD);
    await page.getByText(texts.statuses.active, { exact: true }).waitFor();
    expect(await page.getByText(texts.statuses.pending_admin_approval).count()).toBe(0);
  });
});
