import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { campaignProducts } from '../../db/schema/campaigns';
import { images } from '../../db/schema/images';
import type { ImageRow } from '../../db/schema/images';
import { productImages } from '../../db/schema/products';
import type { ProductRow } from '../../db/schema/products';
import { brandViews } from '../brands/view';
import type { BrandView } from '../brands/view';
import { ServiceError } from '../errors';

/** A product with what the API shows beside its columns. */
export interface ProductView {
  row: ProductRow;
  brand: BrandView;
  /** In their order. */
  images: ImageRow[];
  /** A campaign uses the product: ProductDelete refuses it. */
  inUse: boolean;
}

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

async function imagesOfProducts(db: Database, ids: number[]): Promise<Map<number, ImageRow[]>> {
  const rows = await db
    .select({ productId: productImages.product_id, image: images })
    .from(productImages)
    .innerJoin(images, eq(images.id, productImages.image_id))
    .where(inArray(productImages.product_id, ids))
    .orderBy(asc(productImages.product_id), asc(productImages.position));
  const byProduct = new Map<number, ImageRow[]>();
  for (const { productId, image } of rows) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), image]);
  }
  return byProduct;
}

/** The views of a page of products: a fixed number of queries whatever the page size. */
export async function productViews(db: Database, rows: ProductRow[]): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const brandIds = [...new Set(rows.map((row) => row.brand_id))];
  // One after the other: a transaction's queries share one connection.
  const brandRows = await db.select().from(brands).where(inArray(brands.id, brandIds));
  const imagesOf = await imagesOfProducts(db, ids);
  const used = await db
    .selectDistinct({ id: campaignProducts.product_id })
    .from(campaignProducts)
    .where(inArray(campaignProducts.product_id, ids));
  const brandOf = new Map((await brandViews(db, brandRows)).map((view) => [view.row.id, view]));
  const inUse = new Set(used.map((row) => row.id));
  return rows.map((row) => ({
    row,
    // The foreign key guarantees the brand; both were read in one transaction or page.
    brand: brandOf.get(row.brand_id)!,
    images: imagesOf.get(row.id) ?? [],
    inUse: inUse.has(row.id),
  }));
}
