import { Button, Field, Grid, Input, NativeSelect, type GridItemProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DebouncedInput } from '../DebouncedInput';
import { SelectOptions, type SelectOption } from '../forms/SelectField';

export interface ListToolbarProps {
  /** The search landmark's name ("Filter deals"). */
  label: string;
  /**
   * The columns from 992 px (the search first), below which there are two, the search on
   * a row of its own; or the columns at each width.
   */
  columns: string | { base: string; sm?: string; md?: string; lg?: string };
  /** Controls with a message under them line up by their tops. */
  align?: 'center' | 'start' | 'end';
  children: ReactNode;
}

/** Above a list: its search, sort and filters in one search landmark. */
export function ListToolbar({ label, columns, align = 'center', children }: ListToolbarProps) {
  return (
    <Grid
      role="search"
      aria-label={label}
      templateColumns={typeof columns === 'string' ? { base: '1fr 1fr', lg: columns } : columns}
      gap="3"
      alignItems={align}
    >
      {children}
    </Grid>
  );
}

export interface ToolbarSearchProps {
  /** Its name and placeholder. */
  label: string;
  /** Below which width it takes a row of its own. */
  ownRowBelow?: 'md' | 'lg';
  clearLabel: string;
  maxLength: number;
  value: string;
  /** Keep it stable (useCallback): a new function restarts the pause in the typing. */
  onCommit: (text: string) => void;
  delay?: number;
}

/** The list's search box, a whole row on a phone; it commits after a pause in the typing. */
export function ToolbarSearch({ label, ownRowBelow = 'lg', ...props }: ToolbarSearchProps) {
  return (
    <Grid gridColumn={{ base: '1 / -1', [ownRowBelow]: 'auto' }}>
      <DebouncedInput type="search" aria-label={label} placeholder={label} {...props} />
    </Grid>
  );
}

export interface ToolbarSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The "all" choice; absent for an order, which always has a value. */
  allLabel?: string;
  onChange: (value: string) => void;
  /** The label written above the select, not only its accessible name. */
  labelShown?: boolean;
  /** Its cell in the toolbar's grid, where it is not the next one. */
  gridColumn?: GridItemProps['gridColumn'];
}

/** One filter or the order of the list, as a native select named by `label`. */
export function ToolbarSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
  labelShown = false,
  gridColumn,
}: ToolbarSelectProps) {
  const select = (
    <NativeSelect.Root size="md">
      <NativeSelect.Field
        aria-label={labelShown ? undefined : label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="surface.panel"
      >
        <SelectOptions options={options} empty={allLabel} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (!labelShown) return select;
  return (
    <Field.Root gridColumn={gridColumn}>
      <Field.Label>{label}</Field.Label>
      {select}
    </Field.Root>
  );
}

export interface ToolbarClearProps {
  label: string;
  filtered: boolean;
  onClear: () => void;
  /** Below which width it takes a row of its own, at its end; false keeps it in its cell. */
  ownRowBelow?: 'md' | 'lg' | false;
  /** At the end of a wide cell (the toolbar's last column takes the space left). */
  end?: boolean;
}

/** "Clear filters": back to every item; disabled while nothing narrows the list. */
export function ToolbarClear({
  label,
  filtered,
  onClear,
  ownRowBelow = 'lg',
  end = false,
}: ToolbarClearProps) {
  return (
    <Button
      variant="ghost"
      colorPalette="brand"
      onClick={onClear}
      disabled={!filtered}
      gridColumn={ownRowBelow ? { base: '1 / -1', [ownRowBelow]: 'auto' } : undefined}
      justifySelf={end ? 'end' : { base: 'end', [ownRowBelow || 'lg']: 'auto' }}
    >
      {label}
    </Button>
  );
}

interface ToolbarDayProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

/** A labelled day picker. */
function ToolbarDay({ label, value, min, max, onChange }: ToolbarDayProps) {
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

export interface ToolbarDayRangeProps {
  fromLabel: string;
  toLabel: string;
  /** The first and last days shown (YYYY-MM-DD), or '' for no bound. */
  from: string;
  to: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}

/** A range of days as two pickers; their bounds keep the range the right way round. */
export function ToolbarDayRange({ fromLabel, toLabel, from, to, onChange }: ToolbarDayRangeProps) {
  return (
    <>
      <ToolbarDay
        label={fromLabel}
        value={from}
        max={to}
        onChange={(day) => onChange({ from: day })}
      />
      <ToolbarDay label={toLabel} value={to} min={from} onChange={(day) => onChange({ to: day })} />
    </>
  );
}
