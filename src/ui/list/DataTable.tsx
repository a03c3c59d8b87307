import { chakra, useMediaQuery } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';

/** A table needs 768 px; narrower screens show each row as a card. */
export const WIDE_LIST_QUERY = '(min-width: 768px)';

/** How the rows show: a table from 768 px, a card per row below. */
export type ListLayout = 'table' | 'cards';

/** Heading cells' look in the table: small capitals, muted. */
const HEADER_CELL = {
  px: '4',
  py: '3',
  textAlign: 'start',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
} as const;

/** Amounts and counts line up on the right, digit under digit. */
const NUMBER_CELL = {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

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

export interface DataTableProps<Row> {
  /** The table's (or the list's) accessible name. */
  label: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Dimmed while another filter's rows load. */
  stale?: boolean;
  /** The whole row opens something (a click on a link inside it does what links do). */
  onRowClick?: (row: Row, event: MouseEvent<HTMLElement>) => void;
  rowTestId?: string;
  /** A card's accessible name (a table row is read cell by cell). */
  cardLabel?: (row: Row) => string;
  /** Table cells' vertical alignment. */
  align?: 'top' | 'middle';
}

const clickedLink = (event: MouseEvent<HTMLElement>) =>
  (event.target as HTMLElement).closest('a') !== null;

/**
 * A list's rows as a table from 768 px and as cards below: one DOM, restyled, so a row is
 * the same element at every width. Below 768 px the elements take list roles (the cards
 * are a list of items, not a table whose headings are hidden) and each cell shows its
 * column's heading as a label.
 */
export function DataTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  stale = false,
  onRowClick,
  rowTestId,
  cardLabel,
  align = 'middle',
}: DataTableProps<Row>) {
  const [wide = true] = useMediaQuery([WIDE_LIST_QUERY], { ssr: false });
  const layout: ListLayout = wide ? 'table' : 'cards';
  const cards = !wide;
  return (
    <chakra.div
      overflowX={{ md: 'auto' }}
      rounded={{ md: 'xl' }}
      borderWidth={{ md: '1px' }}
      borderColor="border.muted"
      bg={{ md: 'surface.panel' }}
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      <chakra.table
        role={cards ? 'list' : undefined}
        display={{ base: 'block', md: 'table' }}
        w="full"
        fontSize="sm"
        aria-label={label}
        aria-busy={stale}
      >
        {/* Cards say their labels on each cell: a list has no headings row. */}
        {!cards && (
          <chakra.thead bg="bg.subtle">
            <tr>
              {columns.map((column) => (
                <chakra.th key={column.key} {...HEADER_CELL} {...(column.numeric && NUMBER_CELL)}>
                  {column.header}
                </chakra.th>
              ))}
            </tr>
          </chakra.thead>
        )}
        <chakra.tbody
          role={cards ? 'presentation' : undefined}
          display={{ base: 'flex', md: 'table-row-group' }}
          flexDirection="column"
          gap="3"
        >
          {rows.map((row) => (
            <chakra.tr
              key={rowKey(row)}
              role={cards ? 'listitem' : undefined}
              aria-label={cards ? cardLabel?.(row) : undefined}
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
                const strong =
                  typeof column.strong === 'function' ? column.strong(row) : column.strong;
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
                    _before={{
                      content: 'attr(data-label)',
                      display: { base: 'block', md: 'none' },
                      fontSize: 'xs',
                      fontWeight: 'semibold',
                      color: 'fg.muted',
                      textTransform: 'uppercase',
                      letterSpacing: '0.04em',
                    }}
                  >
                    {column.render(row, layout)}
                  </chakra.td>
                );
              })}
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </chakra.div>
  );
}
