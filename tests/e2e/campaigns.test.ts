import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import texts from '@/locales/en/campaigns.json';
import serverTexts from '@/server/i18n/en.json';
import { launchBrowser, newPage } from './browser';
import { brandWithProduct, fillCampaignWizard, PAGE_LOAD } from './campaigns';
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

const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

describe('campaign creation in the browser', () => {
  it('creates a UGC video campaign for pro creators, keeping the draft through a reload', async () => {
    await fillCampaignWizard(page, {
      name: NAME,
      brand: 'Glow Lab',
      product: 'Day serum',
      brief: BRIEF,
      // Mid-wizard, a reload keeps everything entered (the draft is kept in the browser).
      beforeSummary: async () => {
        await page.reload();
        await heading(page, en.screens.campaignCreationParameters.title).waitFor(PAGE_LOAD);
        await expect.poll(() => page.getByLabel(texts.parameters.brief).inputValue()).toBe(BRIEF);
      },
    });
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
