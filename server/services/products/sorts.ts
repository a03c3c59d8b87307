import { sql } from 'drizzle-orm';
import type { ProductSortName } from '../../../domain/products/rules';
import { isStorableText } from '../../../domain/storableText';
import { products } from '../../db/schema/products';
import type { ProductRow } from '../../db/schema/products';
import { byCreation } from '../shared/pagination';
import type { Sort } from '../shared/pagination';

/** Names sort case-insensitively ("apple" beside "Apple"), compared in the database. */
function byName(direction: 'asc' | 'desc'): Sort<ProductRow> {
  return {
    name: `name_${direction}`,
    expr: sql`lower(${products.name})`,
    id: products.id,
    direction,
    // The cursor keeps the name itself; lower() is applied on both sides by PostgreSQL,
    // so its idea of lower case (which may differ from JavaScript's) is the only one.
    valueOf: (row) => row.name,
    param: (value) => sql`lower(${value})`,
    // A tampered cursor's name must not carry what the database cannot read.
    accepts: (value): value is string => typeof value === 'string' && isStorableText(value),
  };
}

function byPrice(direction: 'asc' | 'desc'): Sort<ProductRow> {
  return {
    name: `price_${direction}`,
    expr: products.price_cents,
    id: products.id,
    direction,
    valueOf: (row) => row.price_cents,
    param: (value) => sql`${value}::integer`,
    // Within PostgreSQL's integer, or the cast would fail.
    accepts: (value): value is number =>
      typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 2 ** 31 - 1,
  };
}

/** Every ProductSort, each a total order (ties broken by id in the same direction). */
export const PRODUCT_SORT_ORDERS: Record<ProductSortName, Sort<ProductRow>> = {
  newest: byCreation<ProductRow>(products, 'newest', 'desc'),
  oldest: byCreation<ProductRow>(products, 'oldest', 'asc'),
  name_asc: byName('asc'),
  name_desc: byName('desc'),
  price_asc: byPrice('asc'),
  price_desc: byPrice('desc'),
};
