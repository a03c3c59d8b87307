import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { VIDEO_TYPES } from '../../../domain/content/rules';
import { companies } from './account';
import { createdAt, sqlList } from './columns';

/**
 * A creator's intro video uploads (docs/product.md#creators-accounts): not deal content,
 * which belongs to a deal, a campaign and a brand. The id is random and unguessable (128
 * bits, base64url), as for content files, and is served at the same GET
 * /v1/content-files/:id. The bytes are in the storage under `storage_key`.
 */
export const creatorVideos = pgTable(
  'creator_videos',
  {
    id: text('id').primaryKey(),
    creator_id: integer('creator_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Sniffed from the bytes, never the name or the declared type. */
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Read from the file's own headers when it was uploaded. */
    duration_ms: integer('duration_ms').notNull(),
    storage_key: text('storage_key').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index('creator_videos_creator_idx').on(table.creator_id, table.created_at),
    check('creator_videos_type_known', sql`${table.content_type} in (${sqlList(VIDEO_TYPES)})`),
    check('creator_videos_size_positive', sql`${table.size} > 0`),
    check('creator_videos_duration_positive', sql`${table.duration_ms} >= 0`),
  ],
);

export type CreatorVideoRow = typeof creatorVideos.$inferSelect;
