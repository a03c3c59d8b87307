import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, msTimestamp, newestIndex, ownedByCompany } from './columns';
import { images } from './images';

/** The index that refuses a second brand of a company with the same name. */
export const BRAND_NAME_UNIQUE = 'brands_company_name_unique';

/** A company's brands; campaigns promote their products. */
export const brands = pgTable(
  'brands',
  {
    ...ownedByCompany(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logo_image_id: text('logo_image_id').references(() => images.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: msTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    newestIndex('brands_company_created_idx', table.company_id, table),
    index('brands_logo_image_id_idx').on(table.logo_image_id),
    // Two brands of one company never share a name, whatever its case.
    uniqueIndex(BRAND_NAME_UNIQUE).on(table.company_id, sql`lower(${table.name})`),
  ],
);

export type BrandRow = typeof brands.$inferSelect;
