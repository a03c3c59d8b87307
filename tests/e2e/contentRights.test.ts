// Content rights from the purchase to the licence (docs/product.md#content-rights,
// #licences): the brand buys a UGC video campaign with paid ads for 6 months and the raw
// footage in the wizard, at the price the wizard shows; a creator on a phone delivers the
// video and the raw footage as parts of one upload; the brand sees both in its review,
// accepts, opens the licence (both files, the rights, the end of paid ads) and saves it as a
// PDF; the content listing shows the rights and their end, and finds it "Expiring within
// 30 days" only once that is true.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import campaignTexts from '@/locales/en/campaigns.json';
import contentTexts from '@/locales/en/content.json';
import creatorDealTexts from '@/locales/en/creatorDeals.json';
import dealTexts from '@/locales/en/deals.json';
import licenceTexts from '@/locales/en/licences.json';
import { contentVideo } from '@/server/seed/contentMedia';
import { creatorEmail } from '@/server/seed/creators';
import { browserForThisFile } from './browser';
import { fillCampaignWizard, PAGE_LOAD } from './campaigns';
import { logInAsCreator, startSeededServer, type SeededServer } from './creators';
import { creatorSide } from './deals';
import { en, heading } from './helpers';
import { creatorToken } from './ops';
import { graphql } from './money';

const CREATORS = 8;
const NAME = 'Serum ads for six months';
const BRIEF = 'Film the serum in daylight: texture on the hand, then the glow.';
/** A change crosses the server, the broker and a refetch: seconds on a busy machine. */
const LIVE = { timeout: 20_000 };
// UGC video, basic creators, 60 s, shipped, 3 deals, paid ads for 6 months and the raw
// footage, by the card on file: ($60 + $40 + $70 + $30) × 3 = $600; + 10% = $660;
// + 4% card fee $26.40 = $686.40.
const TOTAL = '$686.40';

const browser = browserForThisFile();
let server: SeededServer;
let brandPage: Page;
let creatorPage: Page;
let campaignId: string;
let dealId: string;
let creator: { id: string; email: string; token: string };

const format = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [key, value]) => out.replace(`{{${key}}}`, String(value)),
    text,
  );
/** A day in UTC as the page writes it: the licence in full ("June 1"), the listing short ("Jun 1"). */
const utcDay = (iso: string, dateStyle: 'long' | 'medium') =>
  new Intl.DateTimeFormat('en', { dateStyle, timeZone: 'UTC' }).format(new Date(iso));

