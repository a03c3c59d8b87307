/**
 * Support hours (docs/product.md#constants): Monday to Friday
 * 9:00–19:00, Saturday and Sunday 10:00–14:00, US Eastern time. The zone name (not a
 * fixed −5 h) keeps the hours right across daylight-saving changes.
 */
export const SUPPORT_TIME_ZONE = 'America/New_York';

/** Opening and closing hour per weekday, Sunday = 0 (as `Date#getUTCDay`). */
export const SUPPORT_HOURS: ReadonlyArray<{ opens: number; closes: number }> = [
  { opens: 10, closes: 14 },
  { opens: 9, closes: 19 },
  { opens: 9, closes: 19 },
  { opens: 9, closes: 19 },
  { opens: 9, closes: 19 },
  { opens: 9, closes: 19 },
  { opens: 10, closes: 14 },
];

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
