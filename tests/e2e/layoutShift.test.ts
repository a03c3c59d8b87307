import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dealTexts from '@/locales/en/deals.json';
import { browserForThisFile } from './browser';
import { simulateApplications, startSeededServer, type SeededServer } from './creators';
import { dealUnderReview } from './deals';
import { en, heading } from './helpers';
import { MAX_LAYOUT_SHIFT, recordLayoutShifts, shiftSoFar } from './layoutShifts';
import { graphql } from './money';

// What arrives late moves nothing already shown: the dashboard and the deals list of a
// company with data, opened at a phone's width and a desktop's, add up at most 0.02 of
// layout shift until their content is shown (the Cumulative Layout Shift measure; 0.1 is
// where "good" ends). Skeletons hold the size of what replaces them. Shifts right after
// an input do not count, as in CLS: these pages are only opened.

/** Creators who apply to the demo company's campaign and are picked: its deals. */
const APPLICANTS = 5;
const WIDTHS = [375, 1440];

const browser = browserForThisFile();
let server: SeededServer;

beforeAll(async () => {
  server = await startSeededServer(100);
  // The seed's shipping deal, one deal with content to review, and picked creators: deals
  // in several stages, enough rows to fill a phone's screen.
  const [reviewed, ...picked] = await simulateApplications(server, APPLICANTS);
  await dealUnderReview(server, reviewed!);
  const session = await server.demoSession();
  for (const creatorId of picked) {
    await graphql(
      session,
      `
        mutation DealCreate($campaign_id: ID!, $creator_id: ID!) {
          DealCreate(campaign_id: $campaign_id, creator_id: $creator_id) {
            id
          }
        }
      `,
      { campaign_id: server.campaignId, creator_id: creatorId },
      server.url,
    );
  }
});
afterAll(async () => {
  await server?.stop();
});

/** A page logged in as the demo company that records every layout shift of each load. */
async function loggedInPage(width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 },
  });
  await recordLayoutShifts(context);
  const page = await context.newPage();
  await page.goto(`${server.url}${await server.demoLoginPath()}`);
  await heading(page, en.screens.dashboard.title).waitFor();
  return page;
}

describe('layout shift while a page loads', () => {
  for (const width of WIDTHS) {
    it(`the dashboard at ${width} px moves nothing when its figures arrive`, async () => {
      const page = await loggedInPage(width);
      // A new visit with the stored session: a fresh document, its own shifts only.
      await page.goto(`${server.url}/`);
      await page.getByTestId('dashboard-loading').waitFor({ state: 'detached' });
      await page.locator('[data-kind]').first().waitFor();
      await page.locator('[data-testid="spend-summary"], [data-testid="spend-empty"]').waitFor();
      const shift = await shiftSoFar(page);
      await page.context().close();
      expect(shift).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });

    it(`the deals list at ${width} px moves nothing when its rows arrive`, async () => {
      const page = await loggedInPage(width);
      await page.goto(`${server.url}/deals`);
      // However many deals the seed's past and the applicants made: the rows are in.
      const showing = new RegExp(
        `^${dealTexts.list.showing_other.replace('{{shown}}', '\\d+').replace('{{count}}', '\\d+')}$`,
      );
      await page.getByText(showing).waitFor();
      const shift = await shiftSoFar(page);
      // A short list does not bring the footer into the first screen (where the rows'
      // arrival would push it down): the content is at least the screen's height.
      const footerTop = await page
        .locator('footer')
        .evaluate((footer) => footer.getBoundingClientRect().top);
      const screenHeight = page.viewportSize()!.height;
      await page.context().close();
      expect(shift).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      expect(footerTop).toBeGreaterThanOrEqual(screenHeight);
    });
  }
});
