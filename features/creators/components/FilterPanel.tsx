import { Button, chakra, Grid, Stack } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from '@/src/entities/product/useCategoryOptions';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import type { DiscoveryChanges } from '../hooks/useDiscoveryAddress';
import { CREATOR_TIERS } from '@/domain/creators/rules';
import {
  activeFilterCount,
  LIST_FILTERS,
  NUMBER_FILTERS,
  parseNumberFilter,
  type DiscoveryFilter,
  type ListFilterName,
  type NumberFilterName,
} from '../model/address';
import { DebouncedInput } from '@/src/ui/DebouncedInput';
import { FilterChoices, type FilterChoice } from './FilterChoices';

/** One number bound: typed freely, applied after a pause, marked when not valid. */
function BoundInput({
  name,
  value,
  label,
  placeholder,
  onChange,
}: {
  name: NumberFilterName;
  value: number | undefined;
  label: string;
  placeholder: string;
  onChange: (changes: DiscoveryChanges) => void;
}) {
  const onCommit = useCallback(
    (text: string) => onChange({ filter: { [name]: parseNumberFilter(name, text) } }),
    [name, onChange],
  );
  const { min, max, decimals } = NUMBER_FILTERS[name];
  return (
    <DebouncedInput
      type="number"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      min={min}
      max={max}
      step={decimals > 0 ? 0.01 : 1}
      size="sm"
      aria-label={label}
      placeholder={placeholder}
      value={value === undefined ? '' : String(value)}
      onCommit={onCommit}
    />
  );
}

/** A range's two bounds side by side, under the range's name. */
function RangeField({
  legend,
  low,
  high,
  filter,
  onChange,
}: {
  legend: string;
  low: NumberFilterName;
  high?: NumberFilterName;
  filter: DiscoveryFilter;
  onChange: (changes: DiscoveryChanges) => void;
}) {
  const { t } = useTranslation('creators');
  return (
    <chakra.fieldset minW="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
        {legend}
      </chakra.legend>
      <Grid templateColumns={high ? '1fr 1fr' : '1fr'} gap="2">
        <BoundInput
          name={low}
          value={filter[low]}
          label={high ? t('filters.minOf', { label: legend }) : legend}
          placeholder={t('filters.min')}
          onChange={onChange}
        />
        {high && (
          <BoundInput
            name={high}
            value={filter[high]}
            label={t('filters.maxOf', { label: legend })}
            placeholder={t('filters.max')}
            onChange={onChange}
          />
        )}
      </Grid>
    </chakra.fieldset>
  );
}

/** The choices of every list filter, labelled in the reader's language. */
function useListChoices(): Record<ListFilterName, FilterChoice[]> {
  const { t } = useTranslation(['creators', 'campaigns']);
  const categories = useCategoryOptions();
  const { country } = useCreatorFormats();
  return useMemo(
    () => ({
      categories,
      tiers: CREATOR_TIERS.map((value) => ({ value, label: t(`creators:tiers.${value}`) })),
      genders: LIST_FILTERS.genders.values.map((value) => ({
        value,
        label: t(`campaigns:parameters.gendersList.${value}`),
      })),
      ethnicities: LIST_FILTERS.ethnicities.values.map((value) => ({
        value,
        label: t(`campaigns:parameters.ethnicitiesList.${value}`),
      })),
      countries: LIST_FILTERS.countries.values
        .map((value) => ({ value, label: country(value) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    }),
    [t, categories, country],
  );
}

export interface FilterPanelProps {
  filter: DiscoveryFilter;
  onChange: (changes: DiscoveryChanges) => void;
  onClear: () => void;
}

/** Every Find creators filter but the search (which stays above the list on phones too). */
export function FilterPanel({ filter, onChange, onClear }: FilterPanelProps) {
  const { t } = useTranslation('creators');
  const choices = useListChoices();
  const list = (name: ListFilterName, legend: string, foldable = false) => (
    <FilterChoices
      legend={legend}
      choices={choices[name]}
      selected={filter[name]}
      onChange={(selected) => onChange({ filter: { [name]: selected } })}
      foldable={foldable}
    />
  );
  const range = (legend: string, low: NumberFilterName, high?: NumberFilterName) => (
    <RangeField legend={legend} low={low} high={high} filter={filter} onChange={onChange} />
  );
  return (
    <Stack gap="5" role="group" aria-label={t('filters.label')}>
      {list('categories', t('filters.category'), true)}
      {list('tiers', t('filters.tier'))}
      {list('genders', t('filters.gender'))}
      {range(t('filters.age'), 'age_min', 'age_max')}
      {list('ethnicities', t('filters.ethnicity'), true)}
      {list('countries', t('filters.country'), true)}
      {range(t('filters.followers'), 'followers_min', 'followers_max')}
      {range(t('filters.price'), 'price_min', 'price_max')}
      {range(t('filters.engagement'), 'engagement_min')}
      <Button
        variant="outline"
        size="sm"
        onClick={onClear}
        disabled={activeFilterCount(filter) === 0}
      >
        {t('filters.clear')}
      </Button>
    </Stack>
  );
}
