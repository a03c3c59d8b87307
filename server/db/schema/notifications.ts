import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { companies } from './account';
import { createdAt, msTimestamp, ownedByCompany } from './columns';

/**
 * The notification centre (docs/product.md#notification-centre): every real-time notice
 * with a message, stored for each person it reaches in the transaction that queued it, so
 * the bell keeps what a toast showed. `details` are the fields published beside the message
 * ({ event, deal_id, campaign_id, status }); `read_at` is null until it is marked read.
 *
 * A notice with a `coalesce_key` (a deal's chat from one sender, one creator's application
 * to one campaign) has at most one unread row per person and key: further notices update
 * it (`count`, text, time) instead of adding rows (docs/product.md#notification-centre).
 */
export const notifications = pgTable(
  'notifications',
  {
    ...ownedByCompany(),
    /**
     * The person it is for: one of the company's team (each has their own bell, read marks
     * and muted kinds), or the account itself for a creator.
     */
    recipient_id: integer('recipient_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    created_at: createdAt(),
    read_at: msTimestamp('read_at'),
    /** What coalesces: e.g. `deal_message:12:creator`; null for a notice that never does. */
    coalesce_key: text('coalesce_key'),
    /** How many notices this row stands for (more than 1 only when coalesced). */
    count: integer('count').notNull().default(1),
  },
  (table) => [
    // A person's history, newest first (ids grow with time: one keyset column).
    index('notifications_recipient_idx').on(table.company_id, table.recipient_id, table.id),
    // The unread count and the unread-only history.
    index('notifications_recipient_unread_idx')
      .on(table.company_id, table.recipient_id, table.id)
      .where(sql`${table.read_at} is null`),
    // One unread row per person and key: concurrent notices upsert into it (ON CONFLICT).
    uniqueIndex('notifications_recipient_coalesce_unread_idx')
      .on(table.company_id, table.recipient_id, table.coalesce_key)
      .where(sql`${table.read_at} is null and ${table.coalesce_key} is not null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
