// Both sides of the market, each in its own browser context: a creator joins on a phone,
// onboards with a portfolio image and a shipping address, finds the demo brand's shipping
// campaign in the marketplace and applies; the brand sees the applicant with that portfolio
// and picks; the creator sees "picked" without a reload; the brand's ship form shows the
// creator's address (docs/product.md#the-creators-app, #marketplace, #creators).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import account from '@/locales/en/account.json';
import creatorProfile from '@/locales/en/creatorProfile.json';
import creators from '@/locales/en/creators.json';
import deals from '@/locales/en/deals.json';
import images from '@/locales/en/images.json';
import marketplace from '@/locales/en/marketplace.json';
import products from '@/locales/en/products.json';
import { pngBytes } from '../integration/helpers/images';
import { mp4Bytes } from '../integration/helpers/videos';
import { browserForThisFile } from './browser';
import { startSeededServer, type SeededServer } from './creators';
import { en, reactOwnsRoot } from './helpers';

const PAGE_LOAD = { timeout: 15_000 };
const PASSWORD = 'Correct-horse1';
const NAME = 'Maya Ortiz';
const CAMPAIGN = 'Glow serum unboxing';
const STREET = '12 Harbour Street';
const email = `e2e-market-${Date.now()}@example.com`;

const browser = browserForThisFile();
let server: SeededServer;

