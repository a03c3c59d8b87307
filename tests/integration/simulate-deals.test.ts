/**
 * The creator simulator's deal half, step by step against a real server: each step function
 * takes the move a creator owes (docs/product.md#deal-statuses) through the creator API
 * only, answers the company's chat and revision requests, and the company sees every move.
 * Then one real `npm run simulate -- --part deals` run, and `admin creator-session --deals`
 * listing exactly the creators a deal waits for.
 */
import { describe, expect, it } from 'vitest';
import { dealMoney } from '@/domain/deals/rules';
import { runAdminCommand } from '@/server/admin/client';
import {
  acknowledgeRevision,
  answerMessages,
  creatorDeals,
  nextStep,
  playStep,
} from '@/server/seed/dealSimulator';
import type { SimulatedDeal } from '@/server/seed/dealSimulator';
import { seededRandom } from '@/server/seed/random';
import { dataOf } from './helpers/catalog';
import { accountSums } from './helpers/campaigns';
import { campaignWithDeals, dealApi, dealOf, dealUpTo } from './helpers/deals';
import type { PickedTestDeal } from './helpers/deals';
import { dealListApi } from './helpers/dealRows';
import { runSimulate } from './helpers/simulate';
import { serverForFile } from './helpers/testServer';
import { expectConsistentLedger } from './helpers/wallet';

const t = serverForFile();
const random = seededRandom('simulate-deals');

/** The deal as its creator (and so the simulator) sees it in CreatorDeals. */
async function asCreator(deal: PickedTestDeal): Promise<SimulatedDeal> {
  const found = (await creatorDeals(t.url, deal.creatorToken)).find((one) => one.id === deal.id);
  if (!found) throw new Error(`deal ${deal.id} is not among its creator's deals`);
  return found;
}

/** Plays the creator's next step and checks the simulator's log line names it. */
async function step(deal: PickedTestDeal, expected: string): Promise<void> {
  const seen = await asCreator(deal);
  expect(nextStep(seen)).toBe(expected);
  expect(await playStep(t.url, deal.creatorToken, seen, random)).toBe(
    `deal ${deal.id}: ${expected}`,
  );
}

/** The creator ids `creator-session --deals` lists, in its order. */
async function waitingCreators(...options: string[]): Promise<number[]> {
  const result = await runAdminCommand(t.dataDir, ['creator-session', '--deals', '50', ...options]);
  expect(result.code).toBe(0);
  return result.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [id, kind, token] = line.split(' ');
      expect(kind).toBe('deal');
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      return Number(id);
    });
}

