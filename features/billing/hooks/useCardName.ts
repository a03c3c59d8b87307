import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardBrandName } from '@/domain/billing/rules';

/** A card as a sentence names it ("Visa ending in 4242"): buttons, dialogs, screen readers. */
export function useCardName(): (card: { brand: CardBrandName; last4: string }) => string {
  const { t } = useTranslation('billing');
  return useCallback(
    ({ brand, last4 }) => t('cardName', { brand: t(`brands.${brand}`), last4 }),
    [t],
  );
}
