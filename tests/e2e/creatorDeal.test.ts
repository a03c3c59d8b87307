// A whole deal played by both sides, each in a browser of its own, with no operator's help
// (docs/product.md#the-creators-app, #deal-statuses, #earnings-and-payouts): a seeded
// creator applies on a phone and the brand picks; the brand ships, the creator confirms
// receipt and uploads the video (its progress shown), the brand asks for a revision pinned
// to a moment, which the creator sees on its own video before uploading again; the brand
// accepts; the creator finds the fee available, adds a payout account, asks for a payout and
// sees it paid. The brand's spend, the deal's fee and the creator's earnings agree.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accountTexts from '@/locales/en/account.json';
import contentTexts from '@/locales/en/content.json';
import creatorDealTexts from '@/locales/en/creatorDeals.json';
import creatorsTexts from '@/locales/en/creators.json';
import dealTexts from '@/locales/en/deals.json';
import earningsTexts from '@/locales/en/earnings.json';
import marketplaceTexts from '@/locales/en/marketplace.json';
import { contentVideo } from '@/server/seed/contentMedia';
import { creatorEmail } from '@/server/seed/creators';
import { browserForThisFile } from './browser';
import { startSeededServer, type SeededServer } from './creators';
import { en, heading, reactOwnsRoot } from './helpers';
import { graphql } from './money';

/** Enough creators for one besides the seeded deal's to match the shipping campaign. */
const CREATORS = 8;
const CAMPAIGN = 'Glow serum unboxing';
/** A change crosses the server, the broker and a refetch: seconds on a busy machine. */
const LIVE = { timeout: 20_000 };
const PITCH = 'I film skincare routines in daylight.';
const COMMENT = 'Hold the bottle closer to the camera here.';
const FEEDBACK = 'Please show the texture on your hand for longer.';

const browser = browserForThisFile();
let server: SeededServer;
let creator: { email: string; token: string; name: string; campaignId: string };
let creatorPage: Page;
let brandPage: Page;
let dealId: string;

const format = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [key, value]) => out.replace(`{{${key}}}`, String(value)),
    text,
  );
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** Logs in through the guest API as a seeded creator; null when the password is refused. */
async function creatorToken(email: string): Promise<string | null> {
  const response = await fetch(`${server.url}/v1/j/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation L($email: String!, $password: String!) {
        CreatorLogin(email: $email, password: $password) { authorization { token } } }`,
      variables: { email, password: server.creatorPassword },
    }),
  });
  const { data } = (await response.json()) as {
    data?: { CreatorLogin: { authorization: { token: string } | null } };
  };
  return data?.CreatorLogin.authorization?.token ?? null;
}

interface MarketView {
  CreatorData: { profile: { name: string } };
  CreatorCampaigns: { nodes: Array<{ id: string; name: string; deal_id: string | null }> };
}

/** A seeded creator whose marketplace offers the shipping campaign, without a deal on it. */
async function creatorForTheCampaign() {
  for (let n = 1; n <= CREATORS; n += 1) {
    const email = creatorEmail(n);
    const token = await creatorToken(email);
    if (!token) continue;
    const view = await graphql<MarketView>(
      token,
      '{ CreatorData { profile { name } } CreatorCampaigns(first: 20) { nodes { id name deal_id } } }',
      {},
      server.url,
    );
    const campaign = view.CreatorCampaigns.nodes.find(
      (node) => node.name === CAMPAIGN && node.deal_id === null,
    );
    if (campaign)
      return { email, token, name: view.CreatorData.profile.name, campaignId: campaign.id };
  }
  throw new Error(`no seeded creator without a deal sees ${CAMPAIGN}`);
}

