/**
 * A deal from pick to paid creator, for every campaign type and delivery type, through the
 * API of both parties (docs/product.md#deal-statuses), with the ledger checked at each money
 * step (docs/product.md#wallet-and-ledger): the reimbursement and the creator's fee leave
 * escrow for creator payouts, a cancelled deal's money returns to the wallet, and once every
 * deal has ended the campaign is completed and what is left of escrow is the platform's fee.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignType, DeliveryType } from '@/domain/campaigns/rules';
import { dealMoney } from '@/domain/deals/rules';
import { campaignRow } from './helpers/creators';
import { accountSums } from './helpers/campaigns';
import { campaignWithDeals, contentFor, dealApi, dealOf, uploadContent } from './helpers/deals';
import type { ApiDeal } from './helpers/deals';
import { serverForFile } from './helpers/testServer';
import { expectConsistentLedger } from './helpers/wallet';

const t = serverForFile();

const CASES: Array<[CampaignType, DeliveryType]> = (
  ['ugc_image', 'ugc_video', 'social_media', 'product_package'] as const
).flatMap((type) =>
  (['refund', 'shipping'] as const).map((delivery): [CampaignType, DeliveryType] => [
    type,
    delivery,
  ]),
);

const WALLET_CREDIT = 100_000_00;

describe('a deal from pick to paid creator, for every type and delivery', () => {
  it.each(CASES)('%s, %s delivery', async (type, delivery) => {
    // Product packages come in 10 deals: one is followed, the others are not picked.
    const { company, token, campaign, deals } = await campaignWithDeals(t, { type, delivery });
    const [deal] = deals;
    const { id, creatorToken } = deal!;
    const money = dealMoney(campaign.cost_lines);
    const escrow = campaign.total_cents;
    const reimbursement = delivery === 'refund' ? money.reimbursementCents : 0;
    expect(money.feeCents).toBeGreaterThan(0);
    if (delivery === 'refund') expect(reimbursement).toBeGreaterThan(0);
    else expect(money.reimbursementCents).toBe(0);

    const sums = () => accountSums(t, company.id);
    expect(await sums()).toEqual({
      wallet: WALLET_CREDIT - escrow,
      bank_clearing: -WALLET_CREDIT,
      campaign_escrow: escrow,
    });

    let shown: ApiDeal = dealOf(await dealApi(t, token, 'deal', { id }));
    expect(shown).toMatchObject({
      status: 'creator_accepted',
      delivery: 'pending_shipping',
      fee: money.feeCents,
      reimbursement,
      actions: delivery === 'shipping' ? ['ship', 'cancel'] : ['cancel'],
    });

    // Product purchased: the company ships, or the creator buys and is reimbursed.
    if (delivery === 'shipping') {
      shown = dealOf(
        await dealApi(t, token, 'ship', { id, carrier: 'ups', tracking_number: '1Z999AA10' }),
      );
      expect(shown).toMatchObject({ carrier: 'ups', tracking_number: '1Z999AA10' });
      expect(await sums()).toMatchObject({ campaign_escrow: escrow });
    } else {
      shown = dealOf(
        await dealApi(t, creatorToken, 'reportPurchase', { id, order_number: 'AMZ-1234' }),
      );
      expect(shown.order_number).toBe('AMZ-1234');
      expect(await sums()).toMatchObject({
        campaign_escrow: escrow - reimbursement,
        creator_payouts: reimbursement,
      });
    }
    expect(shown).toMatchObject({ status: 'purchased_sent', delivery: 'pending_delivery' });

    shown = dealOf(await dealApi(t, creatorToken, 'confirmReceipt', { id }));
    expect(shown).toMatchObject({
      status: 'product_received',
      delivery: 'delivered',
      actions: ['upload_content', 'cancel'],
    });

    // Screening is automatic by default: the content goes straight to the company's review.
    const uploaded = await uploadContent(t, creatorToken, id, contentFor(type));
    shown = dealOf(uploaded);
    const kind = type === 'ugc_video' ? 'video' : 'image';
    expect(shown.status).toBe('content_approved_by_admin');
    expect(shown.contents).toHaveLength(1);
    expect(shown.contents[0]).toMatchObject({ kind, status: 'accepted', round: 1 });
    expect(shown.contents[0]!.files).toHaveLength(kind === 'video' ? 1 : 2);
    expect(shown.actions).toEqual([]); // the creator waits for the company
    const forCompany = dealOf(await dealApi(t, token, 'deal', { id }));
    expect(forCompany.actions).toEqual(['accept_content', 'request_revision']);
    expect(Date.parse(forCompany.auto_accept_at!)).toBeGreaterThan(Date.now());

    shown = dealOf(await dealApi(t, token, 'accept', { id, content_id: shown.contents[0]!.id }));
    expect(shown.contents[0]).toMatchObject({ status: 'bought' });
    expect(shown.contents[0]!.reviewed_at).not.toBeNull();
    expect(await sums()).toMatchObject({ creator_payouts: reimbursement + money.feeCents });

    if (type === 'social_media') {
      expect(shown.status).toBe('creator_waiting_for_publish_date');
      shown = dealOf(
        await dealApi(t, creatorToken, 'reportPost', {
          id,
          post_url: 'https://instagram.com/p/abc123',
        }),
      );
      expect(shown.post_url).toBe('https://instagram.com/p/abc123');
    }
    expect(shown).toMatchObject({ status: 'completed', delivery: 'delivered', actions: [] });
    expect(shown.events.map((event) => [event.action, event.actor])).toEqual([
      delivery === 'shipping' ? ['ship', 'company'] : ['report_purchase', 'creator'],
      ['confirm_receipt', 'creator'],
      ['upload_content', 'creator'],
      ['approve_content', 'system'],
      ['accept_content', 'company'],
      type === 'social_media' ? ['wait_for_publish', 'system'] : ['complete', 'system'],
      ...(type === 'social_media' ? [['report_post', 'creator']] : []),
    ]);

    // One deal of one: the campaign is completed and keeps only its platform fee.
    const platformFee = campaign.cost_lines.find((line) => line.kind === 'platform_fee')!;
    const after = await campaignRow(t, campaign.id);
    if (type === 'product_package') {
      expect(after.status).toBe('active'); // nine of its ten deals were never picked
      expect(await sums()).toMatchObject({
        campaign_escrow: escrow - reimbursement - money.feeCents,
      });
    } else {
      expect(after.status).toBe('completed');
      expect(await sums()).toEqual({
        wallet: WALLET_CREDIT - escrow,
        bank_clearing: -WALLET_CREDIT,
        campaign_escrow: 0,
        creator_payouts: reimbursement + money.feeCents,
        platform_revenue: platformFee.amountCents,
      });
    }
    expect(await expectConsistentLedger(t, company.id)).toBe(WALLET_CREDIT - escrow);
  });
});

describe('cancelling and completing', () => {
  it('returns a cancelled deal’s money to the wallet, and completes the campaign when the last deal ends', async () => {
    const { company, token, campaign, deals } = await campaignWithDeals(t, {
      type: 'ugc_video',
      delivery: 'refund',
      picks: 3,
    });
    const money = dealMoney(campaign.cost_lines);
    const escrow = campaign.total_cents;
    const [reimbursed, plain, followed] = deals;
    const sums = () => accountSums(t, company.id);

    // Reimbursed, then cancelled by the creator: only the fee comes back.
    dealOf(
      await dealApi(t, reimbursed!.creatorToken, 'reportPurchase', {
        id: reimbursed!.id,
        order_number: 'ORDER-1',
      }),
    );
    const canceled = dealOf(
      await dealApi(t, reimbursed!.creatorToken, 'creatorCancel', {
        id: reimbursed!.id,
        reason: 'The product is out of stock everywhere',
      }),
    );
    expect(canceled).toMatchObject({
      status: 'canceled',
      delivery: 'canceled',
      canceled_by: 'creator',
      cancel_reason: 'The product is out of stock everywhere',
    });
    expect(await sums()).toMatchObject({
      wallet: WALLET_CREDIT - escrow + money.feeCents,
      campaign_escrow: escrow - money.reimbursementCents - money.feeCents,
      creator_payouts: money.reimbursementCents,
    });

    // Cancelled by the company before anything was paid: fee and reimbursement come back.
    dealOf(
      await dealApi(t, token, 'cancel', {
        id: plain!.id,
        reason: 'We changed the campaign plan',
      }),
    );
    const refunded = money.feeCents * 2 + money.reimbursementCents;
    expect(await sums()).toMatchObject({ wallet: WALLET_CREDIT - escrow + refunded });
    expect((await campaignRow(t, campaign.id)).status).toBe('active'); // one deal still open
    // The slots stay taken: their money went back.
    expect((await campaignRow(t, campaign.id)).deals_count).toBe(3);

    // The last deal runs through: the campaign completes, escrow keeps nothing.
    const { id, creatorToken } = followed!;
    dealOf(await dealApi(t, creatorToken, 'reportPurchase', { id, order_number: 'ORDER-3' }));
    dealOf(await dealApi(t, creatorToken, 'confirmReceipt', { id }));
    const ready = dealOf(await uploadContent(t, creatorToken, id, contentFor('ugc_video')));
    dealOf(await dealApi(t, token, 'accept', { id, content_id: ready.contents[0]!.id }));
    const completed = await campaignRow(t, campaign.id);
    expect(completed.status).toBe('completed');
    const platformFee = campaign.cost_lines.find((line) => line.kind === 'platform_fee')!;
    expect(await sums()).toEqual({
      wallet: WALLET_CREDIT - escrow + refunded,
      bank_clearing: -WALLET_CREDIT,
      campaign_escrow: 0,
      creator_payouts: money.reimbursementCents * 2 + money.feeCents,
      platform_revenue: platformFee.amountCents,
    });
    await expectConsistentLedger(t, company.id);
  });
});
