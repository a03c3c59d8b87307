/**
 * How money and dates read in the reader's language (docs/product.md#money-and-pricing):
 * USD from integer cents, and the three date formats (short, time, long).
 */
import { useTranslation } from 'react-i18next';

/**
 * `make` for one language, made once and shared: an `Intl` formatter costs far more to
 * make than to use, and every row of a list asks for the same ones. The result's identity
 * stays the same while the language does, so memoised rows keep their work.
 */
export function perLanguage<T>(make: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = make(language);
      made.set(language, value);
    }
    return value;
  };
}

/** `perLanguage` read in the reader's language: the hook of a set of formats. */
export function useForLanguage<T>(forLanguage: (language: string) => T): T {
  const { i18n } = useTranslation();
  return forLanguage(i18n.language);
}

const moneyFormat = perLanguage((language) => {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  return (cents: number) => format.format(cents / 100);
});

/** Integer cents as USD in the reader's language ("$1,250.00", "1250,00 US$"). */
export function useMoneyFormat(): (cents: number) => string {
  return useForLanguage(moneyFormat);
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

const dateFormats = perLanguage((language) => {
  const byName = {} as Record<DateFormatName, (iso: string) => string>;
  for (const name of Object.keys(DATE_FORMATS) as DateFormatName[]) {
    const format = new Intl.DateTimeFormat(language, DATE_FORMATS[name]);
    byName[name] = (iso) => format.format(new Date(iso));
  }
  return byName;
});

/** An ISO timestamp in one of the product's date formats, in the reader's language. */
export function useDateFormat(name: DateFormatName): (iso: string) => string {
  return useForLanguage(dateFormats)[name];
}
