import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contentTexts from '@/locales/en/content.json';
import texts from '@/locales/en/deals.json';
import nav from '@/locales/en/nav.json';
import { browserForThisFile } from './browser';
import { startSeededServer, type SeededServer } from './creators';
import { creatorSide, realtimeReady, seededDeal, type SeededDeal } from './deals';
import { en, heading } from './helpers';
import { graphql } from './money';

// A deal followed from the pick to paid content in the browser (docs/product.md#deal-statuses),
// the creator's side played by the simulator's step functions against the same server: the
// seeded shipping deal is shipped from its page, the creator confirms receipt and uploads
// the sample video while the page is open (it updates without a reload), a revision pinned
// to a moment of the video is asked for, the creator uploads again, the content is accepted
// (UGC video: the deal completes), a chat message from the creator arrives live, and
// ContentListing shows the upload Accepted.

/** The seed gives the shipping campaign a deal as soon as one creator matches it. */
const CREATORS = 5;
/** A live change crosses the server, the broker and a refetch: seconds on a busy machine. */
const LIVE = { timeout: 15_000 };

const browser = browserForThisFile();
let server: SeededServer;
let deal: SeededDeal;
let creator: ReturnType<typeof creatorSide>;
let page: Page;

beforeAll(async () => {
  server = await startSeededServer(CREATORS);
  deal = await seededDeal(server);
  creator = creatorSide(server, deal);
});
afterAll(async () => {
  await server?.stop();
});

/** A deal's status or delivery badge (their titles say which) showing `label`. */
const badge = (within: Page | Locator, kind: 'status' | 'delivery', label: string) =>
  within.getByTitle(texts.list.columns[kind], { exact: true }).getByText(label, { exact: true });
const section = (name: string) => page.getByRole('region', { name, exact: true });
const review = () => section(texts.review.title);
const chatMessages = () => page.getByTestId('chat-message');
const format = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [key, value]) => out.replace(`{{${key}}}`, String(value)),
    text,
  );

/** The deal's uploads as the server holds them, newest first. */
async function uploads() {
  const { Deal } = await graphql<{
    Deal: {
      contents: Array<{
        round: number;
        status: string;
        feedback: string | null;
        time_comments: Array<{ at_seconds: number; text: string }>;
      }>;
    };
  }>(
    await server.demoSession(),
    `
      query Deal($id: ID!) {
        Deal(id: $id) {
          contents {
            round
            status
            feedback
            time_comments {
              at_seconds
              text
            }
          }
        }
      }
    `,
    { id: deal.id },
    server.url,
  );
  return Deal.contents;
}

