import { chakra, useMediaQuery } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { DataRow, type DataColumn, type DataRowProps, type ListLayout } from './DataRow';
import { useOffsetTop } from './useOffsetTop';
import { measureWhenLaidOut, useGrowingOverscan } from './windowRows';

export type { DataColumn } from './DataRow';

/** A table needs 768 px; narrower screens show each row as a card. */
export const WIDE_LIST_QUERY = '(min-width: 768px)';

/** Rows kept in the document above and below the visible ones: a quick scroll shows no gap. */
const OVERSCAN = 6;
/** First guesses of a row's height before it is measured (a table row, a card). */
const ESTIMATED_HEIGHT = { table: 64, cards: 160 } as const;
/** The cards' gap (`gap="3"`), which the virtual list counts between them. */
const CARD_GAP_PX = 12;

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

export interface DataTableProps<Row> {
  /** The table's (or the list's) accessible name. */
  label: string;
  rows: readonly Row[];
  /** Keep the same array between renders (useMemo): a new one re-renders every row. */
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
  /**
   * Only the rows in and near the window are in the document, the rest stand in as space:
   * for lists that grow page after page into the hundreds.
   */
  virtual?: boolean;
}

type RowsProps<Row> = Omit<DataRowProps<Row>, 'row'> & {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The body the rows are in: where the list starts on the page. */
  bodyRef: RefObject<HTMLTableSectionElement | null>;
};

/** Space that stands in for rows out of the document, in either layout. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <chakra.tr aria-hidden display={{ base: 'block', md: 'table-row' }} style={{ height }}>
      <chakra.td colSpan={columns} p="0" border="0" display={{ base: 'none', md: 'table-cell' }} />
    </chakra.tr>
  );
}

/**
 * The rows in and near the window of a list scrolled with the page, between two spacers
 * that hold the others' height (less the cards' gap, which the body adds beside each).
 */
function VirtualRows<Row>({ rows, rowKey, bodyRef, ...rowProps }: RowsProps<Row>) {
  const gap = rowProps.layout === 'cards' ? CARD_GAP_PX : 0;
  const scrollMargin = useOffsetTop(bodyRef);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_HEIGHT[rowProps.layout],
    overscan: useGrowingOverscan(OVERSCAN),
    scrollMargin,
    gap,
    getItemKey: (index) => rowKey(rows[index]!),
    measureElement: measureWhenLaidOut,
  });
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? scrollMargin) - scrollMargin;
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? scrollMargin) - scrollMargin);
  const columns = rowProps.columns.length;
  return (
    <>
      {before > 0 && <Spacer height={before - gap} columns={columns} />}
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <DataRow
            key={rowKey(row)}
            row={row}
            index={item.index}
            total={rows.length}
            measureRef={virtualizer.measureElement}
            {...rowProps}
          />
        );
      })}
      {after > 0 && <Spacer height={after - gap} columns={columns} />}
    </>
  );
}

/**
 * A list's rows as a table from 768 px and as cards below: one DOM, restyled, so a row is
 * the same element at every width. Below 768 px the elements take list roles (the cards
 * are a list of items, not a table whose headings are hidden) and each cell shows its
 * column's heading as a label. Rows are memoised (DataRow): give stable columns and
 * callbacks, and a change elsewhere re-renders no row.
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
  virtual = false,
}: DataTableProps<Row>) {
  const [wide = true] = useMediaQuery([WIDE_LIST_QUERY], { ssr: false });
  const layout: ListLayout = wide ? 'table' : 'cards';
  const cards = !wide;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const rowProps = { columns, layout, align, rowTestId, cardLabel, onRowClick };
  let body: ReactNode;
  if (virtual) body = <VirtualRows rows={rows} rowKey={rowKey} bodyRef={bodyRef} {...rowProps} />;
  else body = rows.map((row) => <DataRow key={rowKey(row)} row={row} {...rowProps} />);
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
        aria-rowcount={virtual && !cards ? rows.length + 1 : undefined}
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
          ref={bodyRef}
          role={cards ? 'presentation' : undefined}
          display={{ base: 'flex', md: 'table-row-group' }}
          flexDirection="column"
          gap="3"
        >
          {body}
        </chakra.tbody>
      </chakra.table>
    </chakra.div>
  );
}
