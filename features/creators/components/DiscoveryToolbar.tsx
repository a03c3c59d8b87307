import { Button, Grid, NativeSelect } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoveryChanges } from '../hooks/useDiscoveryAddress';
import { CREATOR_SEARCH_MAX, CREATOR_SORTS, type CreatorSortName } from '@/domain/creators/rules';
import type { DiscoveryState } from '../model/address';
import { DebouncedInput } from '@/src/ui/DebouncedInput';

export interface DiscoveryToolbarProps {
  state: DiscoveryState;
  onChange: (changes: DiscoveryChanges) => void;
  /** How many filters narrow the list, for the Filters button; no button when null. */
  filterCount: number | null;
  onOpenFilters: () => void;
}

/** Above the Find creators list: the search by name, the order, and (narrow screens) Filters. */
export function DiscoveryToolbar({
  state,
  onChange,
  filterCount,
  onOpenFilters,
}: DiscoveryToolbarProps) {
  const { t } = useTranslation('creators');
  // Stable while the address stays: the search's pending pause survives other renders.
  const onSearch = useCallback((search: string) => onChange({ filter: { search } }), [onChange]);
  return (
    <Grid
      role="search"
      aria-label={t('filters.label')}
      templateColumns={{
        base: filterCount === null ? '1fr' : '1fr auto',
        md: `minmax(0, 1fr) 14rem${filterCount === null ? '' : ' auto'}`,
      }}
      gap="3"
      alignItems="center"
    >
      <Grid gridColumn={{ base: '1 / -1', md: 'auto' }}>
        <DebouncedInput
          type="search"
          aria-label={t('filters.search')}
          placeholder={t('filters.search')}
          clearLabel={t('filters.clearSearch')}
          maxLength={CREATOR_SEARCH_MAX}
          value={state.filter.search}
          onCommit={onSearch}
        />
      </Grid>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label={t('sort.label')}
          value={state.sort}
          onChange={(event) => onChange({ sort: event.target.value as CreatorSortName })}
          bg="surface.panel"
        >
          {CREATOR_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {filterCount !== null && (
        <Button variant="outline" onClick={onOpenFilters}>
          {filterCount > 0 ? t('filters.openCount', { count: filterCount }) : t('filters.open')}
        </Button>
      )}
    </Grid>
  );
}