/** The brand picks the first seeded creator the campaign may take: the deal's id. */
async function pickACreator(): Promise<string> {
  const company = await server.demoSession();
  for (let n = 1; n <= CREATORS; n += 1) {
    const token = await creatorToken(server, creatorEmail(n));
    if (!token) continue;
    const { CreatorData } = await graphql<{ CreatorData: { id: string; email: string } }>(
      token,
      '{ CreatorData { id email } }',
      {},
      server.url,
    );
    const response = await fetch(`${server.url}/v1/j`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${company}` },
      body: JSON.stringify({
        query: `mutation P($campaign_id: ID!, $creator_id: ID!) {
          DealCreate(campaign_id: $campaign_id, creator_id: $creator_id) { id } }`,
        variables: { campaign_id: campaignId, creator_id: CreatorData.id },
      }),
    });
    const { data } = (await response.json()) as { data?: { DealCreate: { id: string } } | null };
    if (data?.DealCreate) {
      creator = { id: CreatorData.id, email: CreatorData.email, token };
      return data.DealCreate.id;
    }
  }
  throw new Error(`none of the ${CREATORS} seeded creators may take the campaign`);
}

/** The licence the server holds for the deal. */
async function dealLicence() {
  const { DealLicence } = await graphql<{
    DealLicence: { usage_rights: string; raw_footage: boolean; paid_ads_ends_at: string };
  }>(
    await server.demoSession(),
    'query L($id: ID!) { DealLicence(deal_id: $id) { usage_rights raw_footage paid_ads_ends_at } }',
    { id: dealId },
    server.url,
  );
  return DealLicence;
}

beforeAll(async () => {
  server = await startSeededServer(CREATORS);
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

describe('content rights, bought, delivered and licensed', () => {
  it('the brand buys paid ads for 6 months and the raw footage in the wizard', async () => {
    brandPage = await browser.newPage(1440, 900);
    await brandPage.goto(`${server.url}${await server.demoLoginPath()}`);
    await heading(brandPage, en.screens.dashboard.title).waitFor(LIVE);
    await fillCampaignWizard(brandPage, {
      name: NAME,
      brand: 'Glow Theory',
      product: 'Vitamin C glow serum',
      brief: BRIEF,
      beforeSummary: async () => {
        // Every creator of the category may take it: basic tier, every audience.
        await brandPage
          .getByRole('radio', { name: new RegExp(`^${campaignTexts.tiers.basic.label}`) })
          .check();
        for (const group of ['ages', 'genders', 'ethnicities'] as const) {
          const boxes = brandPage
            .getByRole('group', { name: campaignTexts.parameters[group] })
            .getByRole('checkbox');
          for (const box of await boxes.all()) await box.check();
        }
        await brandPage
          .getByRole('radio', {
            name: new RegExp(`^${campaignTexts.rights.options.paid_ads_6m.label}`),
          })
          .check();
        await brandPage.getByRole('checkbox', { name: /^Raw footage/ }).check();
      },
    });
    await brandPage.getByText(campaignTexts.summary.confirmed).waitFor(PAGE_LOAD);
    await brandPage
      .getByRole('checkbox', { name: campaignTexts.summary.terms.replace(/<\/?terms>/g, '') })
      .check();
    await brandPage
      .getByRole('button', { name: format(campaignTexts.summary.pay, { total: TOTAL }) })
      .click();
    await heading(brandPage, en.screens.campaignCreated.title).waitFor(PAGE_LOAD);
    campaignId = new URL(brandPage.url()).searchParams.get('campaign')!;
    expect(campaignId).toMatch(/^\d+$/);
    await server.admin('campaign', 'approve', campaignId);
  });

  it('a creator on a phone delivers the video and the raw footage in one upload', async () => {
    dealId = await pickACreator();
    await graphql(
      await server.demoSession(),
      `
        mutation S($id: ID!) {
          DealShip(id: $id, carrier: ups, tracking_number: "1Z999AA10123456784") {
            id
          }
        }
      `,
      { id: dealId },
      server.url,
    );
    await creatorSide(server, { id: dealId, creatorToken: creator.token }).step('confirm_receipt');

    creatorPage = await browser.newPage(375, 812);
    await logInAsCreator(creatorPage, server, creator.email);
    await creatorPage.goto(`${server.url}/creator/deals/${dealId}`);
    await heading(creatorPage, NAME).waitFor(LIVE);
    const panel = creatorPage.getByRole('region', { name: creatorDealTexts.upload.title });
    const video = { mimeType: 'video/webm', buffer: Buffer.from(await contentVideo()) };
    await panel
      .getByLabel(creatorDealTexts.upload.chooseFiles, { exact: true })
      .setInputFiles({ name: 'routine.webm', ...video });
    // The raw footage was bought: the upload waits for it, and says so.
    const rawFootage = creatorDealTexts.upload.parts.raw_footage;
    await panel
      .getByText(
        format(creatorDealTexts.upload.missing, {
          parts: creatorDealTexts.upload.missingPart.raw_footage,
        }),
      )
      .waitFor();
    await panel
      .getByLabel(format(creatorDealTexts.upload.choosePart, { part: rawFootage }), {
        exact: true,
      })
      .setInputFiles({ name: 'takes.webm', ...video });
    await panel.getByRole('button', { name: creatorDealTexts.upload.send }).click();
    await creatorPage.getByText(creatorDealTexts.next.review).first().waitFor(LIVE);
  });

  it('the brand reviews both, accepts, and saves the licence as a PDF', async () => {
    await brandPage.goto(`${server.url}/deal/${dealId}`);
    await heading(brandPage, NAME).waitFor(LIVE);
    const extras = brandPage.getByRole('region', { name: contentTexts.viewer.extras });
    await extras.getByText(contentTexts.viewer.part.raw_footage, { exact: true }).waitFor(LIVE);
    await brandPage
      .getByRole('region', { name: dealTexts.review.title, exact: true })
      .getByRole('button', { name: dealTexts.review.accept })
      .click();
    const dialog = brandPage.getByRole('alertdialog', { name: dealTexts.review.acceptTitle });
    await dialog.getByRole('button', { name: dealTexts.review.acceptConfirm }).click();
    await dialog.waitFor({ state: 'detached' });

    const licence = await dealLicence();
    expect(licence).toMatchObject({ usage_rights: 'paid_ads_6m', raw_footage: true });
    await brandPage.getByRole('link', { name: dealTexts.content.licence }).click(LIVE);
    await heading(brandPage, licenceTexts.heading).waitFor(LIVE);
    await brandPage.getByText(licenceTexts.rights.paid_ads_6m).waitFor();
    await brandPage.getByText(licenceTexts.rawFootage).waitFor();
    await brandPage
      .getByText(
        format(licenceTexts.paidAdsEnd, { date: utcDay(licence.paid_ads_ends_at, 'long') }),
      )
      .waitFor();
    await brandPage.getByText(licenceTexts.fileRole.raw_footage).waitFor();
    // What the browser's "Save as PDF" writes: the document, on paper.
    await brandPage.emulateMedia({ media: 'print' });
    const pdf = await brandPage.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await brandPage.emulateMedia({ media: 'screen' });
  });

  it('the content listing shows the rights and their end, and filters on them', async () => {
    const { paid_ads_ends_at: end } = await dealLicence();
    const until = format(contentTexts.listing.rights.until, {
      rights: campaignTexts.rights.options.paid_ads_6m.label,
      date: utcDay(end, 'medium'),
    });
    await brandPage.goto(`${server.url}/content?rights=usable_in_ads`);
    await heading(brandPage, en.screens.contentListing.title).waitFor(LIVE);
    await brandPage.getByText(until).waitFor(LIVE);
    // Six months ahead: not expiring within 30 days.
    await brandPage
      .getByRole('button', { name: contentTexts.listing.filters.expiringSoon })
      .click();
    await brandPage.getByText(until).waitFor({ state: 'detached', ...LIVE });
  });
});
