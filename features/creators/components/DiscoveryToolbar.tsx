import { Button } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoveryChanges } from '../hooks/useDiscoveryAddress';
import { CREATOR_SEARCH_MAX, CREATOR_SORTS, type CreatorSortName } from '@/domain/creators/rules';
import type { DiscoveryState } from '../model/address';
import { ListToolbar, ToolbarSearch, ToolbarSelect } from '@/src/ui/list/ListToolbar';

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
    <ListToolbar
      label={t('filters.label')}
      columns={{
        base: filterCount === null ? '1fr' : '1fr auto',
        md: `minmax(0, 1fr) 14rem${filterCount === null ? '' : ' auto'}`,
      }}
    >
      <ToolbarSearch
        label={t('filters.search')}
        clearLabel={t('filters.clearSearch')}
        maxLength={CREATOR_SEARCH_MAX}
        value={state.filter.search}
        onCommit={onSearch}
        ownRowBelow="md"
      />
      <ToolbarSelect
        label={t('sort.label')}
        value={state.sort}
        options={CREATOR_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        onChange={(sort) => onChange({ sort: sort as CreatorSortName })}
      />
      {filterCount !== null && (
        <Button variant="outline" onClick={onOpenFilters}>
          {filterCount > 0 ? t('filters.openCount', { count: filterCount }) : t('filters.open')}
        </Button>
      )}
    </ListToolbar>
  );
}
