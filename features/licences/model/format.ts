import { perLanguage, useForLanguage } from '@/src/ui/formats';

const utcDay = perLanguage((language) => {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  return (iso: string) => format.format(new Date(iso));
});

/**
 * A licence's dates as days in UTC, in the reader's language: the rights run from the day
 * of acceptance to the same day months later in UTC (domain/campaigns/rights.ts), so the
 * reader's own time zone must not move them a day.
 */
export function useUtcDay(): (iso: string) => string {
  return useForLanguage(utcDay);
}

const fileSize = perLanguage((language) => {
  const unit = (name: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, maximumFractionDigits: 1 });
  const kB = unit('kilobyte');
  const MB = unit('megabyte');
  return (bytes: number) =>
    bytes >= 1_000_000 ? MB.format(bytes / 1_000_000) : kB.format(bytes / 1_000);
});

/** A file's size in kB or MB, in the reader's language. */
export function useFileSize(): (bytes: number) => string {
  return useForLanguage(fileSize);
}
