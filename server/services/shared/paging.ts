/**
 * Paging the lists read by view query (creators, deals, content, notifications) with the
 * keyset machinery (./pagination.ts): the page arguments checked before anything is read,
 * and a page whose total came with its rows.
 */
import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { pageArgsSchema } from '../../../domain/pagination';
import type { Database } from '../../db/client';
import { validated } from '../env';
import { after, orderBy, pageOf, pageSize } from './pagination';
import type { Page, Sort } from './pagination';

/** The page size and the keyset position after the cursor; bad input is refused here. */
export async function pageArgs<Row>(
  sort: Sort<Row>,
  args: { first?: number | null; after?: string | null },
): Promise<{ size: number; position: SQL | undefined }> {
  await validated(pageArgsSchema, { after: args.after });
  return { size: pageSize(args.first), position: after(sort, args.after) };
}

/**
 * How many rows of `table` match `where`, as a scalar subquery: uncorrelated, so the
 * database computes it once per statement, however many rows come back.
 */
export const countWhere = (table: PgTable, where: SQL | undefined) =>
  sql<number>`(select count(*)::int from ${table} where ${where})`;

/** What a list's view query reads: the page's rows in order, and the list's total. */
export interface PageQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  total: SQL<number>;
}

/**
 * One page of the rows of `table` matching `where`, after `position`, in `sort` order:
 * `read` answers their views with the total (one statement), `rowOf` gives each view's
 * sort value and id for the cursor. A page that came back empty carried no total: it is
 * counted then.
 */
export async function readPage<View, Row extends { id: number }>(
  db: Database,
  sort: Sort<Row>,
  {
    size,
    position,
    table,
    where,
    rowOf,
  }: {
    size: number;
    position: SQL | undefined;
    table: PgTable;
    where: SQL | undefined;
    rowOf: (view: View) => Row;
  },
  read: (query: PageQuery) => Promise<{ views: View[]; total: number | null }>,
): Promise<Page<View>> {
  const { views, total } = await read({
    where: and(where, position),
    orderBy: orderBy(sort),
    limit: size + 1,
    total: countWhere(table, where),
  });
  let count = total;
  if (count === null) {
    const [row] = await db
      .select({ count: countWhere(table, where) })
      .from(sql`(values (1)) as one`);
    count = row?.count ?? 0;
  }
  const page = pageOf(sort, views.map(rowOf), size, count);
  return { ...page, nodes: views.slice(0, size) };
}
