import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A licence's dates as days in UTC, in the reader's language: the rights run from the day
 * of acceptance to the same day months later in UTC (domain/campaigns/rights.ts), so the
 * reader's own time zone must not move them a day.
 */
export function useUtcDay(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}

/** A file's size in kB or MB, in the reader's language. */
export function useFileSize(): (bytes: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const unit = (name: 'kilobyte' | 'megabyte') =>
      new Intl.NumberFormat(i18n.language, {
        style: 'unit',
        unit: name,
        maximumFractionDigits: 1,
      });
    const kB = unit('kilobyte');
    const MB = unit('megabyte');
    return (bytes: number) =>
      bytes >= 1_000_000 ? MB.format(bytes / 1_000_000) : kB.format(bytes / 1_000);
  }, [i18n.language]);
}
