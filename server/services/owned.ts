/**
 * Reading the rows that belong to one company (brands, products) the same way for each:
 * by API id, and a page at a time, always scoped to the company.
 */
import { and, count, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { brands } from '../db/schema/brands';
import type { products } from '../db/schema/products';
import { readSnapshot } from './env';
import type { ServiceEnv } from './env';
import type { ServiceError } from './errors';
import { parseId } from './ids';
import { after, mapPage, orderBy, pageOf, pageSize } from './pagination';
import type { Page, Sort } from './pagination';

/** The tables whose rows belong to one company and are named by an API id. */
type OwnedTable = typeof brands | typeof products;
type RowOf<T extends OwnedTable> = T['$inferSelect'];
/** Rows as the API shows them (with what other tables say about them). */
type Views<T extends OwnedTable, View> = (tx: Database, rows: RowOf<T>[]) => Promise<View[]>;

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
  views: Views<T, View>,
): Promise<View> {
  return readSnapshot(env, async (tx) => {
    const row = await findOwned(tx, table, companyId, id);
    if (!row) throw notFound();
    const [view] = await views(tx, [row]);
    return view!;
  });
}

export interface ListArgs<T extends OwnedTable> {
  /** The company and any filters: the page's rows and its total_count alike. */
  where: SQL | undefined;
  sort: Sort<RowOf<T>>;
  first?: number | null;
  after?: string | null;
}

/** One page of rows as views, read with its total from one snapshot (Brands, Products). */
export async function listOwned<T extends OwnedTable, View>(
  env: ServiceEnv,
  table: T,
  { where, sort, first, after: cursor }: ListArgs<T>,
  views: Views<T, View>,
): Promise<Page<View>> {
  const size = pageSize(first);
  const position = after(sort, cursor);
  const owned: OwnedTable = table;
  return readSnapshot(env, async (tx) => {
    const rows = (await tx
      .select()
      .from(owned)
      .where(and(where, position))
      .orderBy(...orderBy(sort))
      .limit(size + 1)) as RowOf<T>[];
    const [total] = await tx.select({ count: count() }).from(owned).where(where);
    return mapPage(pageOf(sort, rows, size, total?.count ?? 0), (nodes) => views(tx, nodes));
  });
}