beforeAll(async () => {
  server = await startSeededServer(CREATORS);
  creator = await creatorForTheCampaign();
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The value beside a term of a figures list (`<dt>` then `<dd>`). */
const figure = (within: Locator, term: string) =>
  within
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The creator's deal page, loaded afresh (what the server holds now). */
async function openCreatorDeal() {
  await creatorPage.goto(`${server.url}/creator/deals/${dealId}`);
  await heading(creatorPage, CAMPAIGN).waitFor(LIVE);
}

/** The brand's deal page, loaded afresh. */
async function openBrandDeal() {
  await brandPage.goto(`${server.url}/deal/${dealId}`);
  await heading(brandPage, CAMPAIGN).waitFor(LIVE);
}

/** Sends the sample video from the upload panel, the network slowed so the progress shows. */
async function uploadVideo(title: string) {
  const panel = section(creatorPage, title);
  await panel.getByLabel(creatorDealTexts.upload.chooseFiles, { exact: true }).setInputFiles({
    name: 'routine.webm',
    mimeType: 'video/webm',
    buffer: Buffer.from(await contentVideo()),
  });
  await panel.getByText(format(creatorDealTexts.upload.chosen_one, { count: 1 })).waitFor();
  const cdp = await creatorPage.context().newCDPSession(creatorPage);
  // About 200 KB at 64 KB/s: the upload takes a few seconds, its bar in view meanwhile.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  await panel.getByRole('button', { name: creatorDealTexts.upload.send }).click();
  await panel.getByRole('progressbar').waitFor(LIVE);
  await panel.getByRole('progressbar').waitFor({ state: 'detached', ...LIVE });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
}

describe('a deal from the pick to the payout, both sides in the browser', () => {
  it('the creator applies on a phone; the brand picks', async () => {
    creatorPage = await browser.newPage(375, 812);
    await creatorPage.goto(`${server.url}/creator/login`);
    await reactOwnsRoot(creatorPage);
    await creatorPage.getByLabel(accountTexts.fields.email).fill(creator.email);
    await creatorPage
      .getByLabel(accountTexts.fields.password, { exact: true })
      .fill(server.creatorPassword);
    await creatorPage.getByRole('button', { name: accountTexts.login.submit }).click();
    await creatorPage.waitForURL('**/creator/marketplace', LIVE);
    await creatorPage.goto(`${server.url}/creator/campaigns/${creator.campaignId}`);
    await creatorPage.getByLabel(marketplaceTexts.apply.pitch).fill(PITCH);
    await creatorPage
      .getByRole('button', { name: marketplaceTexts.apply.submit, exact: true })
      .click();
    await creatorPage.getByText(marketplaceTexts.apply.applied).waitFor(LIVE);

    brandPage = await browser.newPage(1440, 900);
    await brandPage.goto(`${server.url}${await server.demoLoginPath()}`);
    await heading(brandPage, en.screens.dashboard.title).waitFor(LIVE);
    await brandPage.goto(
      `${server.url}/campaign/${creator.campaignId}/creators-discovery?tab=applicants`,
    );
    await brandPage
      .getByRole('button', { name: format(creatorsTexts.list.pickName, { name: creator.name }) })
      .click();

    // The creator's deals list the new one, with its next step: the brand ships first.
    await creatorPage.goto(`${server.url}/creator/deals`);
    await heading(creatorPage, en.screens.creatorDeals.title).waitFor(LIVE);
    const open = creatorPage.getByRole('link', {
      name: format(creatorDealTexts.card.open, { campaign: CAMPAIGN }),
    });
    await open.first().waitFor(LIVE);
    await creatorPage.getByText(creatorDealTexts.next.awaitShipping).first().waitFor();
    await open.first().click();
    await creatorPage.waitForURL('**/creator/deals/*', LIVE);
    dealId = new URL(creatorPage.url()).pathname.split('/').pop()!;
    await heading(creatorPage, CAMPAIGN).waitFor(LIVE);
  });

  it('the brand ships; the creator tracks the parcel and confirms receipt', async () => {
    await openBrandDeal();
    const ship = brandPage.getByRole('form', { name: dealTexts.ship.title });
    await ship.getByLabel(dealTexts.ship.carrier).selectOption({ label: dealTexts.carrier.ups });
    await ship.getByLabel(dealTexts.ship.trackingNumber).fill('1Z999AA10123456784');
    await ship.getByRole('button', { name: dealTexts.ship.submit }).click();
    await ship.waitFor({ state: 'detached', ...LIVE });

    await openCreatorDeal();
    const track = creatorPage.getByRole('link', { name: creatorDealTexts.shipment.track });
    expect(await track.getAttribute('href')).toContain('1Z999AA10123456784');
    await creatorPage.getByRole('button', { name: creatorDealTexts.shipment.received }).click();
    await section(creatorPage, creatorDealTexts.upload.title).waitFor(LIVE);
  });

  it('the creator uploads the video, its progress shown', async () => {
    await uploadVideo(creatorDealTexts.upload.title);
    await openCreatorDeal();
    await creatorPage.getByText(creatorDealTexts.next.review).first().waitFor(LIVE);
  });

  it("the brand's revision, pinned to a moment, shows on the creator's own video", async () => {
    await openBrandDeal();
    const review = section(brandPage, dealTexts.review.title);
    const timeline = brandPage.getByTestId('content-timeline');
    await expect
      .poll(() => timeline.evaluate((element) => getComputedStyle(element).cursor), LIVE)
      .toBe('crosshair');
    const box = (await timeline.boundingBox())!;
    await timeline.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await review
      .getByRole('textbox', { name: format(dealTexts.review.timeCommentAt, { time: '0:03' }) })
      .fill(COMMENT);
    await review.getByLabel(dealTexts.review.feedback).fill(FEEDBACK);
    await review.getByRole('button', { name: dealTexts.review.revisionSubmit }).click();
    await review.waitFor({ state: 'detached', ...LIVE });

    await openCreatorDeal();
    const feedback = section(creatorPage, creatorDealTexts.revision.title);
    await feedback.getByText(FEEDBACK).waitFor(LIVE);
    await feedback.getByText(COMMENT).waitFor();
    // The comment takes the creator's video to its moment.
    await feedback
      .getByRole('button', {
        name: format(contentTexts.viewer.seek, { time: '0:03' }),
        exact: true,
      })
      .click();
    const video = feedback.getByLabel(format(contentTexts.viewer.video, { creator: creator.name }));
    await expect
      .poll(() =>
        video.evaluate((element) => Math.round((element as HTMLVideoElement).currentTime)),
      )
      .toBe(3);

    await uploadVideo(creatorDealTexts.upload.titleAgain);
    await openCreatorDeal();
    await creatorPage.getByText(creatorDealTexts.next.review).first().waitFor(LIVE);
  });

  it('the brand accepts the second upload', async () => {
    await openBrandDeal();
    const latest = brandPage.getByTestId('latest-content');
    await latest.getByText(format(dealTexts.content.round, { round: 2 })).waitFor(LIVE);
    await section(brandPage, dealTexts.review.title)
      .getByRole('button', { name: dealTexts.review.accept })
      .click();
    const dialog = brandPage.getByRole('alertdialog', { name: dealTexts.review.acceptTitle });
    await dialog.getByRole('button', { name: dealTexts.review.acceptConfirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await brandPage
      .getByTitle(dealTexts.list.columns.status, { exact: true })
      .getByText(dealTexts.status.completed, { exact: true })
      .waitFor(LIVE);
  });

  it('the creator finds the fee available, adds a payout account and is paid', async () => {
    const { CreatorDeal } = await graphql<{ CreatorDeal: { fee: number } }>(
      creator.token,
      'query D($id: ID!) { CreatorDeal(id: $id) { fee } }',
      { id: dealId },
      server.url,
    );
    const fee = CreatorDeal.fee;
    expect(fee).toBeGreaterThan(0);

    await creatorPage.goto(`${server.url}/creator/earnings`);
    const figures = section(creatorPage, earningsTexts.figures.label);
    await figure(figures, earningsTexts.figures.available).getByText(dollars(fee)).waitFor(LIVE);

    await creatorPage.getByRole('button', { name: earningsTexts.account.add }).click();
    const form = creatorPage.getByRole('dialog', { name: earningsTexts.account.form.title });
    await form.getByLabel(earningsTexts.account.form.holderName).fill(creator.name);
    await form.getByLabel(earningsTexts.account.form.routingNumber).fill('110000000');
    await form.getByLabel(earningsTexts.account.form.accountNumber).fill('000123456789');
    await form.getByRole('button', { name: earningsTexts.account.form.submit }).click();
    await form.waitFor({ state: 'detached', ...LIVE });
    await creatorPage.getByText('STRIPE TEST BANK •••• 6789').waitFor(LIVE);

    await figures.getByRole('button', { name: earningsTexts.request.action }).click();
    const request = creatorPage.getByRole('dialog', { name: earningsTexts.request.title });
    // Prefilled with all that is available, in dollars.
    expect(Number(await request.getByLabel(earningsTexts.request.amount).inputValue())).toBe(
      fee / 100,
    );
    await request.getByRole('button', { name: earningsTexts.request.submit }).click();
    await request.waitFor({ state: 'detached', ...LIVE });

    const payouts = section(creatorPage, earningsTexts.payouts.title);
    await payouts.getByText(earningsTexts.payouts.status.paid, { exact: true }).waitFor(LIVE);
    await figure(figures, earningsTexts.figures.paidOut).getByText(dollars(fee)).waitFor(LIVE);
    await figure(figures, earningsTexts.figures.available).getByText(dollars(0)).waitFor();

    // The brand's spend this week is this fee (nothing else was paid from escrow), as the
    // creator's earnings say, read from the same ledger.
    const { DashboardSpend } = await graphql<{ DashboardSpend: Array<{ spent: number }> }>(
      await server.demoSession(),
      '{ DashboardSpend(weeks: 1) { spent } }',
      {},
      server.url,
    );
    expect(DashboardSpend.map((week) => week.spent)).toEqual([fee]);
    const { CreatorEarnings } = await graphql<{
      CreatorEarnings: { available: number; paid_out: number; in_flight: number };
    }>(creator.token, '{ CreatorEarnings { available paid_out in_flight } }', {}, server.url);
    expect(CreatorEarnings).toEqual({ available: 0, paid_out: fee, in_flight: 0 });

    await creatorPage.context().close();
    await brandPage.context().close();
  });
});
