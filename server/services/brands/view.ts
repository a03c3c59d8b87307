import { eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import type { BrandRow } from '../../db/schema/brands';
import { campaignProducts, campaigns } from '../../db/schema/campaigns';
import { images } from '../../db/schema/images';
import type { ImageRow } from '../../db/schema/images';
import { productCounts, products } from '../../db/schema/products';
import { parsedJson, rowFromJson, rowJson } from '../../db/rowJson';
import { ServiceError } from '../errors';
import { totalField, viewsAndTotal, viewsOf } from '../shared/owned';
import type { ViewQuery } from '../shared/owned';

/** A brand with what the API shows beside its columns. */
export interface BrandView {
  row: BrandRow;
  logo: ImageRow | null;
  /** 0 when the query left it out (see BrandViewNeeds). */
  productsCount: number;
  /** A campaign uses the brand or one of its products: BrandDelete refuses it. */
  inUse: boolean;
}

/** The counts a brand view may leave out when the client does not ask for them. */
export interface BrandViewNeeds {
  productsCount: boolean;
  inUse: boolean;
}

export const EVERY_BRAND_FIELD: BrandViewNeeds = { productsCount: true, inUse: true };

export const brandNotFound = () => new ServiceError('NOT_FOUND', 'errors:brandNotFound');

/** The brands among `ids` that a campaign uses, directly or through one of their products. */
export async function brandsInUse(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: campaigns.brand_id })
    .from(campaigns)
    .where(inArray(campaigns.brand_id, ids))
    .union(
      db
        .selectDistinct({ id: products.brand_id })
        .from(campaignProducts)
        .innerJoin(products, eq(products.id, campaignProducts.product_id))
        .where(inArray(products.brand_id, ids)),
    );
  return new Set(rows.map((row) => row.id));
}

// The brand's products under a name of their own (the outer query may read products too);
// in raw SQL an alias renders as its name only, hence `${products} as ${alias}`.
const usedProducts = alias(products, 'used_products');

/** How many products the brand of the outer query has (a select field), from the kept counts. */
export const brandProductsCount = sql<number>`(select coalesce(sum(${productCounts.count}), 0)::int
  from ${productCounts} where ${productCounts.company_id} = ${brands.company_id}
  and ${productCounts.brand_id} = ${brands.id})`;

/** Whether a campaign uses the brand of the outer query or one of its products. */
export const brandInUse = sql<boolean>`(
  exists(select 1 from ${campaigns} where ${campaigns.brand_id} = ${brands.id})
  or exists(select 1 from ${campaignProducts}
    inner join ${products} as ${usedProducts} on ${usedProducts.id} = ${campaignProducts.product_id}
    where ${usedProducts.brand_id} = ${brands.id}))`;

/** Brands' logos, joined by `brandLogoJoin` (under a name of their own beside a row's images). */
export const brandLogos = alias(images, 'brand_logo');
export const brandLogoJoin = eq(brandLogos.id, brands.logo_image_id);

/**
 * A brand view as one JSON value (server/db/rowJson.ts): the brand of the outer query, its
 * logo (joined as `brandLogos` by `brandLogoJoin`) and the counts `needs` asks for.
 */
export function brandViewJson(needs: BrandViewNeeds): SQL {
  return sql`json_build_object(
    'row', ${rowJson(brands)},
    'logo', case when ${brandLogos.id} is null then null else ${rowJson(brandLogos)} end,
    'productsCount', ${needs.productsCount ? brandProductsCount : sql`0`},
    'inUse', ${needs.inUse ? brandInUse : sql`false`})`;
}

interface BrandViewJson {
  row: unknown;
  logo: unknown;
  productsCount: number;
  inUse: boolean;
}

/** A brand view from its `brandViewJson`. */
export function brandViewFromJson(value: unknown): BrandView {
  const json = parsedJson(value) as BrandViewJson;
  return {
    row: rowFromJson(brands, json.row),
    logo: json.logo === null ? null : rowFromJson(images, json.logo),
    productsCount: json.productsCount,
    inUse: json.inUse,
  };
}

/** Brand views in one statement: each brand with its logo and the counts `needs` asks for. */
export function brandViewQuery(needs: BrandViewNeeds): ViewQuery<BrandView> {
  return async (db, { where, orderBy, limit, total }) => {
    const rows = await db
      .select({ view: brandViewJson(needs), total: totalField(total) })
      .from(brands)
      .leftJoin(brandLogos, brandLogoJoin)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
    return viewsAndTotal(rows, brandViewFromJson);
  };
}

/** The full views of brands already read (after a change), in their order. */
export function brandViews(db: Database, rows: BrandRow[]): Promise<BrandView[]> {
  return viewsOf(db, brands, rows, brandViewQuery(EVERY_BRAND_FIELD));
}
