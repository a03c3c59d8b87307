/**
 * What an accepted content's card says of its rights (docs/product.md#content-rights): the
 * newest licence's right, and when its paid ads run until or ended. Pure, so the card and
 * its tests read the same rules as the server (domain/campaigns/rights.ts).
 */
import {
  extensionStart,
  isPeriodRights,
  isUsageRights,
  paidAdsEnd,
  type UsageRights,
} from '@/domain/campaigns/rights';
import { perLanguage } from '@/src/ui/formats';

/** The licence fields the card reads. */
export interface CardLicence {
  usage_rights: string;
  paid_ads_ends_at?: string | null;
}

export type RightsState =
  | { kind: 'organic' }
  | { kind: 'perpetual' }
  | { kind: 'running'; rights: UsageRights; until: string }
  | { kind: 'ended'; rights: UsageRights; ended: string };

/** The state of `licence`'s rights at `now`. */
export function rightsStateOf(licence: CardLicence, now: Date): RightsState {
  const rights = isUsageRights(licence.usage_rights) ? licence.usage_rights : 'organic';
  if (!isPeriodRights(rights)) return { kind: rights === 'perpetual' ? 'perpetual' : 'organic' };
  const end = licence.paid_ads_ends_at ?? '';
  return Date.parse(end) > now.getTime()
    ? { kind: 'running', rights, until: end }
    : { kind: 'ended', rights, ended: end };
}

/** Whether the card offers Extend: period rights (the listing shows the newest licence). */
export const isExtendable = (licence: CardLicence): boolean =>
  isUsageRights(licence.usage_rights) && isPeriodRights(licence.usage_rights);

/** The period an extension bought at `now` would run: from the old end (or now) on. */
export function extensionPeriod(
  licence: CardLicence & { usage_rights: UsageRights },
  now: Date,
): { starts: Date; ends: Date } {
  const oldEnd = licence.paid_ads_ends_at ? new Date(licence.paid_ads_ends_at) : null;
  const starts = extensionStart(oldEnd, now);
  return { starts, ends: paidAdsEnd(starts, licence.usage_rights) ?? starts };
}

/** A licence day as the licence states it: a UTC day ("Jun 3, 2027"), one per language. */
export const utcDayFormat = perLanguage(
  (language) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }),
);
