import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail written here instead of sent when no SMTP_URL is set (the dev mailbox reads it). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_created_at_idx').on(table.created_at)],
);

export type OutboxRow = typeof outbox.$inferSelect;
