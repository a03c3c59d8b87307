import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PRODUCT_SEARCH_MAX } from '../../../domain/products/rules';
import type { ProductCategoryName, ProductSortName } from '../../../domain/products/rules';
import { productCounts, products } from '../../db/schema/products';
import { productListSchema } from '../../../domain/products/schema';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { fieldError } from '../errors';
import { parseId } from '../ids';
import { likePattern } from '../shared/likePattern';
import { getOwned, listOwned } from '../shared/owned';
import type { Page } from '../shared/pagination';
import { PRODUCT_SORT_ORDERS } from './sorts';
import { EVERY_PRODUCT_FIELD, productNotFound, productViewQuery } from './view';
import type { ProductView, ProductViewNeeds } from './view';

export interface ProductListArgs {
  first?: number | null;
  after?: string | null;
  brand_id?: string | null;
  category?: ProductCategoryName | null;
  search?: string | null;
  sort?: ProductSortName | null;
}

/**
 * The filters of Products, scoped to the company, and their total: without a search it is
 * the sum of the kept counts (productCounts), a few rows however many products match.
 */
function filtersOf(
  companyId: number,
  args: ProductListArgs,
): { where: SQL | undefined; total: SQL<number> | undefined } {
  const conditions: Array<SQL | undefined> = [eq(products.company_id, companyId)];
  const counted: Array<SQL | undefined> = [eq(productCounts.company_id, companyId)];
  if (args.brand_id) {
    // An id that is not one of the company's brands matches nothing; "" means any brand.
    const brandId = parseId(args.brand_id);
    conditions.push(brandId === null ? sql`false` : eq(products.brand_id, brandId));
    counted.push(brandId === null ? sql`false` : eq(productCounts.brand_id, brandId));
  }
  if (args.category != null) {
    conditions.push(eq(products.category, args.category));
    counted.push(eq(productCounts.category, args.category));
  }
  const search = args.search?.trim() ?? '';
  if (search.length > PRODUCT_SEARCH_MAX) {
    throw fieldError('search', 'errors:searchTooLong', { max: PRODUCT_SEARCH_MAX });
  }
  if (search) {
    conditions.push(sql`${products.name} ilike ${likePattern(search)} escape '\\'`);
    return { where: and(...conditions), total: undefined };
  }
  const total = sql<number>`(select coalesce(sum(${productCounts.count}), 0)::int
    from ${productCounts} where ${and(...counted)})`;
  return { where: and(...conditions), total };
}

/** Products: filtered, sorted (newest first by default) and paginated. */
export async function listProducts(
  env: ServiceEnv,
  companyId: number,
  args: ProductListArgs,
  needs: ProductViewNeeds = EVERY_PRODUCT_FIELD,
): Promise<Page<ProductView>> {
  await validated(productListSchema, args);
  const sort = PRODUCT_SORT_ORDERS[args.sort ?? 'newest'];
  const { where, total } = filtersOf(companyId, args);
  return listOwned(
    env,
    products,
    { first: args.first, after: args.after, where, total, sort },
    productViewQuery(needs),
  );
}

/** Product: one of the company's products; NOT_FOUND for any other id. */
export async function getProduct(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<ProductView> {
  return getOwned(
    env,
    products,
    companyId,
    id,
    productNotFound,
    productViewQuery(EVERY_PRODUCT_FIELD),
  );
}
