/**
 * How money and dates read in the reader's language (docs/product.md#money-and-pricing):
 * USD from integer cents, and the three date formats (short, time, long).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Integer cents as USD in the reader's language ("$1,250.00", "1250,00 US$"). */
export function useMoneyFormat(): (cents: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
    return (cents: number) => format.format(cents / 100);
  }, [i18n.language]);
}

export type DateFormatName = 'short' | 'time' | 'long';

const DATE_FORMATS: Record<DateFormatName, Intl.DateTimeFormatOptions> = {
  /** 11/23/2026 */
  short: { dateStyle: 'short' },
  /** 11/23/2026, 9:41 PM */
  time: { dateStyle: 'short', timeStyle: 'short' },
  /** November 23, 2026 */
  long: { dateStyle: 'long' },
};

/** An ISO timestamp in one of the product's date formats, in the reader's language. */
export function useDateFormat(name: DateFormatName): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, DATE_FORMATS[name]);
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language, name]);
}
