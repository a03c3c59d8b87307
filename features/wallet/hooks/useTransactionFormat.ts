import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useMoneyFormat } from '@/src/ui/formats';
import type { TransactionKindName } from '@/domain/wallet/rules';

/** How a movement reads in the reader's language: its date, kind, and signed amounts. */
export function useTransactionFormat() {
  const { t } = useTranslation('wallet');
  const money = useMoneyFormat();
  const date = useDateFormat('time');
  return useMemo(
    () => ({
      date,
      money,
      kind: (kind: TransactionKindName) => t(`kinds.${kind}`),
      /** "+$100.00" into the wallet, "−$10.00" (a real minus sign) out of it. */
      signed: (cents: number) => (cents >= 0 ? `+${money(cents)}` : `\u2212${money(-cents)}`),
    }),
    [t, money, date],
  );
}
