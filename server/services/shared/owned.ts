/**
 * Reading the rows that belong to one company (brands, products) the same way for each:
 * by API id, and a page at a time, always scoped to the company. Each read is ONE statement
 * (the row, what other tables say about it, and a page's total together), so it needs no
 * transaction to be consistent and costs one round trip.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { cards, invoices } from '../../db/schema/billing';
import type { brands } from '../../db/schema/brands';
import type { campaignDrafts } from '../../db/schema/campaignDrafts';
import type { campaigns } from '../../db/schema/campaigns';
import type { products } from '../../db/schema/products';
import type { ledgerEntries } from '../../db/schema/wallet';
import type { ServiceEnv } from '../env';
import type { ServiceError } from '../errors';
import { parseId } from '../ids';
import { after, orderBy, pageOf, pageSize } from './pagination';
import { countWhere } from './paging';
import type { Page, Sort } from './pagination';

/** The tables whose rows belong to one company and are named by an API id (or paged). */
type OwnedTable =
  | typeof brands
  | typeof products
  | typeof cards
  | typeof invoices
  | typeof ledgerEntries
  | typeof campaigns
  | typeof campaignDrafts;
type RowOf<T extends OwnedTable> = T['$inferSelect'];

/** What a view query reads: the rows matching `where` in `orderBy`, at most `limit`. */
export interface ViewQueryArgs {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  /** A list's total_count, read in the same statement (a scalar subquery, see countWhere in ./paging). */
  total?: SQL<number> | undefined;
}

/** Rows as the API shows them (with what other tables say about them), in one statement. */
export type ViewQuery<View> = (
  db: Database,
  args: ViewQueryArgs,
) => Promise<{ views: View[]; total: number | null }>;

/** A view query's answer from its rows: each row's view decoded, the total beside the first. */
export function viewsAndTotal<View>(
  rows: Array<{ view: unknown; total: number | null }>,
  decode: (view: unknown) => View,
): { views: View[]; total: number | null } {
  return { total: rows[0]?.total ?? null, views: rows.map((row) => decode(row.view)) };
}

/** A list's total as a select field; null when the query has none to read. */
export function totalField(total: SQL<number> | undefined): SQL<number | null> {
  return total ?? sql<null>`null::int`;
}

/**
 * One of the company's rows by API id, or null: another company's id is treated exactly
 * like one that does not exist. `lock` takes a row lock (FOR UPDATE) for a change.
 */
export async function findOwned<T extends OwnedTable>(
  db: Database,
  table: T,
  companyId: number,
  id: string,
  { lock = false } = {},
): Promise<RowOf<T> | null> {
  const rowId = parseId(id);
  if (rowId === null) return null;
  // Typed through the union: drizzle cannot infer a select from a generic table.
  const owned: OwnedTable = table;
  const query = db
    .select()
    .from(owned)
    .where(and(eq(owned.id, rowId), eq(owned.company_id, companyId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return (row as RowOf<T> | undefined) ?? null;
}

/** One row by API id as a view, or `notFound` (Brand, Product). */
export async function getOwned<T extends OwnedTable, View>(
  env: ServiceEnv,
  table: T,
  companyId: number,
  id: string,
  notFound: () => ServiceError,
  query: ViewQuery<View>,
): Promise<View> {
  const rowId = parseId(id);
  if (rowId === null) throw notFound();
  const owned: OwnedTable = table;
  const where = and(eq(owned.id, rowId), eq(owned.company_id, companyId));
  const { views } = await query(env.db, { where, orderBy: [], limit: 1 });
  if (!views[0]) throw notFound();
  return views[0];
}

/** The views of rows already read (after a change), in their order. */
export async function viewsOf<T extends OwnedTable, View extends { row: { id: number } }>(
  db: Database,
  table: T,
  rows: Array<{ id: number }>,
  query: ViewQuery<View>,
): Promise<View[]> {
  if (rows.length === 0) return [];
  const owned: OwnedTable = table;
  const ids = rows.map((row) => row.id);
  const { views } = await query(db, {
    where: inArray(owned.id, ids),
    orderBy: [],
    limit: ids.length,
  });
  const byId = new Map(views.map((view) => [view.row.id, view]));
  // The caller read these rows in its own transaction: they exist.
  return ids.map((id) => byId.get(id)!);
}

export interface ListArgs<T extends OwnedTable> {
  /** The company and any filters: the page's rows and its total_count alike. */
  where: SQL | undefined;
  /** A cheaper way to the same total_count (kept counts); by default the rows are counted. */
  total?: SQL<number> | undefined;
  sort: Sort<RowOf<T>>;
  first?: number | null;
  after?: string | null;
}

/**
 * One page of rows as views with its total (Brands, Products), in one statement. Only a
 * page that comes back empty after a cursor (its rows deleted meanwhile) needs a second
 * one for the total, which no row carried.
 */
export async function listOwned<T extends OwnedTable, View extends { row: RowOf<T> }>(
  env: ServiceEnv,
  table: T,
  { where, total: totalSql, sort, first, after: cursor }: ListArgs<T>,
  query: ViewQuery<View>,
): Promise<Page<View>> {
  const size = pageSize(first);
  const position = after(sort, cursor);
  const owned: OwnedTable = table;
  const { views, total } = await query(env.db, {
    where: and(where, position),
    orderBy: orderBy(sort),
    limit: size + 1,
    total: totalSql ?? countWhere(owned, where),
  });
  let totalCount = total ?? 0;
  if (total === null && position !== undefined) {
    const [counted] = await env.db.select({ count: count() }).from(owned).where(where);
    totalCount = counted?.count ?? 0;
  }
  const page = pageOf(
    sort,
    views.map((view) => view.row),
    size,
    totalCount,
  );
  return { ...page, nodes: views.slice(0, size) };
}
