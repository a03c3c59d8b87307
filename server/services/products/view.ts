import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { campaignProducts } from '../../db/schema/campaigns';
import { images } from '../../db/schema/images';
import type { ImageRow } from '../../db/schema/images';
import { productImages, products } from '../../db/schema/products';
import type { ProductRow } from '../../db/schema/products';
import { brandLogoJoin, brandLogos, brandViewFromJson, brandViewJson } from '../brands/view';
import type { BrandView } from '../brands/view';
import { ServiceError } from '../errors';
import { parsedJson, rowFromJson, rowJson } from '../../db/rowJson';
import { totalField, viewsAndTotal, viewsOf } from '../shared/owned';
import type { ViewQuery } from '../shared/owned';

/** A product with what the API shows beside its columns. */
export interface ProductView {
  row: ProductRow;
  brand: BrandView;
  /** In their order. */
  images: ImageRow[];
  /** A campaign uses the product: ProductDelete refuses it. */
  inUse: boolean;
}

/**
 * The costly parts of a product view a query may leave out when the client does not ask
 * for them (they then read 0 / false). The product list's cards ask for none.
 */
export interface ProductViewNeeds {
  inUse: boolean;
  brandProductsCount: boolean;
  brandInUse: boolean;
}

export const EVERY_PRODUCT_FIELD: ProductViewNeeds = {
  inUse: true,
  brandProductsCount: true,
  brandInUse: true,
};

export const productNotFound = () => new ServiceError('NOT_FOUND', 'errors:productNotFound');

/** The ids of the images of a product, in order. */
export async function productImageIds(db: Database, productId: number): Promise<string[]> {
  const rows = await db
    .select({ id: productImages.image_id })
    .from(productImages)
    .where(eq(productImages.product_id, productId))
    .orderBy(asc(productImages.position));
  return rows.map((row) => row.id);
}

/** The images of the product of the outer query, in order, as a JSON array. */
const productImagesField = sql<unknown>`coalesce((
  select json_agg(${rowJson(images)} order by ${productImages.position})
  from ${productImages} inner join ${images} on ${images.id} = ${productImages.image_id}
  where ${productImages.product_id} = ${products.id}), '[]'::json)`;

const productInUseField = sql<boolean>`exists(
  select 1 from ${campaignProducts} where ${campaignProducts.product_id} = ${products.id})`;

interface ProductViewJson {
  row: unknown;
  brand: unknown;
  images: unknown[];
  inUse: boolean;
}

/** A product view from the JSON value productViewQuery reads per row. */
function productViewFromJson(value: unknown): ProductView {
  const json = parsedJson(value) as ProductViewJson;
  return {
    row: rowFromJson(products, json.row),
    brand: brandViewFromJson(json.brand),
    images: json.images.map((image) => rowFromJson(images, image)),
    inUse: json.inUse,
  };
}

/**
 * Product views in one statement: each row with its brand (and the brand's logo), its
 * images and only the counts `needs` asks for, as one JSON value (server/db/rowJson.ts).
 */
export function productViewQuery(needs: ProductViewNeeds): ViewQuery<ProductView> {
  const brandNeeds = { productsCount: needs.brandProductsCount, inUse: needs.brandInUse };
  const view = sql<unknown>`json_build_object(
    'row', ${rowJson(products)},
    'brand', ${brandViewJson(brandNeeds)},
    'images', ${productImagesField},
    'inUse', ${needs.inUse ? productInUseField : sql`false`})`;
  return async (db, { where, orderBy, limit, total }) => {
    const rows = await db
      .select({ view, total: totalField(total) })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brand_id))
      .leftJoin(brandLogos, brandLogoJoin)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
    return viewsAndTotal(rows, productViewFromJson);
  };
}

/** The full views of products already read (after a change), in their order. */
export function productViews(db: Database, rows: ProductRow[]): Promise<ProductView[]> {
  return viewsOf(db, products, rows, productViewQuery(EVERY_PRODUCT_FIELD));
}
