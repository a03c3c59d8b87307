import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_PRICE_MAX_CENTS,
  PRODUCT_PRICE_MIN_CENTS,
} from '../../../domain/products/rules';
import { companies } from './account';
import { brands } from './brands';
import { createdAt, msTimestamp, newestIndex, ownedByCompany, sqlList } from './columns';
import { images } from './images';

/** A brand's products; deleting the brand deletes them. Prices in integer cents. */
export const products = pgTable(
  'products',
  {
    ...ownedByCompany(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price_cents: integer('price_cents').notNull(),
    link: text('link').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    created_at: createdAt(),
    updated_at: msTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // Of a company, or of one brand (which also serves the cascade from brands).
    newestIndex('products_company_created_idx', table.company_id, table),
    newestIndex('products_brand_created_idx', table.brand_id, table),
    // The other list orders and filters of Products, each read in index order so a page
    // stops after `first` rows instead of sorting every match (the id breaks ties).
    newestIndex('products_company_category_created_idx', table.company_id, table, table.category),
    index('products_company_name_idx').on(table.company_id, sql`lower(${table.name})`, table.id),
    index('products_company_price_idx').on(table.company_id, table.price_cents, table.id),
    // The name search (ilike '%…%') has a pg_trgm GIN index where the engine has pg_trgm:
    // hand-written in migration 0003, since the migration must apply without it.
    check(
      'products_price_range',
      sql`${table.price_cents} between ${sql.raw(String(PRODUCT_PRICE_MIN_CENTS))} and ${sql.raw(String(PRODUCT_PRICE_MAX_CENTS))}`,
    ),
    check('products_category_known', sql`${table.category} in (${sqlList(PRODUCT_CATEGORIES)})`),
  ],
);

/** A product's images in order (position 0 first); an image appears once per product. */
export const productImages = pgTable(
  'product_images',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image_id: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.product_id, table.position] }),
    uniqueIndex('product_images_product_image_unique').on(table.product_id, table.image_id),
    index('product_images_image_id_idx').on(table.image_id),
  ],
);

/**
 * How many products a company has per brand and category, kept exact by a trigger on
 * products (hand-written in migration 0005, in the same transaction as each change), so
 * that a list's total without a search sums a few rows instead of counting every product.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.company_id, table.brand_id, table.category] })],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
