import { perLanguage, useForLanguage } from '@/src/ui/formats';

export interface DealFormats {
  /** Integer cents as USD ("$1,250.00"). */
  money: (cents: number) => string;
  /** "11/23/2026, 9:41 PM". */
  dateTime: (iso: string) => string;
  /** "November 23, 2026 at 9:41 PM": a deadline, read in full. */
  longDateTime: (iso: string) => string;
  /** "9:41 PM": a chat message of today. */
  time: (iso: string) => string;
  /** "5 minutes ago", "yesterday"; a short date beyond a week. */
  relative: (iso: string, now?: number) => string;
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const WEEK_MS = 7 * 86_400_000;

const dealFormats = perLanguage((language): DealFormats => {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  const longDateTime = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
  const shortDate = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return {
    money: (cents) => money.format(cents / 100),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    longDateTime: (iso) => longDateTime.format(new Date(iso)),
    time: (iso) => time.format(new Date(iso)),
    relative: (iso, now = Date.now()) => {
      const at = new Date(iso).getTime();
      const elapsed = now - at;
      if (elapsed >= WEEK_MS) return shortDate.format(at);
      for (const [unit, ms] of UNITS) {
        if (Math.abs(elapsed) >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
      }
      return relative.format(0, 'minute');
    },
  };
});

/** How a deal's money and dates read in the reader's language. */
export function useDealFormats(): DealFormats {
  return useForLanguage(dealFormats);
}
