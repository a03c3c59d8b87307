/**
 * The deal state machine (docs/product.md#deal-statuses): every status × actor × action
 * against the moves written out below, the labels in both languages, the revision-round
 * rule, the deal's money and the deadlines' arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TYPES, DELIVERY_TYPES } from '@/domain/campaigns/rules';
import {
  AUTO_ACCEPT_HOURS,
  DEAL_ACTIONS,
  DEAL_ACTORS,
  DEAL_DELIVERIES,
  DEAL_DELIVERY_LABEL_KEYS,
  DEAL_STATUS_LABEL_KEYS,
  DEAL_STATUSES,
  afterAcceptance,
  autoAcceptAt,
  availableDealActions,
  cancelRefundCents,
  creatorLateAt,
  dealDelivery,
  dealMoney,
  dealMove,
  formatTimeCode,
  isDealEnded,
  revisionsLeft,
  reviewRemindersAt,
  statusesOfDelivery,
} from '@/domain/deals/rules';
import type { DealFacts, DealStatus } from '@/domain/deals/rules';
import { translate } from '@/server/i18n';

/**
 * Every allowed move, as docs/product.md tells them: "<from> <action> <actor> → <to>",
 * and when it depends on more than the status, the condition in brackets.
 */
const MOVES = `
  creator_accepted ship company → purchased_sent [shipping]
  creator_accepted report_purchase creator → purchased_sent [refund]
  purchased_sent confirm_receipt creator → product_received
  product_received upload_content creator → creator_upload_content
  creator_upload_content approve_content admin → content_approved_by_admin
  creator_upload_content approve_content system → content_approved_by_admin
  creator_upload_content reject_content admin → product_received
  content_approved_by_admin accept_content company → company_accepts_content
  content_approved_by_admin accept_content system → company_accepts_content
  content_approved_by_admin request_revision company → product_received [rounds left]
  company_accepts_content complete system → completed [not social]
  company_accepts_content wait_for_publish system → creator_waiting_for_publish_date [social]
  creator_waiting_for_publish_date report_post creator → completed
  creator_accepted cancel company → canceled [no content]
  creator_accepted cancel creator → canceled [no content]
  creator_accepted cancel admin → canceled
  purchased_sent cancel company → canceled [no content]
  purchased_sent cancel creator → canceled [no content]
  purchased_sent cancel admin → canceled
  product_received cancel company → canceled [no content]
  product_received cancel creator → canceled [no content]
  product_received cancel admin → canceled
  creator_upload_content cancel admin → canceled
  content_approved_by_admin cancel admin → canceled
  product_received finish admin → finished [content]
  creator_upload_content finish admin → finished [content]
  content_approved_by_admin finish admin → finished [content]
`
  .trim()
  .split('\n')
  .map((line) => {
    const match = /^\s*(\w+) (\w+) (\w+) → (\w+)(?: \[(.+)\])?$/.exec(line);
    if (!match) throw new Error(`unreadable move: ${line}`);
    const [, from, action, actor, to, condition] = match;
    return { from, action, actor, to, condition: condition ?? null };
  });

const holds = (condition: string | null, deal: DealFacts): boolean => {
  switch (condition) {
    case null:
      return true;
    case 'shipping':
    case 'refund':
      return deal.delivery_type === condition;
    case 'rounds left':
      return deal.revisions_used < deal.revision_rounds;
    case 'social':
      return deal.campaign_type === 'social_media';
    case 'not social':
      return deal.campaign_type !== 'social_media';
    case 'content':
      return deal.has_content;
    case 'no content':
      return !deal.has_content;
    default:
      throw new Error(`unknown condition ${condition}`);
  }
};

/** Deal facts covering every condition's both sides. */
function* everyDeal(): Generator<DealFacts> {
  for (const status of DEAL_STATUSES)
    for (const delivery_type of DELIVERY_TYPES)
      for (const campaign_type of CAMPAIGN_TYPES)
        for (const has_content of [false, true])
          for (const [revisions_used, revision_rounds] of [
            [0, 0],
            [0, 2],
            [1, 2],
            [2, 2],
            [3, 3],
          ] as const)
            yield {
              status,
              delivery_type,
              campaign_type,
              has_content,
              revisions_used,
              revision_rounds,
            };
}

