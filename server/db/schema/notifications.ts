import { sql } from 'drizzle-orm';
import { index, jsonb, text } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { createdAt, msTimestamp, ownedByCompany } from './columns';

/**
 * The notification centre (docs/product.md#notification-centre): every real-time notice
 * with a message, stored for its account in the transaction that queued it, so the bell
 * keeps what a toast showed. `details` are the fields published beside the message
 * ({ event, deal_id, campaign_id, status }); `read_at` is null until it is marked read.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...ownedByCompany(),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    created_at: createdAt(),
    read_at: msTimestamp('read_at'),
  },
  (table) => [
    // The history, newest first (ids grow with time: one keyset column).
    index('notifications_company_idx').on(table.company_id, table.id),
    // The unread count and the unread-only history.
    index('notifications_company_unread_idx')
      .on(table.company_id, table.id)
      .where(sql`${table.read_at} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