beforeAll(async () => {
  server = await startSeededServer(3);
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Waits until the creator's page hears its own topic: an admin notice shows as a toast. */
async function realtimeReadyFor(page: Page, to: string) {
  for (let attempt = 1; attempt <= 20; attempt++) {
    const text = `Listening check ${attempt}`;
    await server.admin('notify', to, text);
    const shown = await page
      .getByRole('status')
      .filter({ hasText: text })
      .waitFor({ timeout: 750 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
  }
  throw new Error('no real-time notification reached the page');
}

/** Joins from /creator/join and verifies the e-mail with the mailed code. */
async function join(page: Page) {
  await page.goto(`${server.url}/creator/join`);
  await reactOwnsRoot(page);
  await page.getByLabel(account.fields.email).fill(email);
  await page.getByLabel(account.fields.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: account.creator.join.submit }).click();
  await page.waitForURL('**/creator/verify', PAGE_LOAD);
  const mail = await server.admin('mail', '--to', email, '--limit', '1');
  const code = /^\d{6}$/m.exec(mail)?.[0];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel(account.verify.codeLabel).fill(code!);
  await page.waitForURL('**/creator/onboarding', PAGE_LOAD);
}

/** The onboarding form: a profile that matches the demo campaigns, a portfolio image, an address. */
async function onboard(page: Page) {
  await heading(page, creatorProfile.onboarding.title).waitFor(PAGE_LOAD);
  await page.getByLabel(creatorProfile.form.name).fill(NAME);
  // Optional fields say so in their label: "Instagram (optional)".
  await page
    .getByRole('textbox', {
      name: new RegExp(`^${creatorProfile.platforms.instagram}\\b(?! followers)`),
    })
    .fill('maya.market');
  await page
    .getByLabel(creatorProfile.form.followersOf.replace('{{platform}}', 'Instagram'))
    .fill('12000');
  await page.getByRole('checkbox', { name: products.categories.beauty, exact: true }).check();
  await page.getByLabel(creatorProfile.form.price).fill('150');
  const about = region(page, creatorProfile.sections.about);
  await about.getByLabel(creatorProfile.form.country).selectOption('US');
  await about.getByLabel(creatorProfile.form.dateOfBirth).fill('1995-05-05');

  const portfolio = region(page, creatorProfile.sections.portfolio);
  const pictures = portfolio.getByRole('group', { name: creatorProfile.form.portfolio });
  await pictures.locator('input[type="file"]').setInputFiles([
    {
      name: 'work.png',
      mimeType: 'image/png',
      buffer: Buffer.from(pngBytes(4, 4, [200, 90, 40])),
    },
  ]);
  await portfolio
    .getByRole('button', { name: images.remove.replace('{{number}}', '1') })
    .waitFor(PAGE_LOAD);
  await expect.poll(() => portfolio.getByRole('progressbar').count(), PAGE_LOAD).toBe(0);
  // An intro video of 12 s: its length is read from the file before and after it is sent.
  const video = portfolio.getByRole('group', { name: creatorProfile.form.introVideo });
  await video.locator('input[type="file"]').setInputFiles({
    name: 'hello.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from(mp4Bytes(12)),
  });
  await video.getByRole('button', { name: creatorProfile.introVideo.remove }).waitFor(PAGE_LOAD);
  await expect.poll(() => video.getByRole('progressbar').count(), PAGE_LOAD).toBe(0);

  const address = region(page, creatorProfile.sections.address);
  await address.getByLabel(creatorProfile.address.name).fill(NAME);
  await address.getByLabel(creatorProfile.address.line1).fill(STREET);
  await address.getByLabel(creatorProfile.address.city).fill('Portland');
  await address.getByLabel(creatorProfile.address.region).fill('Oregon');
  await address.getByLabel(creatorProfile.address.postalCode).fill('97201');
  await address.getByLabel(creatorProfile.address.country).selectOption('US');
  await address.getByLabel(creatorProfile.address.phone).fill('+1 555 123 4567');

  await page.getByRole('button', { name: creatorProfile.onboarding.submit }).click();
  await page.waitForURL('**/creator/marketplace', PAGE_LOAD);
}

/**
 * Ticks a box, again if a click is lost: one CI run saw a click on the apply form's box leave
 * it unticked, the form having rendered anew under it (the creator's data reloading after
 * onboarding). A person would tick it again; `check` clicks only while it is unticked.
 */
async function tick(box: Locator) {
  await expect
    .poll(async () => {
      await box.check({ timeout: 2_000 }).catch(() => {});
      return box.isChecked();
    }, PAGE_LOAD)
    .toBe(true);
}

/** Finds the campaign in the marketplace, applies with a pitch; answers its id. */
async function apply(page: Page): Promise<string> {
  await heading(page, en.screens.creatorMarketplace.title).waitFor(PAGE_LOAD);
  const card = page.getByTestId('market-card').filter({ hasText: CAMPAIGN });
  await card.waitFor(PAGE_LOAD);
  await card.getByText(marketplace.card.shipping).waitFor();
  await card
    .getByRole('link', { name: marketplace.card.open.replace('{{name}}', CAMPAIGN) })
    .click();
  await page.waitForURL('**/creator/campaigns/*', PAGE_LOAD);
  const campaignId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByLabel(marketplace.apply.pitch).fill('I film skincare routines in daylight.');
  await tick(page.getByRole('checkbox', { name: marketplace.apply.withIntroVideo }));
  await page.getByRole('button', { name: marketplace.apply.submit, exact: true }).click();
  await page.getByText(marketplace.apply.applied).waitFor(PAGE_LOAD);
  return campaignId;
}

/** The applicant's row on the brand's Applicants tab. */
async function applicantRow(brand: Page, campaignId: string): Promise<Locator> {
  await brand.goto(`${server.url}/campaign/${campaignId}/creators-discovery?tab=applicants`);
  const row = brand.getByTestId('creator-row').filter({ hasText: NAME });
  await row.waitFor(PAGE_LOAD);
  return row;
}

describe('a creator joins and applies, a brand picks', () => {
  it('goes from joining to a picked deal the brand can ship', async () => {
    const creator = await browser.newPage(375, 812);
    await join(creator);
    await onboard(creator);
    const campaignId = await apply(creator);

    // The brand, in a browser of its own.
    const brand = await browser.newPage(1440, 900);
    await brand.goto(`${server.url}${await server.demoLoginPath()}`);
    await heading(brand, en.screens.dashboard.title).waitFor(PAGE_LOAD);
    await applicantRow(brand, campaignId);
    await brand.getByRole('button', { name: NAME, exact: true }).click();
    const profile = brand.getByRole('dialog');
    await profile.getByRole('heading', { name: NAME }).waitFor(PAGE_LOAD);
    const work = profile
      .getByRole('list', { name: creators.profile.portfolioImages.replace('{{name}}', NAME) })
      .getByRole('img');
    // The portfolio renders after the profile's heading: wait for it before counting.
    await work.first().waitFor(PAGE_LOAD);
    expect(await work.count()).toBe(1);
    // The intro video the creator sent with the application, beside its pitch.
    await profile
      .getByLabel(creators.profile.applicationVideoLabel.replace('{{name}}', NAME))
      .waitFor(PAGE_LOAD);
    await profile.getByRole('button', { name: creators.profile.close }).click();
    await profile.waitFor({ state: 'detached' });

    // The creator watches the applications while the brand picks.
    await creator.goto(`${server.url}/creator/applications`);
    const application = creator.getByTestId('application').filter({ hasText: CAMPAIGN });
    await application
      .getByText(marketplace.applications.states.applied, { exact: true })
      .waitFor(PAGE_LOAD);
    await realtimeReadyFor(creator, email);
    await creator.evaluate(() => (document.documentElement.dataset.sameDocument = 'yes'));

    await brand
      .getByRole('button', { name: creators.list.pickName.replace('{{name}}', NAME) })
      .click();
    const dealLabel = application.getByText(/^Deal \d+$/);
    await dealLabel.waitFor(PAGE_LOAD);
    await application.getByText(marketplace.applications.states.picked, { exact: true }).waitFor();
    expect(await creator.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');
    const dealId = (await dealLabel.innerText()).replace(/^Deal /, '');

    // The brand ships to the address the creator gave.
    await brand.goto(`${server.url}/deal/${dealId}`);
    const ship = brand.getByRole('form', { name: deals.ship.title });
    await ship.waitFor(PAGE_LOAD);
    await brand.getByText(STREET).waitFor();
    await brand.getByRole('button', { name: deals.ship.address.copy }).waitFor();

    await creator.context().close();
    await brand.context().close();
  });
});
