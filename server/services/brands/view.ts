import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { BrandRow } from '../../db/schema/brands';
import { campaignProducts, campaigns } from '../../db/schema/campaigns';
import type { ImageRow } from '../../db/schema/images';
import { products } from '../../db/schema/products';
import { ServiceError } from '../errors';
import { imagesById } from '../images/lookup';

/** A brand with what the API shows beside its columns. */
export interface BrandView {
  row: BrandRow;
  logo: ImageRow | null;
  productsCount: number;
  /** A campaign uses the brand or one of its products: BrandDelete refuses it. */
  inUse: boolean;
}

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

/** The views of a page of brands, in three queries whatever the page size. */
export async function brandViews(db: Database, rows: BrandRow[]): Promise<BrandView[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  // One after the other: a transaction's queries share one connection.
  const counts = await db
    .select({ id: products.brand_id, count: count() })
    .from(products)
    .where(inArray(products.brand_id, ids))
    .groupBy(products.brand_id);
  const inUse = await brandsInUse(db, ids);
  const logos = await imagesById(
    db,
    rows.flatMap((row) => (row.logo_image_id ? [row.logo_image_id] : [])),
  );
  const countOf = new Map(counts.map((row) => [row.id, row.count]));
  return rows.map((row) => ({
    row,
    logo: row.logo_image_id ? (logos.get(row.logo_image_id) ?? null) : null,
    productsCount: countOf.get(row.id) ?? 0,
    inUse: inUse.has(row.id),
  }));
}
