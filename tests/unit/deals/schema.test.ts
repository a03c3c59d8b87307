/**
 * The deal steps' rules, shared by the deal screen's forms and the API
 * (docs/product.md#deals-and-content): shipping (tracking number 3 to 22), review (feedback
 * 8 to 255, time-coded comments), cancel, chat (1 to 2,000), the creator's reports, and the
 * list filters. Each refusal names its rule's key with the limits filled in.
 */
import { describe, expect, it } from 'vitest';
import { contentFilterSchema } from '@/domain/content/schema';
import {
  cancelSchema,
  dealFilterSchema,
  dealMessageSchema,
  reportPostSchema,
  reportPurchaseSchema,
  revisionSchema,
  shipSchema,
} from '@/domain/deals/schema';
import { validateWith } from '@/domain/validation';
import { fields, keys, text } from '../account/helpers';

const NUL = 'validation:textNotStorable';

describe('shipping', () => {
  const ship = (changes: Record<string, unknown>) =>
    fields(shipSchema, { carrier: 'ups', tracking_number: '1Z999AA10123456784', ...changes });

  it('takes a known carrier and a tracking number of 3 to 22, trimmed', async () => {
    expect(await ship({})).toEqual({});
    expect(await ship({ tracking_number: `  ${text(3)}  ` })).toEqual({});
    expect(await ship({ tracking_number: text(22) })).toEqual({});
    const length = { key: 'validation:trackingNumberLength', values: { min: 3, max: 22 } };
    for (const tracking_number of [text(2), text(23), '   ', '', undefined]) {
      expect(await ship({ tracking_number }), String(tracking_number)).toEqual({
        tracking_number: length,
      });
    }
    expect((await ship({ tracking_number: 'AB\u0000C' })).tracking_number?.key).toBe(NUL);
    expect(await keys(shipSchema, { carrier: 'pigeon', tracking_number: text(5) })).toEqual({
      carrier: 'validation:carrierRequired',
    });
  });

  it('counts a tracking number without the spaces labels print it with, and answers it so', async () => {
    // docs/product.md#as-typed: 23 characters as printed, 18 without the spaces.
    const result = await validateWith(shipSchema, {
      carrier: 'ups',
      tracking_number: '1Z 999 AA1 01 2345 6784',
    });
    expect(result).toEqual({
      ok: true,
      value: { carrier: 'ups', tracking_number: '1Z999AA10123456784' },
    });
  });

  it('answers the trimmed values', async () => {
    const result = await validateWith(shipSchema, { carrier: 'dhl', tracking_number: ' AB12 ' });
    expect(result).toEqual({ ok: true, value: { carrier: 'dhl', tracking_number: 'AB12' } });
  });
});

describe('review', () => {
  const review = (changes: Record<string, unknown>) =>
    fields(revisionSchema, { feedback: 'Show the label, please', ...changes });

  it('asks for feedback of 8 to 255', async () => {
    expect(await review({ feedback: text(8) })).toEqual({});
    expect(await review({ feedback: text(255) })).toEqual({});
    for (const feedback of [text(7), text(256), ' '.repeat(9), undefined]) {
      expect(await review({ feedback }), String(feedback)).toEqual({
        feedback: { key: 'validation:feedbackLength', values: { min: 8, max: 255 } },
      });
    }
  });

  // A comment's own rule is reported at its path (`time_comments[0].text`), the list's own
  // (how many) on the list.
  it('takes up to 20 comments pinned from 0 s to an hour, each of 1 to 255', async () => {
    const comment = (at_seconds: unknown, commentText: unknown = 'Too dark here') => ({
      at_seconds,
      text: commentText,
    });
    expect(await review({ time_comments: [comment(0), comment(75.4), comment(3600)] })).toEqual({});
    const ok = await validateWith(revisionSchema, { feedback: text(8) });
    expect(ok.ok && ok.value.time_comments).toEqual([]);
    expect(await keys(revisionSchema, { feedback: text(8), time_comments: [comment(-1)] })).toEqual(
      {
        'time_comments[0].at_seconds': 'validation:timeCodeRange',
      },
    );
    expect(
      await keys(revisionSchema, { feedback: text(8), time_comments: [comment(3601)] }),
    ).toEqual({ 'time_comments[0].at_seconds': 'validation:timeCodeRange' });
    expect(
      await keys(revisionSchema, { feedback: text(8), time_comments: [comment('x')] }),
    ).toEqual({ 'time_comments[0].at_seconds': 'validation:timeCodeRange' });
    const commentLength = { key: 'validation:timeCommentLength', values: { min: 1, max: 255 } };
    expect(await review({ time_comments: [comment(1), comment(1, '  ')] })).toEqual({
      'time_comments[1].text': commentLength,
    });
    expect(await review({ time_comments: [comment(1, text(256))] })).toEqual({
      'time_comments[0].text': commentLength,
    });
    expect(await review({ time_comments: Array.from({ length: 21 }, () => comment(1)) })).toEqual({
      time_comments: { key: 'validation:timeCommentsMax', values: { max: 20 } },
    });
  });
});