describe('the simulator plays a creator, one step at a time', () => {
  it('a refund-delivery image deal: purchase, receipt, photos, a revision, photos again', async () => {
    const { company, token, campaign, deals } = await campaignWithDeals(t, {
      type: 'ugc_image',
      delivery: 'refund',
    });
    const deal = deals[0]!;
    const money = dealMoney(campaign.cost_lines);
    const escrow = campaign.total_cents;

    await step(deal, 'report_purchase');
    let shown = dealOf(await dealApi(t, token, 'deal', { id: deal.id }));
    expect(shown).toMatchObject({ status: 'purchased_sent', delivery: 'pending_delivery' });
    expect(shown.order_number).toMatch(/^ORD-\d{6}-\d{2}$/);
    // The reimbursement left escrow for the creator when the purchase was reported.
    expect(await accountSums(t, company.id)).toMatchObject({
      campaign_escrow: escrow - money.reimbursementCents,
      creator_payouts: money.reimbursementCents,
    });

    await step(deal, 'confirm_receipt');
    await step(deal, 'upload_content');
    shown = dealOf(await dealApi(t, token, 'deal', { id: deal.id }));
    expect(shown.status).toBe('content_approved_by_admin');
    const first = shown.contents[0]!;
    expect(first).toMatchObject({ kind: 'image', status: 'accepted', round: 1 });
    expect(first.files.length).toBeGreaterThanOrEqual(2);
    expect(first.files.length).toBeLessThanOrEqual(4);
    expect(new Set(first.files.map((file) => file.content_type))).toEqual(new Set(['image/png']));
    // The creator waits for the company: no step, and nothing to acknowledge yet.
    const waiting = await asCreator(deal);
    expect(nextStep(waiting)).toBeNull();
    expect(await playStep(t.url, deal.creatorToken, waiting, random)).toBeNull();
    expect(await acknowledgeRevision(t.url, deal.creatorToken, waiting, random)).toBeNull();

    const feedback = 'Please show the label of the bottle in the light.';
    dataOf(await dealApi(t, token, 'revision', { id: deal.id, content_id: first.id, feedback }));
    const revised = await asCreator(deal);
    expect(revised.status).toBe('product_received');
    expect(await acknowledgeRevision(t.url, deal.creatorToken, revised, random)).toBe(
      `deal ${deal.id}: acknowledged the revision`,
    );
    const chat = dataOf(await dealListApi(t, token, 'messages', { id: deal.id }));
    expect(chat.DealMessages.nodes).toHaveLength(1);
    expect(chat.DealMessages.nodes[0]).toMatchObject({ author: 'creator' });

    await step(deal, 'upload_content');
    shown = dealOf(await dealApi(t, token, 'deal', { id: deal.id }));
    expect(shown.contents.map((content) => [content.round, content.status])).toEqual([
      [2, 'accepted'],
      [1, 'denied'],
    ]);
    expect(shown.contents[1]!.feedback).toBe(feedback);
    // Once uploaded again, the revision is answered: nothing more to acknowledge.
    expect(
      await acknowledgeRevision(t.url, deal.creatorToken, await asCreator(deal), random),
    ).toBeNull();

    shown = dealOf(
      await dealApi(t, token, 'accept', { id: deal.id, content_id: shown.contents[0]!.id }),
    );
    expect(shown).toMatchObject({ status: 'completed', revisions_used: 1 });
    expect(await accountSums(t, company.id)).toMatchObject({
      creator_payouts: money.reimbursementCents + money.feeCents,
    });
    await expectConsistentLedger(t, company.id);
  });

  it('a social media deal up to the reported post', async () => {
    const { token, deals } = await campaignWithDeals(t, {
      type: 'social_media',
      delivery: 'shipping',
    });
    const deal = deals[0]!;
    // Shipping delivery: the company ships, so the creator owes nothing before that.
    expect(nextStep(await asCreator(deal))).toBeNull();
    await dealUpTo(t, token, deal, 'social_media', 'shipping', 'purchased_sent');
    await step(deal, 'confirm_receipt');
    await step(deal, 'upload_content');
    const uploaded = dealOf(await dealApi(t, token, 'deal', { id: deal.id }));
    const accepted = dealOf(
      await dealApi(t, token, 'accept', { id: deal.id, content_id: uploaded.contents[0]!.id }),
    );
    expect(accepted.status).toBe('creator_waiting_for_publish_date');

    await step(deal, 'report_post');
    const shown = dealOf(await dealApi(t, token, 'deal', { id: deal.id }));
    expect(shown.status).toBe('completed');
    expect(shown.post_url).toMatch(
      new RegExp(`^https://social\\.example\\.com/p/${deal.id}-\\d+$`),
    );
    expect(nextStep(await asCreator(deal))).toBeNull();
  });

  it("answers the company's chat message; the reply reaches the company, and it is read", async () => {
    const { token, deals } = await campaignWithDeals(t, {
      type: 'ugc_video',
      delivery: 'shipping',
    });
    const deal = deals[0]!;
    const quiet = await asCreator(deal);
    expect(await answerMessages(t.url, deal.creatorToken, quiet, random)).toBeNull();

    const text = 'Hi! The parcel leaves tomorrow morning.';
    dataOf(await dealListApi(t, token, 'send', { id: deal.id, text }));
    const unread = await asCreator(deal);
    expect(unread.unread_messages).toBe(1);
    expect(await answerMessages(t.url, deal.creatorToken, unread, random)).toBe(
      `deal ${deal.id}: replied in the chat`,
    );

    const chat = dataOf(await dealListApi(t, token, 'messages', { id: deal.id }));
    expect(chat.DealMessages.nodes.map((message) => message.author)).toEqual([
      'creator',
      'company',
    ]);
    expect(chat.DealMessages.nodes[1]!.text).toBe(text);
    expect(chat.DealMessages.nodes[0]!.text.length).toBeGreaterThan(0);
    const forCompany = dealOf(await dealApi(t, token, 'deal', { id: deal.id }));
    expect(forCompany.unread_messages).toBe(1);
    const read = await asCreator(deal);
    expect(read.unread_messages).toBe(0);
    expect(await answerMessages(t.url, deal.creatorToken, read, random)).toBeNull();
  });
});