describe('a shipping deal from "Deal started" to accepted content', () => {
  it('lists the seeded deal in TheDeals and opens it', async () => {
    page = await browser.newPage(1440, 900);
    await page.goto(`${server.url}${await server.demoLoginPath()}`);
    await heading(page, en.screens.dashboard.title).waitFor(LIVE);
    await page.getByRole('link', { name: nav.items.deals, exact: true }).click();
    await heading(page, en.screens.theDeals.title).waitFor();

    const row = page.getByTestId('deal-row').filter({ hasText: deal.creatorName });
    await row.waitFor(LIVE);
    expect(await row.innerText()).toContain(deal.campaignName);
    await badge(row, 'status', texts.status.creator_accepted).waitFor();
    await badge(row, 'delivery', texts.delivery.pending_shipping).waitFor();

    await row.getByRole('link', { name: deal.creatorName }).click();
    await heading(page, deal.campaignName).waitFor(LIVE);
    expect(new URL(page.url()).pathname).toBe(`/deal/${deal.id}`);
  });

  it('ships the product with a carrier and a tracking number', async () => {
    const form = page.getByRole('form', { name: texts.ship.title });
    await form.getByLabel(texts.ship.carrier).selectOption({ label: texts.carrier.ups });
    await form.getByLabel(texts.ship.trackingNumber).fill('1Z999AA10123456784');
    await form.getByRole('button', { name: texts.ship.submit }).click();

    // A shipping deal: the company shipped the product (a refund deal's reads "purchased").
    await badge(page, 'status', texts.statusShipping.purchased_sent).waitFor(LIVE);
    await badge(page, 'delivery', texts.delivery.pending_delivery).waitFor();
    await form.waitFor({ state: 'detached' });
    const delivery = section(texts.delivery_info.title);
    expect(await delivery.innerText()).toContain('1Z999AA10123456784');
  });

  it("shows the creator's receipt and upload live, with the review", async () => {
    await realtimeReady(page, server);
    await creator.step('confirm_receipt');
    await badge(page, 'status', texts.status.product_received).waitFor(LIVE);
    await badge(page, 'delivery', texts.delivery.delivered).waitFor();

    await creator.step('upload_content');
    await badge(page, 'status', texts.status.content_approved_by_admin).waitFor(LIVE);
    const latest = page.getByTestId('latest-content');
    await latest.getByText(format(texts.content.round, { round: 1 })).waitFor();
    await latest
      .getByLabel(format(contentTexts.viewer.video, { creator: deal.creatorName }))
      .waitFor();
    await review().getByRole('button', { name: texts.review.accept }).waitFor();
    await review().getByRole('form', { name: texts.review.revisionTitle }).waitFor();
  });

  it('asks for a revision with a comment pinned on the video timeline', async () => {
    // The timeline takes pins once the player knows the video's length (6 s).
    const timeline = page.getByTestId('content-timeline');
    await expect
      .poll(() => timeline.evaluate((element) => getComputedStyle(element).cursor), LIVE)
      .toBe('crosshair');
    const box = (await timeline.boundingBox())!;
    await timeline.click({ position: { x: box.width / 2, y: box.height / 2 } });
    const comment = review().getByRole('textbox', {
      name: format(texts.review.timeCommentAt, { time: '0:03' }),
    });
    await comment.fill('Hold the bottle closer to the camera here.');
    const feedback = 'Please show the texture on your hand for longer.';
    await review().getByLabel(texts.review.feedback).fill(feedback);
    await review().getByRole('button', { name: texts.review.revisionSubmit }).click();

    await badge(page, 'status', texts.status.product_received).waitFor(LIVE);
    await review().waitFor({ state: 'detached' });
    const latest = page.getByTestId('latest-content');
    await latest.getByText(contentTexts.status.denied, { exact: true }).waitFor();
    expect(await latest.innerText()).toContain(feedback);
    expect(await uploads()).toEqual([
      {
        round: 1,
        status: 'denied',
        feedback,
        time_comments: [{ at_seconds: 3, text: 'Hold the bottle closer to the camera here.' }],
      },
    ]);
  });

  it('accepts the second upload; the UGC video deal completes', async () => {
    await creator.acknowledgeRevision();
    await chatMessages().first().waitFor(LIVE);
    await creator.step('upload_content');
    const latest = page.getByTestId('latest-content');
    await latest.getByText(format(texts.content.round, { round: 2 })).waitFor(LIVE);
    await review().getByRole('button', { name: texts.review.accept }).click();

    const dialog = page.getByRole('alertdialog', { name: texts.review.acceptTitle });
    await dialog.getByRole('button', { name: texts.review.acceptConfirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await badge(page, 'status', texts.status.completed).waitFor(LIVE);
    // The acceptance is the "Get paid" step, then the deal completes at once.
    const steps = section(texts.overview.timeline).getByRole('listitem');
    await steps
      .filter({ hasText: texts.action.accept_content })
      .getByText(texts.status.company_accepts_content, { exact: true })
      .waitFor();
    await steps
      .filter({ hasText: texts.action.complete })
      .getByText(texts.status.completed, { exact: true })
      .waitFor();
    expect((await uploads()).map(({ round, status }) => [round, status])).toEqual([
      [2, 'bought'],
      [1, 'denied'],
    ]);
  });

  it("receives the creator's chat message live on the open deal", async () => {
    // The history first (the creator's note on the revision), then the new message live.
    await chatMessages().first().waitFor(LIVE);
    const before = await chatMessages().count();

    const text = 'Thanks for accepting! The post goes up on Friday: https://example.com/p/1';
    await creator.send(text);
    const message = chatMessages().filter({ hasText: 'Thanks for accepting!' });
    await message.waitFor(LIVE);
    expect(await message.getByRole('link', { name: 'https://example.com/p/1' }).count()).toBe(1);
    expect(await chatMessages().count()).toBe(before + 1);
  });

  it('lists the accepted upload as Accepted in ContentListing', async () => {
    await page.getByRole('link', { name: nav.items.content, exact: true }).click();
    await heading(page, en.screens.contentListing.title).waitFor();
    const cards = page
      .getByRole('list', { name: contentTexts.listing.grid })
      .getByRole('button')
      .filter({ hasText: deal.creatorName });
    await cards.filter({ hasText: contentTexts.status.bought }).waitFor(LIVE);
    await cards.filter({ hasText: contentTexts.status.denied }).waitFor();
    expect(await cards.count()).toBe(2);

    // The viewer of the accepted upload says so too.
    await cards.filter({ hasText: contentTexts.status.bought }).click();
    const viewer = page.getByRole('dialog', {
      name: format(contentTexts.listing.dialog.title, { creator: deal.creatorName }),
    });
    await viewer.getByText(contentTexts.status.bought, { exact: true }).waitFor();
  });
});
