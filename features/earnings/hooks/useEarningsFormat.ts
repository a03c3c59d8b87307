import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useMoneyFormat } from '@/src/ui/formats';
import type { EarningsMovementKind } from '@/store/generated/graphql';

/** How the earnings read in the reader's language: money, dates, kinds, signed amounts. */
export function useEarningsFormat() {
  const { t, i18n } = useTranslation('earnings');
  const money = useMoneyFormat();
  const date = useDateFormat('time');
  const day = useDateFormat('long');
  return useMemo(() => {
    const monthFormat = new Intl.DateTimeFormat(i18n.language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      money,
      date,
      day,
      /** "March 2026" for 2026-03 (a statement's month is a UTC calendar month). */
      month: (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00.000Z`)),
      kind: (kind: EarningsMovementKind) => t(`kinds.${kind}`),
      /** "+$80.00" in, "−$20.00" (a real minus sign) out. */
      signed: (cents: number) => (cents >= 0 ? `+${money(cents)}` : `\u2212${money(-cents)}`),
    };
  }, [t, i18n.language, money, date, day]);
}
