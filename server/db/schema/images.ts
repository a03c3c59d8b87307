import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { IMAGE_TYPES } from '../../../domain/images/rules';
import { companies } from './account';
import { createdAt, sqlList } from './columns';

/**
 * Uploaded images. The id is random and unguessable (128 bits, base64url): it is what
 * GET /v1/images/:id asks for, with no token. The bytes are in the ImageStorage under
 * `storage_key`; a row exists only once they are stored.
 */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Sniffed from the bytes, never the name or the declared type. */
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    storage_key: text('storage_key').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    // A company's images, oldest first: also what pruning unattached uploads will scan.
    index('images_company_id_idx').on(table.company_id, table.created_at),
    check('images_content_type_known', sql`${table.content_type} in (${sqlList(IMAGE_TYPES)})`),
    check('images_size_positive', sql`${table.size} > 0`),
  ],
);

export type ImageRow = typeof images.$inferSelect;
