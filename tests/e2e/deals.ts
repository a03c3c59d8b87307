/**
 * The seeded demo deal and its creator's side, for the end-to-end deal tests: the deal
 * `npm run seed` makes on the shipping campaign ("Deal started", waiting for the company to
 * ship), a session for its creator from `admin creator-session`, and the creator's steps
 * taken by the simulator's own step functions (the same code `npm run simulate` runs).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  acknowledgeRevision,
  creatorCall,
  creatorDeals,
  nextStep,
  playStep,
  type CreatorStep,
  type SimulatedDeal,
} from '@/server/seed/dealSimulator';
import { seededRandom } from '@/server/seed/random';
import type { SeededServer } from './creators';
import { graphql } from './money';

export interface SeededDeal {
  id: string;
  campaignName: string;
  creatorId: string;
  creatorName: string;
  /** The creator's session: the simulator acts with it. */
  creatorToken: string;
}

const DEALS = `query Deals { Deals(first: 5) { nodes { id status
  campaign { name delivery_type } creator { id name } } } }`;

interface DealsData {
  Deals: {
    nodes: Array<{
      id: string;
      status: string;
      campaign: { name: string; delivery_type: string };
      creator: { id: string; name: string };
    }>;
  };
}

/** The seeded shipping deal of the demo company, with a session for its creator. */
export async function seededDeal(server: SeededServer): Promise<SeededDeal> {
  const { Deals } = await graphql<DealsData>(await server.demoSession(), DEALS, {}, server.url);
  const deal = Deals.nodes.find(
    (node) => node.campaign.delivery_type === 'shipping' && node.status === 'creator_accepted',
  );
  if (!deal) throw new Error(`the seed made no shipping deal: ${JSON.stringify(Deals.nodes)}`);
  return {
    id: deal.id,
    campaignName: deal.campaign.name,
    creatorId: deal.creator.id,
    creatorName: deal.creator.name,
    creatorToken: await server.admin('creator-session', deal.creator.id),
  };
}

/** The simulator's side of one deal: its step functions, one call at a time. */
export function creatorSide(server: SeededServer, deal: { id: string; creatorToken: string }) {
  const random = seededRandom(`e2e-deal-${deal.id}`);
  const current = async (): Promise<SimulatedDeal> => {
    const found = (await creatorDeals(server.url, deal.creatorToken)).find(
      (one) => one.id === deal.id,
    );
    if (!found) throw new Error(`deal ${deal.id} is not among its creator's deals`);
    return found;
  };
  return {
    /** Takes the creator's next step, which must be `expected`. */
    async step(expected: CreatorStep) {
      const seen = await current();
      expect(nextStep(seen)).toBe(expected);
      expect(await playStep(server.url, deal.creatorToken, seen, random)).toBe(
        `deal ${deal.id}: ${expected}`,
      );
    },
    /** After a revision request: says so in the chat (before uploading again). */
    async acknowledgeRevision() {
      expect(
        await acknowledgeRevision(server.url, deal.creatorToken, await current(), random),
      ).toBe(`deal ${deal.id}: acknowledged the revision`);
    },
    /** Writes `text` in the deal's chat, as the creator's app does. */
    async send(text: string) {
      const answer = await creatorCall(
        server.url,
        deal.creatorToken,
        `mutation CreatorDealMessageSend($id: ID!, $text: String!) {
          CreatorDealMessageSend(id: $id, text: $text) { id } }`,
        { id: deal.id, text },
      );
      expect(answer.errors).toBeUndefined();
    },
  };
}

/**
 * A deal on the demo company's refund campaign with content waiting for its review: the
 * company picks `creatorId` (a creator who applied), who buys the product, confirms receipt
 * and uploads the sample video. Answers the deal's id.
 */
export async function dealUnderReview(server: SeededServer, creatorId: string): Promise<string> {
  const { DealCreate } = await graphql<{ DealCreate: { id: string } }>(
    await server.demoSession(),
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
  const creator = creatorSide(server, {
    id: DealCreate.id,
    creatorToken: await server.admin('creator-session', creatorId),
  });
  await creator.step('report_purchase');
  await creator.step('confirm_receipt');
  await creator.step('upload_content');
  return DealCreate.id;
}

/**
 * Waits until the app on `page` listens to its real-time topics: a notification published
 * by the admin command shows as a toast (each try its own text). Every change after this
 * reaches the open page live.
 */
export async function realtimeReady(page: Page, server: SeededServer) {
  for (let attempt = 1; attempt <= 20; attempt++) {
    const text = `Listening check ${attempt}`;
    await server.admin('notify', 'demo@example.com', text);
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
