import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ACTION_TARGET,
  CAMPAIGN_ACTIONS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TAB_STATUSES,
  CAMPAIGN_TABS,
  campaignActionAllowed,
  campaignPrice,
  campaignTabOf,
  deactivationRefundCents,
} from '@/domain/campaigns/rules';
import { NO_EXTRA_RIGHTS } from '@/domain/campaigns/rights';
import type { CampaignAction, CampaignStatus, CostLineKind } from '@/domain/campaigns/rules';

/**
 * The status rules of docs/product.md#campaign-statuses, written out by hand: what the
 * company may do in each status, where each action leads, which listing tab shows each
 * status, and what a deactivation gives back.
 */
describe('campaign actions by status', () => {
  const allowed: Record<CampaignStatus, CampaignAction[]> = {
    pending_admin_approval: ['duplicate'],
    active: ['pause', 'deactivate', 'duplicate'],
    paused: ['resume', 'deactivate', 'duplicate'],
    rejected: ['duplicate'],
    deactivated: ['duplicate'],
    completed: ['duplicate'],
  };

  it.each(CAMPAIGN_STATUSES)('%s allows exactly its actions', (status) => {
    for (const action of CAMPAIGN_ACTIONS) {
      expect(campaignActionAllowed(status, action), action).toBe(allowed[status].includes(action));
    }
  });

  it('pauses to paused, resumes to active, deactivates to deactivated', () => {
    expect(CAMPAIGN_ACTION_TARGET).toEqual({
      pause: 'paused',
      resume: 'active',
      deactivate: 'deactivated',
    });
  });

  it('never moves a campaign to a status whose own actions would allow the same move again', () => {
    for (const [action, target] of Object.entries(CAMPAIGN_ACTION_TARGET)) {
      expect(campaignActionAllowed(target, action as CampaignAction), action).toBe(false);
    }
  });
});

describe('listing tabs', () => {
  it('shows the tabs in order: active, paused, completed, pending approval, rejected', () => {
    expect(CAMPAIGN_TABS).toEqual([
      'active',
      'paused',
      'completed',
      'pending_approval',
      'rejected',
    ]);
  });

  it.each<[CampaignStatus, string]>([
    ['active', 'active'],
    ['paused', 'paused'],
    ['completed', 'completed'],
    ['deactivated', 'completed'],
    ['pending_admin_approval', 'pending_approval'],
    ['rejected', 'rejected'],
  ])('lists a %s campaign under %s', (status, tab) => {
    expect(campaignTabOf(status)).toBe(tab);
    expect(CAMPAIGN_TAB_STATUSES[campaignTabOf(status)]).toContain(status);
  });

  it('puts every status in exactly one tab', () => {
    const listed = CAMPAIGN_TABS.flatMap((tab) => CAMPAIGN_TAB_STATUSES[tab]);
    expect([...listed].sort()).toEqual([...CAMPAIGN_STATUSES].sort());
  });
});

describe('deactivationRefundCents', () => {
  const lines = (deals: number, subtotal: number, fee: number, card = 0) =>
    (
      [
        ['deals', deals],
        ['subtotal', subtotal],
        ['platform_fee', fee],
        ['card_fee', card],
        ['total', subtotal + fee + card],
      ] as Array<[CostLineKind, number]>
    ).map(([kind, amountCents]) => ({ kind, amountCents }));

  it('gives nothing back when every slot was filled', () => {
    expect(deactivationRefundCents(lines(3, 9_000, 900), 0)).toBe(0);
  });

  it('gives back each unfilled slot’s price and its share of the platform fee', () => {
    // 3 deals of $30: one unfilled is $30 + $3 of the $9 fee.
    expect(deactivationRefundCents(lines(3, 9_000, 900), 1)).toBe(3_300);
    expect(deactivationRefundCents(lines(3, 9_000, 900), 2)).toBe(6_600);
  });

  it('gives back the subtotal and the whole platform fee when no slot was filled, never the card fee', () => {
    expect(deactivationRefundCents(lines(3, 9_000, 900, 396), 3)).toBe(9_900);
    // More unfilled slots than deals cannot give back more than every slot.
    expect(deactivationRefundCents(lines(3, 9_000, 900, 396), 4)).toBe(9_900);
  });

  it('rounds the fee share half up, once', () => {
    // 2 deals of $50.01, fee $10.01: one slot's fee share is 500.5 cents → 501.
    expect(deactivationRefundCents(lines(2, 10_002, 1_001), 1)).toBe(5_001 + 501);
    // 8 deals of $53.32, fee $42.66: 3 slots' share is 1599.75 → 1600; 1 slot's 533.25 → 533.
    expect(deactivationRefundCents(lines(8, 42_656, 4_266), 3)).toBe(15_996 + 1_600);
    expect(deactivationRefundCents(lines(8, 42_656, 4_266), 1)).toBe(5_332 + 533);
  });

  it('reads the lines a campaign was priced with', () => {
    // 8 basic UGC image deals, refund delivery of a $19.99 product with $3.33 of taxes and
    // shipping: $53.32 a deal, subtotal $426.56, fee $42.66 (42.656 half up).
    const { lines: priced } = campaignPrice({
      type: 'ugc_image',
      deals: 8,
      tier: 'basic',
      videoDuration: null,
      delivery: 'refund',
      productPricesCents: [19_99],
      compensationCents: 3_33,
      method: 'CARD',
      ...NO_EXTRA_RIGHTS,
    });
    expect(deactivationRefundCents(priced, 3)).toBe(15_996 + 1_600);
    expect(deactivationRefundCents(priced, 8)).toBe(42_656 + 4_266);
  });

  it('gives nothing back for lines without a number of deals', () => {
    expect(deactivationRefundCents([{ kind: 'total', amountCents: 33_00 }], 1)).toBe(0);
  });
});
