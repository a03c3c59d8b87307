/**
 * The demo history's timetable: every step before now and in order, each deal taken from
 * the pick to acceptance in the order the transition table allows, and an acceptance (money
 * paid out) in every week of the dashboard's chart, this one too, however little of it has
 * passed.
 */
import { describe, expect, it } from 'vitest';
import {
  accountCreatedAt,
  HISTORY_CAMPAIGNS,
  HISTORY_DEALS,
  HISTORY_WEEKS,
  historyPlan,
  historyWeeks,
} from '@/server/seed/historyPlan';
import type { HistoryStep } from '@/server/seed/historyPlan';
import { seededRandom } from '@/server/seed/random';

const week = (steps: HistoryStep[], weeks: ReturnType<typeof historyWeeks>, kind: string) =>
  new Set(
    steps
      .filter((step) => step.kind === kind)
      .map((step) => weeks.findIndex((w) => step.at >= w.start && step.at < w.end)),
  );

describe.each([
  ['a Wednesday afternoon', '2026-11-25T15:30:00Z'],
  ['ten seconds into a Monday', '2026-11-23T00:00:10Z'],
  ['a Sunday night', '2026-11-29T23:59:59Z'],
])('the history seeded on %s', (_, iso) => {
  const now = new Date(iso);
  const weeks = historyWeeks(now);
  const plan = historyPlan(now, seededRandom('history:1'));
  const steps = plan.flatMap((campaign) => campaign.steps);

  it('spans the chart’s weeks, the last one this week up to now', () => {
    expect(weeks).toHaveLength(HISTORY_WEEKS);
    expect(weeks.at(-1)!.end).toEqual(now);
    expect(weeks[0]!.start.getUTCDay()).toBe(1);
    expect(accountCreatedAt(now).getTime()).toBeLessThan(weeks[0]!.start.getTime());
  });

  it('runs every step before now, never back in time', () => {
    expect(plan).toHaveLength(HISTORY_CAMPAIGNS.length);
    const times = steps.map((step) => step.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
  });

  it('accepts content (pays a creator) in every week', () => {
    const accepted = week(steps, weeks, 'accept');
    expect([...accepted].sort((a, b) => a - b)).toEqual(
      Array.from({ length: HISTORY_WEEKS }, (_, w) => w),
    );
  });

  it('takes each deal through its steps in order, the delivery deciding the first', () => {
    for (const { campaign, steps: own } of plan) {
      for (let deal = 0; deal < HISTORY_DEALS; deal++) {
        const kinds = own.flatMap((step) =>
          'deal' in step && step.deal === deal ? [step.kind] : [],
        );
        const first = campaign.delivery === 'shipping' ? 'ship' : 'purchase';
        const revised = kinds.includes('revise');
        expect(kinds).toEqual([
          'pick',
          first,
          'receive',
          'upload',
          ...(revised ? ['revise', 'upload'] : []),
          'accept',
        ]);
      }
      expect(own[0]!.kind).toBe('create');
    }
  });
});

it('draws the same revisions for the same seed', () => {
  const now = new Date('2026-11-25T15:30:00Z');
  const kinds = (seed: string) =>
    historyPlan(now, seededRandom(seed)).map((c) => c.steps.map((step) => step.kind).join());
  expect(kinds('history:1')).toEqual(kinds('history:1'));
  expect(kinds('history:1').join()).toContain('revise');
});
