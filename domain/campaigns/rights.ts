/**
 * Content rights (docs/product.md#content-rights): what a brand may do with the content it
 * buys, chosen per campaign and priced per deal. Every right includes organic use (the
 * brand's site and its own posts) for good; the paid ones add paid ads, for a period from
 * the day the content is accepted or for ever. Video campaigns may also buy, per deal, the
 * raw footage and extra hooks (alternative openings). The price of each goes to the
 * creator with the fee; the pricing function (rules.ts) adds them as cost lines of their own.
 */

export const USAGE_RIGHTS = [
  'organic',
  'paid_ads_3m',
  'paid_ads_6m',
  'paid_ads_12m',
  'perpetual',
] as const;
export type UsageRights = (typeof USAGE_RIGHTS)[number];
export const USAGE_RIGHTS_DEFAULT: UsageRights = 'organic';

export const isUsageRights = (value: unknown): value is UsageRights =>
  (USAGE_RIGHTS as readonly unknown[]).includes(value);

/** Each right's price per deal, cents. Organic use comes with every content. */
export const USAGE_RIGHTS_PRICE_CENTS: Record<UsageRights, number> = {
  organic: 0,
  paid_ads_3m: 40_00,
  paid_ads_6m: 70_00,
  paid_ads_12m: 120_00,
  perpetual: 200_00,
};

/** How long each right allows paid ads, in months: 0 none, null with no end. */
export const PAID_ADS_MONTHS: Record<UsageRights, number | null> = {
  organic: 0,
  paid_ads_3m: 3,
  paid_ads_6m: 6,
  paid_ads_12m: 12,
  perpetual: null,
};

/** The rights that allow paid ads for a period, and so can expire and be extended. */
export const isPeriodRights = (rights: UsageRights): boolean => (PAID_ADS_MONTHS[rights] ?? 0) > 0;

/** Raw footage (the unedited takes) per deal, video campaigns only. */
export const RAW_FOOTAGE_PRICE_CENTS = 30_00;
/** Each extra hook (an alternative opening of the video) per deal, video campaigns only. */
export const EXTRA_HOOK_PRICE_CENTS = 20_00;
export const EXTRA_HOOKS_MIN = 0;
export const EXTRA_HOOKS_MAX = 3;

/** A campaign's rights and options, as stored on it and read by the pricing function. */
export interface RightsChoice {
  usageRights: UsageRights;
  rawFootage: boolean;
  /** 0 to EXTRA_HOOKS_MAX. */
  extraHooks: number;
}

export const NO_EXTRA_RIGHTS: RightsChoice = {
  usageRights: USAGE_RIGHTS_DEFAULT,
  rawFootage: false,
  extraHooks: 0,
};

/**
 * The day paid ads end for content accepted at `start`: the same day of the month, the
 * right's months later (the month's last day when it is shorter), in UTC. Null when paid
 * ads never end (perpetual) and `start` itself when the right has none (organic).
 */
export function paidAdsEnd(start: Date, rights: UsageRights): Date | null {
  const months = PAID_ADS_MONTHS[rights];
  if (months === null) return null;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Whether content under these rights may run in paid ads at `now`. */
export function usableInAdsAt(rights: UsageRights, adsEnd: Date | null, now: Date): boolean {
  if (rights === 'organic') return false;
  return adsEnd === null || adsEnd.getTime() > now.getTime();
}

/** The content listing's "Expiring within 30 days" filter looks this many days ahead. */
export const RIGHTS_EXPIRING_WITHIN_DAYS = 30;
/** Paid-ads rights are reminded of this many days before they end (one notice per licence). */
export const RIGHTS_EXPIRY_NOTICE_DAYS = 14;

const DAY_MS = 24 * 60 * 60_000;

/** `days` days after `now`. */
export const daysAfter = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);

/** The content listing's rights filters: usable in paid ads now, or expiring soon. */
export const CONTENT_RIGHTS_FILTERS = ['usable_in_ads', 'expiring_soon'] as const;
export type ContentRightsFilter = (typeof CONTENT_RIGHTS_FILTERS)[number];

/**
 * Where an extension of period rights starts: where the extended licence's paid ads end
 * when that is still ahead, else now (the rights had lapsed: they run again from today).
 */
export function extensionStart(adsEnd: Date | null, now: Date): Date {
  return adsEnd !== null && adsEnd.getTime() > now.getTime() ? adsEnd : now;
}