describe('the transition table', () => {
  it('lists only known statuses, actions and actors', () => {
    for (const move of MOVES) {
      expect(DEAL_STATUSES).toContain(move.from);
      expect(DEAL_STATUSES).toContain(move.to);
      expect(DEAL_ACTIONS).toContain(move.action);
      expect(DEAL_ACTORS).toContain(move.actor);
    }
  });

  it('allows exactly the moves above, for every status, actor and action', () => {
    let checked = 0;
    for (const deal of everyDeal()) {
      for (const action of DEAL_ACTIONS) {
        for (const actor of DEAL_ACTORS) {
          const move = MOVES.find(
            (m) => m.from === deal.status && m.action === action && m.actor === actor,
          );
          const result = dealMove(deal, action, actor);
          const label = `${deal.status} ${action} ${actor} ${JSON.stringify(deal)}`;
          if (move && holds(move.condition, deal)) {
            expect(result, label).toEqual({ ok: true, to: move.to });
          } else {
            expect(result.ok, label).toBe(false);
          }
          checked += 1;
        }
      }
    }
    expect(checked).toBe(10 * 2 * 4 * 2 * 5 * 13 * 4);
  });

  it('lets an operator settle a dispute over uploaded content either way, not a party', () => {
    const disputed: DealFacts = {
      status: 'content_approved_by_admin',
      delivery_type: 'refund',
      campaign_type: 'ugc_image',
      has_content: true,
      revisions_used: 2,
      revision_rounds: 2,
    };
    expect(dealMove(disputed, 'cancel', 'admin')).toEqual({ ok: true, to: 'canceled' });
    expect(dealMove(disputed, 'finish', 'admin')).toEqual({ ok: true, to: 'finished' });
    expect(dealMove(disputed, 'cancel', 'company')).toEqual({ ok: false, refusal: 'not_allowed' });
    expect(dealMove(disputed, 'cancel', 'creator')).toEqual({ ok: false, refusal: 'not_allowed' });
    expect(availableDealActions(disputed, 'company')).toEqual(['accept_content']);
  });

  it('says why: not now, not yours, or the revision rounds are used', () => {
    const approved: DealFacts = {
      status: 'content_approved_by_admin',
      delivery_type: 'shipping',
      campaign_type: 'ugc_video',
      has_content: true,
      revisions_used: 2,
      revision_rounds: 2,
    };
    expect(dealMove(approved, 'ship', 'company')).toEqual({ ok: false, refusal: 'not_allowed' });
    expect(dealMove(approved, 'accept_content', 'creator')).toEqual({
      ok: false,
      refusal: 'not_yours',
    });
    expect(dealMove(approved, 'request_revision', 'company')).toEqual({
      ok: false,
      refusal: 'revisions_used',
    });
    const started = { ...approved, status: 'creator_accepted' as const, has_content: false };
    // A condition other than the rounds (refund delivery for ship) is "not now".
    expect(dealMove({ ...started, delivery_type: 'refund' }, 'ship', 'company')).toEqual({
      ok: false,
      refusal: 'not_allowed',
    });
  });

  it('never leaves an ended deal', () => {
    for (const deal of everyDeal()) {
      if (!isDealEnded(deal.status)) continue;
      for (const actor of DEAL_ACTORS) expect(availableDealActions(deal, actor)).toEqual([]);
    }
    expect(DEAL_STATUSES.filter(isDealEnded)).toEqual(['completed', 'finished', 'canceled']);
  });

  it("offers each party its screen's actions, in the table's order", () => {
    const deal: DealFacts = {
      status: 'creator_accepted',
      delivery_type: 'refund',
      campaign_type: 'ugc_image',
      has_content: false,
      revisions_used: 0,
      revision_rounds: 2,
    };
    expect(availableDealActions(deal, 'company')).toEqual(['cancel']);
    expect(availableDealActions(deal, 'creator')).toEqual(['report_purchase', 'cancel']);
    const shipping = { ...deal, delivery_type: 'shipping' as const };
    expect(availableDealActions(shipping, 'company')).toEqual(['ship', 'cancel']);
    expect(availableDealActions(shipping, 'creator')).toEqual(['cancel']);
    const review = { ...deal, status: 'content_approved_by_admin' as const, has_content: true };
    expect(availableDealActions(review, 'company')).toEqual(['accept_content', 'request_revision']);
    expect(availableDealActions(review, 'creator')).toEqual([]);
    expect(availableDealActions(review, 'admin')).toEqual(['cancel', 'finish']);
  });

  it('completes on acceptance, or waits for the post of a social media deal', () => {
    for (const type of CAMPAIGN_TYPES) {
      expect(afterAcceptance(type)).toBe(type === 'social_media' ? 'wait_for_publish' : 'complete');
    }
  });
});

describe('revision rounds', () => {
  const review = (revisions_used: number, revision_rounds: number): DealFacts => ({
    status: 'content_approved_by_admin',
    delivery_type: 'shipping',
    campaign_type: 'ugc_image',
    has_content: true,
    revisions_used,
    revision_rounds,
  });

  it('allows as many revisions as the campaign has rounds, then only acceptance', () => {
    for (const rounds of [0, 1, 2, 3]) {
      for (let used = 0; used <= rounds; used += 1) {
        const deal = review(used, rounds);
        expect(revisionsLeft(deal)).toBe(rounds - used);
        expect(dealMove(deal, 'request_revision', 'company').ok).toBe(used < rounds);
        expect(dealMove(deal, 'accept_content', 'company').ok).toBe(true);
      }
    }
    expect(revisionsLeft(review(3, 2))).toBe(0);
  });
});

