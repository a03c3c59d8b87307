import { describe, expect, it } from 'vitest';
import { isPeriodRights, paidAdsEnd, USAGE_RIGHTS, usableInAdsAt } from '@/domain/campaigns/rights';

const day = (iso: string) => new Date(`${iso}T10:30:00.000Z`);

describe('content rights', () => {
  it('ends paid ads the same day of the month, the right’s months later', () => {
    expect(paidAdsEnd(day('2026-01-15'), 'paid_ads_3m')).toEqual(day('2026-04-15'));
    expect(paidAdsEnd(day('2026-01-15'), 'paid_ads_6m')).toEqual(day('2026-07-15'));
    expect(paidAdsEnd(day('2026-11-30'), 'paid_ads_12m')).toEqual(day('2027-11-30'));
  });

  it('ends on the last day of a shorter month, leap years included', () => {
    expect(paidAdsEnd(day('2026-11-30'), 'paid_ads_3m')).toEqual(day('2027-02-28'));
    expect(paidAdsEnd(day('2027-08-31'), 'paid_ads_6m')).toEqual(day('2028-02-29'));
  });

  it('gives perpetual rights no end, and organic ones no paid ads at all', () => {
    const start = day('2026-05-01');
    expect(paidAdsEnd(start, 'perpetual')).toBeNull();
    expect(paidAdsEnd(start, 'organic')).toEqual(start);
    expect(usableInAdsAt('organic', start, day('2026-04-01'))).toBe(false);
    expect(usableInAdsAt('perpetual', null, day('2099-01-01'))).toBe(true);
  });

  it('allows paid ads until the end, not at it', () => {
    const end = day('2026-04-15');
    expect(usableInAdsAt('paid_ads_3m', end, new Date(end.getTime() - 1))).toBe(true);
    expect(usableInAdsAt('paid_ads_3m', end, end)).toBe(false);
  });

  it('calls only the rights with a period extendable', () => {
    expect(USAGE_RIGHTS.filter(isPeriodRights)).toEqual([
      'paid_ads_3m',
      'paid_ads_6m',
      'paid_ads_12m',
    ]);
  });
});