describe('cancel, chat and the creator reports', () => {
  it('asks a cancel reason of 8 to 255', async () => {
    expect(await fields(cancelSchema, { reason: text(8) })).toEqual({});
    expect(await fields(cancelSchema, { reason: text(7) })).toEqual({
      reason: { key: 'validation:cancelReasonLength', values: { min: 8, max: 255 } },
    });
  });

  it('takes chat messages of 1 to 2,000 characters once trimmed', async () => {
    const length = { key: 'validation:dealMessageLength', values: { min: 1, max: 2000 } };
    expect(await fields(dealMessageSchema, { text: 'a' })).toEqual({});
    expect(await fields(dealMessageSchema, { text: text(2000) })).toEqual({});
    for (const message of ['', '  \n ', text(2001), undefined]) {
      expect(await fields(dealMessageSchema, { text: message }), String(message)).toEqual({
        text: length,
      });
    }
    expect(await keys(dealMessageSchema, { text: 'hi\u0000' })).toEqual({ text: NUL });
    expect(await keys(dealMessageSchema, { text: '\uDC00' })).toEqual({ text: NUL });
    // Plain text: markup is kept as written (the screens never render it as HTML).
    const kept = await validateWith(dealMessageSchema, { text: ' <b>hi</b> ' });
    expect(kept).toEqual({ ok: true, value: { text: '<b>hi</b>' } });
  });

  it('takes an order number of 3 to 40, a total of 1 cent to $10,000, a receipt, and an http(s) post link', async () => {
    const purchase = { order_number: 'A-1', order_total_cents: 1, receipt_image_id: 'r-1' };
    expect(await fields(reportPurchaseSchema, purchase)).toEqual({});
    expect(await fields(reportPurchaseSchema, { ...purchase, order_number: text(41) })).toEqual({
      order_number: { key: 'validation:orderNumberLength', values: { min: 3, max: 40 } },
    });
    expect(await keys(reportPurchaseSchema, { ...purchase, order_total_cents: 1_000_000 })).toEqual(
      {},
    );
    for (const order_total_cents of [0, -1, 1_000_001, 1.5, Number.NaN, undefined]) {
      expect(
        await keys(reportPurchaseSchema, { ...purchase, order_total_cents }),
        String(order_total_cents),
      ).toEqual({ order_total_cents: 'validation:orderTotalRange' });
    }
    expect(await keys(reportPurchaseSchema, { ...purchase, receipt_image_id: '' })).toEqual({
      receipt_image_id: 'validation:receiptRequired',
    });
    expect(await keys(reportPostSchema, { post_url: 'https://www.tiktok.com/@ana/1' })).toEqual({});
    // A link typed without its scheme gets https:// (docs/product.md#as-typed).
    expect(await keys(reportPostSchema, { post_url: 'example.com/p/1' })).toEqual({});
    for (const post_url of ['javascript:alert(1)', 'ftp://example.com/x', 'example', '']) {
      expect(await keys(reportPostSchema, { post_url }), post_url).toEqual({
        post_url: 'validation:postUrlInvalid',
      });
    }
    expect(await keys(reportPostSchema, { post_url: `https://example.com/${text(2030)}` })).toEqual(
      { post_url: 'validation:postUrlInvalid' },
    );
  });
});

describe('list filters', () => {
  it('takes known statuses and deliveries once each, and a search of up to 60', async () => {
    expect(
      await fields(dealFilterSchema, {
        campaign_id: '12',
        statuses: ['creator_accepted', 'canceled'],
        deliveries: ['delivered'],
        search: text(60),
      }),
    ).toEqual({});
    expect(await fields(dealFilterSchema, {})).toEqual({});
    expect(await keys(dealFilterSchema, { statuses: ['shipped'] })).toEqual({
      statuses: 'validation:dealFilterChoice',
    });
    expect(await keys(dealFilterSchema, { deliveries: ['delivered', 'delivered'] })).toEqual({
      deliveries: 'validation:dealFilterChoice',
    });
    expect(await fields(dealFilterSchema, { search: text(61) })).toEqual({
      search: { key: 'validation:dealSearchLength', values: { max: 60 } },
    });
    expect(await keys(dealFilterSchema, { search: 'a\u0000' })).toEqual({ search: NUL });
    expect(await keys(dealFilterSchema, { campaign_id: '1\u0000' })).toEqual({ campaign_id: NUL });
  });

  it('filters content by known statuses only', async () => {
    expect(await keys(contentFilterSchema, { statuses: ['bought', 'denied'] })).toEqual({});
    expect(await keys(contentFilterSchema, { statuses: ['approved'] })).toEqual({
      statuses: 'validation:contentFilterChoice',
    });
    expect(await keys(contentFilterSchema, { brand_id: '\uD800' })).toEqual({ brand_id: NUL });
  });
});
