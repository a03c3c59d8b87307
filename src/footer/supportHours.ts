/**
 * Support hours (docs/product.md#constants): Monday to Friday
 * 9:00–19:00, Saturday and Sunday 10:00–14:00, US Eastern time. The zone name (not a
 * fixed −5 h) keeps the hours right across daylight-saving changes.
 */
export const SUPPORT_TIME_ZONE = 'America/New_York';

/**
 * The one source of the support hours: every screen that names them (the footer, the
 * campaign-created page) derives its text from this, in the viewer's own time zone.
 * Weekdays are Sunday = 0 (as `Date#getUTCDay`); hours are New York's.
 */
export const SUPPORT_SCHEDULE = [
  { days: 'weekdays', weekdays: [1, 2, 3, 4, 5], opens: 9, closes: 19 },
  { days: 'weekend', weekdays: [6, 0], opens: 10, closes: 14 },
] as const;
export type SupportDays = (typeof SUPPORT_SCHEDULE)[number]['days'];

/** Opening and closing hour per weekday, Sunday = 0, from SUPPORT_SCHEDULE. */
export const SUPPORT_HOURS: ReadonlyArray<{ opens: number; closes: number }> = Array.from(
  { length: 7 },
  (_, weekday) => {
    const group = SUPPORT_SCHEDULE.find((entry) =>
      (entry.weekdays as readonly number[]).includes(weekday),
    )!;
    return { opens: group.opens, closes: group.closes };
  },
);

export type SupportWindow = { online: true; closesAt: Date } | { online: false; opensAt: Date };

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: SUPPORT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The date and time the support office's clocks show at an instant. */
function wallClockAt(instant: number): WallClock {
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The instant at which the office's clocks show a given date and hour. */
function instantOf(year: number, month: number, day: number, hour: number): number {
  const asIfUtc = Date.UTC(year, month - 1, day, hour);
  // The zone's offset at that moment; a second pass settles days when it changes.
  let instant = asIfUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const clock = wallClockAt(instant);
    const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
    instant += asIfUtc - shown;
  }
  return instant;
}

/** Whether support is open at `now`, and until when; else when it next opens. */
export function nextSupportWindow(now: Date): SupportWindow {
  const clock = wallClockAt(now.getTime());
  const hourOfDay = clock.hour + clock.minute / 60 + clock.second / 3600;

  for (let offset = 0; offset <= 7; offset += 1) {
    // Date.UTC normalises day overflow (31 + 1 → the 1st of next month).
    const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + offset));
    const hours = SUPPORT_HOURS[date.getUTCDay()];
    if (!hours) continue;
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (offset === 0 && hourOfDay >= hours.opens && hourOfDay < hours.closes) {
      return { online: true, closesAt: new Date(instantOf(y, m, d, hours.closes)) };
    }
    if (offset > 0 || hourOfDay < hours.opens) {
      return { online: false, opensAt: new Date(instantOf(y, m, d, hours.opens)) };
    }
  }
  // Unreachable with a schedule that opens at least once a week.
  throw new Error('Support schedule has no opening hours');
}

/** One group of days' hours as instants: its next day's opening and closing (from `now`). */
export interface SupportSpan {
  days: SupportDays;
  opens: Date;
  closes: Date;
}

/**
 * Each group of days' next opening and closing, as instants: the viewer's clock shows them
 * in its own zone (daylight saving on either side included, as it is that week).
 */
export function supportSpans(now: Date): SupportSpan[] {
  const clock = wallClockAt(now.getTime());
  return SUPPORT_SCHEDULE.map((group) => {
    for (let offset = 0; offset < 7; offset += 1) {
      const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + offset));
      if (!(group.weekdays as readonly number[]).includes(date.getUTCDay())) continue;
      const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
      return {
        days: group.days,
        opens: new Date(instantOf(y, m, d, group.opens)),
        closes: new Date(instantOf(y, m, d, group.closes)),
      };
    }
    throw new Error(`Support schedule group ${group.days} has no weekday`);
  });
}

/** A reader's language and time zone (undefined: the browser's own). */
export interface ViewerClock {
  locale: string;
  timeZone?: string;
}

/** "7:00 PM": a time of day as the viewer's clock shows it. */
export function viewerTime(at: Date, { locale, timeZone }: ViewerClock): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    at,
  );
}

/** "EST", "GMT+1": the viewer's time zone's short name at an instant. */
export function viewerZone(at: Date, { locale, timeZone }: ViewerClock): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone }).formatToParts(
    at,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The support hours in the viewer's zone: each group's "9:00 AM–7:00 PM", and the zone. */
export function supportHoursText(
  now: Date,
  viewer: ViewerClock,
): Record<SupportDays, string> & { zone: string } {
  const spans = supportSpans(now);
  const range = (days: SupportDays) => {
    const span = spans.find((entry) => entry.days === days)!;
    return `${viewerTime(span.opens, viewer)}–${viewerTime(span.closes, viewer)}`;
  };
  return { weekdays: range('weekdays'), weekend: range('weekend'), zone: viewerZone(now, viewer) };
}
