import { Button, Grid, NativeSelect } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedInput } from '@/src/ui/DebouncedInput';
import { SelectOptions, type SelectOption } from '@/src/ui/forms/SelectField';
import { PRODUCT_SEARCH_MAX } from '@/domain/products/rules';
import { useCategoryOptions, useSortOptions } from '@/src/entities/product/useCategoryOptions';
import {
  isFiltered,
  type FilterChanges,
  type ProductFilterState,
} from '../hooks/useProductFilters';

/** Long enough to finish a word, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ToolbarSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The "all" choice; absent for the order, which always has a value. */
  allLabel?: string;
  onChange: (value: string) => void;
}

function ToolbarSelect({ label, value, options, allLabel, onChange }: ToolbarSelectProps) {
  return (
    <NativeSelect.Root size="md">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="surface.panel"
      >
        <SelectOptions options={options} empty={allLabel} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

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
    <Grid
      role="search"
      aria-label={t('toolbar.label')}
      templateColumns={{ base: '1fr 1fr', lg: 'minmax(12rem, 1fr) repeat(3, 12rem) auto' }}
      gap="3"
      alignItems="center"
    >
      <Grid gridColumn={{ base: '1 / -1', lg: 'auto' }}>
        <DebouncedInput
          type="search"
          aria-label={t('toolbar.search')}
          placeholder={t('toolbar.search')}
          clearLabel={t('toolbar.clearSearch')}
          maxLength={PRODUCT_SEARCH_MAX}
          value={state.q}
          onCommit={onSearch}
          delay={SEARCH_DEBOUNCE_MS}
        />
      </Grid>
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
      <Button
        variant="ghost"
        colorPalette="brand"
        onClick={onClear}
        disabled={!isFiltered(state)}
        justifySelf={{ base: 'end', lg: 'auto' }}
      >
        {t('toolbar.clear')}
      </Button>
    </Grid>
  );
}