describe('npm run simulate -- --part deals', () => {
  it('takes --count steps of the one deal asked for', { timeout: 60_000 }, async () => {
    const { token, deals } = await campaignWithDeals(t, {
      type: 'ugc_image',
      delivery: 'refund',
      picks: 2,
    });
    const [deal, other] = deals;
    const run = await runSimulate(t, [
      '--part',
      'deals',
      '--deal',
      deal!.id,
      '--count',
      '2',
      '--speed',
      '6000',
    ]);
    expect(run.output).toContain('0 applications, 2 deal actions.');
    expect(run.code).toBe(0);
    const lines = run.output.split('\n').filter((line) => / deal \d+: /.test(line));
    expect(lines.map((line) => line.replace(/^\S+ /, ''))).toEqual([
      `creator ${deal!.creator.id}, deal ${deal!.id}: report_purchase`,
      `creator ${deal!.creator.id}, deal ${deal!.id}: confirm_receipt`,
    ]);
    expect(dealOf(await dealApi(t, token, 'deal', { id: deal!.id })).status).toBe(
      'product_received',
    );
    // The other deal of the campaign was left alone.
    expect(dealOf(await dealApi(t, token, 'deal', { id: other!.id })).status).toBe(
      'creator_accepted',
    );
  });

  it('lists with creator-session --deals only the creators a deal waits for', async () => {
    const { token, campaign, deals } = await campaignWithDeals(t, {
      type: 'ugc_video',
      delivery: 'shipping',
      picks: 4,
    });
    const [toShip, shipped, reviewing, messaged] = deals;
    const scope = ['--campaign', String(campaign.id)];
    // Shipping delivery: every deal waits for the company to ship.
    expect(await waitingCreators(...scope)).toEqual([]);

    await dealUpTo(t, token, shipped!, 'ugc_video', 'shipping', 'purchased_sent');
    await dealUpTo(t, token, reviewing!, 'ugc_video', 'shipping', 'content_approved_by_admin');
    dataOf(await dealListApi(t, token, 'send', { id: messaged!.id, text: 'Hello there!' }));
    const listed = await waitingCreators(...scope);
    expect(new Set(listed)).toEqual(new Set([shipped!.creator.id, messaged!.creator.id]));
    expect(listed).not.toContain(toShip!.creator.id);
    expect(listed).not.toContain(reviewing!.creator.id);
    expect(await waitingCreators(...scope, '--deal', messaged!.id)).toEqual([messaged!.creator.id]);
    expect(await waitingCreators(...scope, '--deal', reviewing!.id)).toEqual([]);

    // Once the creator read the message, that deal waits for nobody.
    dataOf(await dealListApi(t, messaged!.creatorToken, 'creatorRead', { id: messaged!.id }));
    expect(await waitingCreators(...scope)).toEqual([shipped!.creator.id]);
  });
});
