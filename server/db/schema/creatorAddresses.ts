import { pgTable, integer, text } from 'drizzle-orm/pg-core';
import { msTimestamp } from './columns';
import { creators } from './creators';

/**
 * A creator's shipping address, private (docs/product.md#creators): a company reads it
 * only on an open deal with shipping delivery that it picked the creator for. A table of
 * its own so that nothing reading profiles can return it by accident.
 */
export const creatorAddresses = pgTable('creator_addresses', {
  creator_id: integer('creator_id')
    .primaryKey()
    .references(() => creators.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2'),
  city: text('city').notNull(),
  region: text('region').notNull(),
  postal_code: text('postal_code').notNull(),
  /** ISO 3166-1 alpha-2, one of the creators' countries. */
  country: text('country').notNull(),
  phone: text('phone').notNull(),
  updated_at: msTimestamp('updated_at').notNull().defaultNow(),
});

export type CreatorAddressRow = typeof creatorAddresses.$inferSelect;
