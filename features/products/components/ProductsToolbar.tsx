import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@/src/ui/forms/SelectField';
import { ListToolbar, ToolbarClear, ToolbarSearch, ToolbarSelect } from '@/src/ui/list/ListToolbar';
import { PRODUCT_SEARCH_MAX } from '@/domain/products/rules';
import { useCategoryOptions, useSortOptions } from '@/src/entities/product/useCategoryOptions';
import {
  isFiltered,
  type FilterChanges,
  type ProductFilterState,
} from '../hooks/useProductFilters';

/** Long enough to finish a word, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ProductsToolbarProps {
  state: ProductFilterState;
  brands: readonly SelectOption[];
  onChange: (changes: FilterChanges) => void;
  onClear: () => void;
}

/** Search, brand, category and order of the product list, and a way back to everything. */
export function ProductsToolbar({ state, brands, onChange, onClear }: ProductsToolbarProps) {
  const { t } = useTranslation('products');
  const categories = useCategoryOptions();
  const sorts = useSortOptions();
  // Stable while the URL stays: the search's pending pause survives unrelated renders.
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <ListToolbar label={t('toolbar.label')} columns="minmax(12rem, 1fr) repeat(3, 12rem) auto">
      <ToolbarSearch
        label={t('toolbar.search')}
        clearLabel={t('toolbar.clearSearch')}
        maxLength={PRODUCT_SEARCH_MAX}
        value={state.q}
        onCommit={onSearch}
        delay={SEARCH_DEBOUNCE_MS}
      />
      <ToolbarSelect
        label={t('toolbar.brand')}
        allLabel={t('toolbar.allBrands')}
        value={state.brand}
        options={brands}
        onChange={(brand) => onChange({ brand })}
      />
      <ToolbarSelect
        label={t('toolbar.category')}
        allLabel={t('toolbar.allCategories')}
        value={state.category}
        options={categories}
        onChange={(category) => onChange({ category })}
      />
      <ToolbarSelect
        label={t('toolbar.sort')}
        value={state.sort}
        options={sorts}
        onChange={(sort) => onChange({ sort })}
      />
      <ToolbarClear
        label={t('toolbar.clear')}
        filtered={isFiltered(state)}
        onClear={onClear}
        ownRowBelow={false}
      />
    </ListToolbar>
  );
}