describe('labels (docs/product.md#deal-statuses), in English and Spanish', () => {
  const EN: Record<DealStatus, string> = {
    creator_accepted: 'Deal started',
    purchased_sent: 'Product purchased',
    product_received: 'Content creation',
    creator_upload_content: 'Content uploaded',
    content_approved_by_admin: 'Content uploaded',
    company_accepts_content: 'Get paid',
    creator_waiting_for_publish_date: 'Waiting',
    completed: 'Completed',
    finished: 'Finished',
    canceled: 'Canceled',
  };
  const ES: Record<DealStatus, string> = {
    creator_accepted: 'Acuerdo iniciado',
    purchased_sent: 'Producto comprado',
    product_received: 'Creación de contenido',
    creator_upload_content: 'Contenido subido',
    content_approved_by_admin: 'Contenido subido',
    company_accepts_content: 'Cobrar',
    creator_waiting_for_publish_date: 'En espera',
    completed: 'Completado',
    finished: 'Finalizado',
    canceled: 'Cancelado',
  };

  it('names every status as the spec does', () => {
    for (const status of DEAL_STATUSES) {
      expect(translate('en', DEAL_STATUS_LABEL_KEYS[status])).toBe(EN[status]);
      expect(translate('es', DEAL_STATUS_LABEL_KEYS[status])).toBe(ES[status]);
    }
  });

  it('gives each status its delivery label: shipping, delivery, delivered or canceled', () => {
    const expected: Record<DealStatus, [string, string]> = {
      creator_accepted: ['Pending shipping', 'Envío pendiente'],
      purchased_sent: ['Pending delivery', 'Entrega pendiente'],
      product_received: ['Delivered', 'Entregado'],
      creator_upload_content: ['Delivered', 'Entregado'],
      content_approved_by_admin: ['Delivered', 'Entregado'],
      company_accepts_content: ['Delivered', 'Entregado'],
      creator_waiting_for_publish_date: ['Delivered', 'Entregado'],
      completed: ['Delivered', 'Entregado'],
      finished: ['Delivered', 'Entregado'],
      canceled: ['Canceled', 'Cancelado'],
    };
    for (const status of DEAL_STATUSES) {
      const key = DEAL_DELIVERY_LABEL_KEYS[dealDelivery(status)];
      expect([translate('en', key), translate('es', key)]).toEqual(expected[status]);
    }
  });

  it('filters by delivery through statuses that cover each status once', () => {
    const covered = DEAL_DELIVERIES.flatMap(statusesOfDelivery);
    expect([...covered].sort()).toEqual([...DEAL_STATUSES].sort());
    expect(statusesOfDelivery('pending_shipping')).toEqual(['creator_accepted']);
    expect(statusesOfDelivery('canceled')).toEqual(['canceled']);
  });
});

describe("a deal's money", () => {
  // UGC video, pro, 60 s, refund delivery: $60 + $30 + $40, products $25 + $5 shipping.
  const lines = [
    { kind: 'price_per_content' as const, amountCents: 60_00 },
    { kind: 'creator_tier' as const, amountCents: 30_00 },
    { kind: 'video_duration' as const, amountCents: 40_00 },
    { kind: 'product_reimbursement' as const, amountCents: 30_00 },
    { kind: 'deals' as const, amountCents: 3 },
    { kind: 'subtotal' as const, amountCents: 480_00 },
    { kind: 'platform_fee' as const, amountCents: 48_00 },
    { kind: 'total' as const, amountCents: 528_00 },
  ];

  it("pays the creator's fee and the reimbursement out of the price lines", () => {
    expect(dealMoney(lines)).toEqual({ feeCents: 130_00, reimbursementCents: 30_00 });
  });

  it('gives a cancelled deal back its fee, and its reimbursement unless already paid', () => {
    const money = dealMoney(lines);
    expect(cancelRefundCents(money, false)).toBe(160_00);
    expect(cancelRefundCents(money, true)).toBe(130_00);
  });
});

describe('deadlines', () => {
  const approved = new Date('2026-03-07T22:15:30.250Z');
  const hours = (n: number) => n * 3_600_000;

  it(`accepts content ${AUTO_ACCEPT_HOURS} hours after screening approved it`, () => {
    expect(autoAcceptAt(approved).getTime() - approved.getTime()).toBe(hours(72));
    expect(autoAcceptAt(approved).toISOString()).toBe('2026-03-10T22:15:30.250Z');
  });

  it('reminds the company 48 and 24 hours before, in that order', () => {
    expect(reviewRemindersAt(approved).map((at) => at.toISOString())).toEqual([
      '2026-03-08T22:15:30.250Z',
      '2026-03-09T22:15:30.250Z',
    ]);
  });

  it('counts a creator late a week after the last step', () => {
    expect(creatorLateAt(approved).toISOString()).toBe('2026-03-14T22:15:30.250Z');
  });
});

describe('time codes', () => {
  it.each([
    [0, '0:00'],
    [9.99, '0:09'],
    [75.4, '1:15'],
    [600, '10:00'],
    [3600, '60:00'],
    [-3, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatTimeCode(seconds)).toBe(text);
  });
});
