import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_TYPES } from '@/domain/campaigns/rules';
import { PRODUCT_CATEGORIES } from '@/domain/products/rules';
import { SelectOptions } from '@/src/ui/forms/SelectField';
import type { MarketFilter } from '../api';

interface MarketFiltersProps {
  filter: MarketFilter;
  onChange: (name: keyof MarketFilter, value: string) => void;
  onClear: () => void;
}

/** Type and category, as native selects (a phone shows its own picker), and Clear. */
export function MarketFilters({ filter, onChange, onClear }: MarketFiltersProps) {
  const { t } = useTranslation('marketplace');
  const { t: tProducts } = useTranslation('products');
  const selects = [
    {
      name: 'type' as const,
      label: t('filters.type'),
      empty: t('filters.allTypes'),
      options: CAMPAIGN_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
    },
    {
      name: 'category' as const,
      label: t('filters.category'),
      empty: t('filters.allCategories'),
      options: PRODUCT_CATEGORIES.map((value) => ({
        value,
        label: tProducts(`categories.${value}`),
      })),
    },
  ];
  const filtered = Object.keys(filter).length > 0;
  return (
    <Flex
      role="group"
      aria-label={t('filters.label')}
      gap="3"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'flex-end' }}
    >
      {selects.map((select) => (
        <Field.Root key={select.name} maxW={{ sm: '60' }}>
          <Field.Label fontWeight="medium">{select.label}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name={select.name}
              value={filter[select.name] ?? ''}
              onChange={(event) => onChange(select.name, event.target.value)}
            >
              <SelectOptions options={select.options} empty={select.empty} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
      {filtered && (
        <Button variant="ghost" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
