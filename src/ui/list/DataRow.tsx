import { chakra } from '@chakra-ui/react';
import { memo, type MouseEvent, type ReactElement, type ReactNode } from 'react';

/** How the rows show: a table from 768 px, a card per row below. */
export type ListLayout = 'table' | 'cards';

export interface DataColumn<Row> {
  key: string;
  /** The column's heading in the table, and the cell's label on a card. */
  header: string;
  render: (row: Row, layout: ListLayout) => ReactNode;
  /** Right-aligned, tabular digits. */
  numeric?: boolean;
  /** On a card the cell says its column's heading first, unless its content says enough. */
  cardLabel?: boolean;
  /** A table cell that keeps to one line (dates, kinds). */
  nowrap?: boolean;
  /** Muted text (dates). */
  muted?: boolean;
  /** Emphasised text (amounts). */
  strong?: boolean | ((row: Row) => boolean);
  /** A text colour of the row's own (money in, money out). */
  color?: (row: Row) => string | { _light: string; _dark: string };
}

export interface DataRowProps<Row> {
  row: Row;
  columns: readonly DataColumn<Row>[];
  layout: ListLayout;
  align: 'top' | 'middle';
  rowTestId?: string | undefined;
  cardLabel?: ((row: Row) => string) | undefined;
  onRowClick?: ((row: Row, event: MouseEvent<HTMLElement>) => void) | undefined;
  /** In a virtual list: the row's place, for the virtualizer and for assistive technology. */
  index?: number | undefined;
  /** In a virtual list: how many rows there are in all, most of them not in the document. */
  total?: number | undefined;
  measureRef?: ((element: HTMLTableRowElement | null) => void) | undefined;
}

const clickedLink = (event: MouseEvent<HTMLElement>) =>
  (event.target as HTMLElement).closest('a') !== null;

/** A card's cell says its column's heading first, drawn from `data-label`. */
const CARD_CELL_LABEL = {
  content: 'attr(data-label)',
  display: { base: 'block', md: 'none' },
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
} as const;

function DataRowOf<Row>({
  row,
  columns,
  layout,
  align,
  rowTestId,
  cardLabel,
  onRowClick,
  index,
  total,
  measureRef,
}: DataRowProps<Row>) {
  const cards = layout === 'cards';
  const placed = index !== undefined && total !== undefined;
  return (
    <chakra.tr
      ref={measureRef}
      data-index={index}
      role={cards ? 'listitem' : undefined}
      aria-label={cards ? cardLabel?.(row) : undefined}
      aria-setsize={cards && placed ? total : undefined}
      aria-posinset={cards && placed ? index + 1 : undefined}
      // The heading row is the first of the table's rows.
      aria-rowindex={!cards && placed ? index + 2 : undefined}
      data-testid={rowTestId}
      display={{ base: 'flex', md: 'table-row' }}
      flexDirection="column"
      gap="1.5"
      p={{ base: '4', md: '0' }}
      rounded={{ base: 'xl', md: 'none' }}
      borderWidth={{ base: '1px', md: '0' }}
      borderTopWidth="1px"
      borderColor="border.muted"
      bg={{ base: 'surface.panel', md: 'transparent' }}
      cursor={onRowClick ? 'pointer' : undefined}
      _hover={onRowClick ? { bg: 'bg.subtle' } : undefined}
      onClick={
        onRowClick &&
        ((event: MouseEvent<HTMLElement>) => {
          if (!clickedLink(event)) onRowClick(row, event);
        })
      }
    >
      {columns.map((column) => {
        const strong = typeof column.strong === 'function' ? column.strong(row) : column.strong;
        return (
          <chakra.td
            key={column.key}
            role={cards ? 'presentation' : undefined}
            data-label={cards && column.cardLabel !== false ? column.header : undefined}
            display={{ base: 'block', md: 'table-cell' }}
            px={{ base: '0', md: '4' }}
            py={{ base: '0', md: '3' }}
            verticalAlign={align}
            overflowWrap={{ base: 'anywhere', md: 'normal' }}
            whiteSpace={{ md: column.nowrap ? 'nowrap' : undefined }}
            color={column.color?.(row) ?? (column.muted ? 'fg.muted' : undefined)}
            fontWeight={strong ? 'semibold' : undefined}
            {...(column.numeric && {
              textAlign: { md: 'end' },
              fontVariantNumeric: 'tabular-nums',
              whiteSpace: 'nowrap',
            })}
            _before={CARD_CELL_LABEL}
          >
            {column.render(row, layout)}
          </chakra.td>
        );
      })}
    </chakra.tr>
  );
}

/**
 * One row of a DataTable, as a table row or a card. Memoised: a list re-rendering (a filter
 * changed, more rows loaded, the rows dimmed while loading) leaves a row alone while its
 * data and the table's columns and callbacks are the same objects.
 */
export const DataRow = memo(DataRowOf) as <Row>(props: DataRowProps<Row>) => ReactElement;
