import { perLanguage, useForLanguage } from '@/src/ui/formats';

export interface CreatorFormats {
  /** 1234567 → "1.2M", in the reader's language. */
  count: (value: number) => string;
  /** 12345 → "12,345": totals the reader may compare exactly. */
  whole: (value: number) => string;
  /** Basis points → "3.45%". */
  engagement: (basisPoints: number) => string;
  /** USD cents → "$125" or "$1.3K": a creator's asking price, at a glance. */
  price: (cents: number) => string;
  /** "MX" → "Mexico" ("México" in Spanish); an unknown code as it is. */
  country: (code: string) => string;
}

const creatorFormats = perLanguage((language): CreatorFormats => {
  const compact = new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const whole = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  // Whole dollars below $1,000 ("$162"), one decimal once compact ("$1.3K").
  const dollars = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const compactDollars = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const countries = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return {
    count: (value) => compact.format(value),
    whole: (value) => whole.format(value),
    engagement: (basisPoints) => percent.format(basisPoints / 10_000),
    price: (cents) => (cents < 100_000 ? dollars : compactDollars).format(cents / 100),
    country: (code) => {
      try {
        return countries.of(code) ?? code;
      } catch {
        // A code Intl refuses (not two letters) is shown as the server sent it.
        return code;
      }
    },
  };
});

/** How a creator's numbers read in the reader's language (Intl, no data of our own). */
export function useCreatorFormats(): CreatorFormats {
  return useForLanguage(creatorFormats);
}
