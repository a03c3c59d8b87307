import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Integer cents as USD in the reader's language ("$1,250.00", "1250,00 US$"). */
export function usePriceFormat(): (cents: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
    return (cents: number) => format.format(cents / 100);
  }, [i18n.language]);
}
