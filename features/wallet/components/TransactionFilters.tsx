import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListToolbar, ToolbarClear, ToolbarSelect } from '@/src/ui/list/ListToolbar';
import { TRANSACTION_KINDS } from '@/domain/wallet/rules';
import type {
  TransactionFilterChanges,
  TransactionFilterState,
} from '../hooks/useTransactionFilters';

interface DayInputProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

/** A labelled local-day picker; its bounds keep the range the right way round. */
function DayInput({ label, value, min, max, onChange }: DayInputProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
        bg="surface.panel"
      />
    </Field.Root>
  );
}

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
      <DayInput
        label={t('filters.from')}
        value={state.from}
        max={state.to}
        onChange={(from) => onChange({ from })}
      />
      <DayInput
        label={t('filters.to')}
        value={state.to}
        min={state.from}
        onChange={(to) => onChange({ to })}
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
