/**
 * The pure parts of deal deadlines and content files (docs/product.md#deal-statuses): when a
 * creator owes the next step, whether a job still applies to its deal, and which bytes a
 * Range header asks for.
 */
import { describe, expect, it } from 'vitest';
import { creatorOwesStep, DEAL_STATUSES } from '@/domain/deals/rules';
import type { DealRow } from '@/server/db/schema/deals';
import { requestedRange } from '@/server/http/contentFiles';
import { dealJobPayload, stillAt } from '@/server/services/deals/deadlines';

describe('creatorOwesStep', () => {
  it('is the creator statuses, but not a new shipping deal (the company ships first)', () => {
    const owed = (delivery: string) =>
      DEAL_STATUSES.filter((status) => creatorOwesStep(status, delivery));
    expect(owed('refund')).toEqual([
      'creator_accepted',
      'purchased_sent',
      'product_received',
      'creator_waiting_for_publish_date',
    ]);
    expect(owed('shipping')).toEqual([
      'purchased_sent',
      'product_received',
      'creator_waiting_for_publish_date',
    ]);
  });
});

describe('stillAt', () => {
  const since = new Date('2026-03-01T10:00:00.123Z');
  const deal = { status: 'content_approved_by_admin', status_changed_at: since } as DealRow;
  const job = dealJobPayload({
    deal_id: 1,
    status: 'content_approved_by_admin',
    since: since.toISOString(),
  });

  it('holds for the status and the moment the job was scheduled for', () => {
    expect(stillAt(deal, job)).toBe(true);
  });

  it('fails once the deal moved, even back to the same status later', () => {
    expect(stillAt({ ...deal, status: 'completed' }, job)).toBe(false);
    const later = new Date(since.getTime() + 1);
    expect(stillAt({ ...deal, status_changed_at: later }, job)).toBe(false);
  });

  it('refuses a payload without its deal, status and time', () => {
    expect(() => dealJobPayload({ deal_id: '1', status: 'x', since: 'y' })).toThrow(/payload/);
    expect(
      dealJobPayload({ deal_id: 2, status: 'creator_accepted', since: 'z', hours: 48 }),
    ).toEqual({
      deal_id: 2,
      status: 'creator_accepted',
      since: 'z',
      hours: 48,
    });
  });
});

describe('requestedRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=10-', { start: 10, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    [' bytes=1-1 ', { start: 1, end: 1 }],
  ])('%s of 1,000 bytes', (header, range) => {
    expect(requestedRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('%s is unsatisfiable', (header) => {
    expect(requestedRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'bytes=5-1',
    'bytes=0-1,4-5',
    'items=0-1',
    'bytes=a-b',
  ])('%s means the whole file', (header) => {
    expect(requestedRange(header, 1000)).toBeNull();
  });
});
