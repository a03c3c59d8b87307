/**
 * Cursor pagination of every list (Brands, Products): `first` items after the opaque
 * `after` cursor, in a total order (the sort key, then the id in the same direction), read
 * with a keyset condition so pages never skip or repeat a row however many come before.
 */
import { asc, desc, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../../domain/pagination';
import { fieldError } from '../errors';

/** One page of a list, in the API's terms. */
export interface Page<T> {
  nodes: T[];
  hasNextPage: boolean;
  /** The cursor of the last node; null for an empty page. */
  endCursor: string | null;
  totalCount: number;
}

type SortValue = string | number;

/**
 * An ordering of a table: `expr` (a column or an expression such as lower(name)) in
 * `direction`, ties broken by `id` in the same direction.
 */
export interface Sort<Row> {
  /** Written into cursors, so a cursor of another sort is refused rather than misread. */
  name: string;
  expr: AnyColumn | SQL;
  id: AnyColumn;
  direction: 'asc' | 'desc';
  /** The sort value of a row, as the cursor carries it (JSON: no Dates). */
  valueOf(row: Row): SortValue;
  /** The cursor's value as SQL comparable with `expr` (with its cast or function). */
  param(value: SortValue): SQL;
  /** Whether a decoded value has the right shape (a tampered cursor must not reach SQL). */
  accepts(value: unknown): value is SortValue;
}

/** `first` as a page size: 1 to PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT when absent. */
export function pageSize(first: number | null | undefined): number {
  if (first == null) return PAGE_SIZE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX) {
    throw fieldError('first', 'errors:pageSizeRange', { min: 1, max: PAGE_SIZE_MAX });
  }
  return first;
}

/** Opaque to clients: base64url of `[sort, value, id]`. */
function encodeCursor<Row>(sort: Sort<Row>, row: Row, id: number): string {
  return Buffer.from(JSON.stringify([sort.name, sort.valueOf(row), id])).toString('base64url');
}

const badCursor = () => fieldError('after', 'errors:cursorInvalid');

function decodeCursor<Row>(sort: Sort<Row>, cursor: string): [SortValue, number] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badCursor();
  const [name, value, id] = parsed as unknown[];
  if (name !== sort.name || !sort.accepts(value)) throw badCursor();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw badCursor();
  return [value, id];
}

/** A sort by the id alone (see byId): nothing to break ties with. */
const byIdAlone = <Row>(sort: Sort<Row>) => sort.expr === sort.id;

/** The ORDER BY of a sort. */
export function orderBy<Row>(sort: Sort<Row>): SQL[] {
  const direction = sort.direction === 'asc' ? asc : desc;
  return byIdAlone(sort) ? [direction(sort.id)] : [direction(sort.expr), direction(sort.id)];
}

/** The rows after the cursor (a row comparison, so the id breaks ties), or undefined. */
export function after<Row>(sort: Sort<Row>, cursor: string | null | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [value, id] = decodeCursor(sort, cursor);
  const comparison = sort.direction === 'asc' ? sql`>` : sql`<`;
  // The id alone is a plain range: the index's bound, where a row comparison would filter.
  if (byIdAlone(sort)) return sql`${sort.id} ${comparison} ${id}`;
  return sql`(${sort.expr}, ${sort.id}) ${comparison} (${sort.param(value)}, ${id})`;
}

/**
 * The page from rows read with `limit size + 1` (the extra row only says there is a next
 * page) and the total of the same filters.
 */
export function pageOf<Row extends { id: number }>(
  sort: Sort<Row>,
  rows: Row[],
  size: number,
  totalCount: number,
): Page<Row> {
  const nodes = rows.slice(0, size);
  const last = nodes.at(-1);
  return {
    nodes,
    hasNextPage: rows.length > size,
    endCursor: last ? encodeCursor(sort, last, last.id) : null,
    totalCount,
  };
}

/** What Date#toISOString writes (and PostgreSQL reads back exactly). */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A real instant PostgreSQL can read back: JavaScript rolls 30 February over into March
 * and knows a year 0 that PostgreSQL refuses (its years start at 1).
 */
function isStorableInstant(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value && !value.startsWith('0000');
}

/** Sorting by creation time (newest or oldest first): the value is an ISO timestamp. */
export function byCreation<Row extends { created_at: Date }>(
  columns: { created_at: AnyColumn; id: AnyColumn },
  name: string,
  direction: 'asc' | 'desc',
): Sort<Row> {
  return {
    name,
    expr: columns.created_at,
    id: columns.id,
    direction,
    valueOf: (row) => row.created_at.toISOString(),
    param: (value) => sql`${value}::timestamptz`,
    accepts: (value): value is string =>
      typeof value === 'string' && ISO_TIMESTAMP.test(value) && isStorableInstant(value),
  };
}

/**
 * Sorting by the id alone, for rows whose ids grow with time (newest first is `desc`): the
 * keyset is one column of a (scope, id) index.
 */
export function byId<Row extends { id: number }>(
  id: AnyColumn,
  name: string,
  direction: 'asc' | 'desc',
): Sort<Row> {
  return {
    name,
    expr: id,
    id,
    direction,
    valueOf: (row) => row.id,
    param: (value) => sql`${value}::int`,
    accepts: (value): value is number =>
      typeof value === 'number' && Number.isSafeInteger(value) && value >= 1,
  };
}
