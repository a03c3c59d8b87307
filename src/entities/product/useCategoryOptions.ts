import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@/src/ui/forms/SelectField';
import { PRODUCT_CATEGORIES, PRODUCT_SORTS } from '@/domain/products/rules';

/** The 14 categories with their labels, in the product's order. */
export function useCategoryOptions(): SelectOption[] {
  const { t } = useTranslation('products');
  return useMemo(
    () => PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
    [t],
  );
}

/** The list's orders with their labels. */
export function useSortOptions(): SelectOption[] {
  const { t } = useTranslation('products');
  return useMemo(() => PRODUCT_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) })), [t]);
}
