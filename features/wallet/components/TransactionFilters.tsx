import { useTranslation } from 'react-i18next';
import {
  ListToolbar,
  ToolbarClear,
  ToolbarDayRange,
  ToolbarSelect,
} from '@/src/ui/list/ListToolbar';
import { TRANSACTION_KINDS } from '@/domain/wallet/rules';
import type {
  TransactionFilterChanges,
  TransactionFilterState,
} from '../hooks/useTransactionFilters';

export interface TransactionFiltersProps {
  state: TransactionFilterState;
  filtered: boolean;
  onChange: (changes: TransactionFilterChanges) => void;
  onClear: () => void;
}

/** The history's kind and date range (local days), and a way back to every movement. */
export function TransactionFilters({
  state,
  filtered,
  onChange,
  onClear,
}: TransactionFiltersProps) {
  const { t } = useTranslation('wallet');
  const kinds = TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }));
  return (
    <ListToolbar
      label={t('filters.label')}
      columns={{ base: '1fr 1fr', md: 'minmax(12rem, 16rem) 11rem 11rem auto' }}
      align="end"
    >
      <ToolbarSelect
        label={t('filters.kind')}
        labelShown
        gridColumn={{ base: '1 / -1', md: 'auto' }}
        value={state.kind}
        options={kinds}
        allLabel={t('filters.allKinds')}
        onChange={(kind) => onChange({ kind: kind as TransactionFilterState['kind'] })}
      />
      <ToolbarDayRange
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        from={state.from}
        to={state.to}
        onChange={onChange}
      />
      <ToolbarClear
        label={t('filters.clear')}
        filtered={filtered}
        onClear={onClear}
        ownRowBelow="md"
        end
      />
    </ListToolbar>
  );
}
