import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cards } from './billing';
import { brands } from './brands';
import { createdAt, ownedByCompany } from './columns';
import { products } from './products';

/**
 * The minimum of campaigns that brands and products need: a campaign that uses a brand or
 * product keeps it from being deleted. The campaigns feature extends these tables.
 * The references to brands and products are NO ACTION, not RESTRICT: NO ACTION is checked
 * at the end of the statement, so deleting a company (which cascades to its campaigns and
 * its brands alike) still works, while deleting a brand or product in use fails (23503).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    ...ownedByCompany(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'no action' }),
    name: text('name').notNull(),
    /** The card the campaign is billed to: a card in use cannot be deleted (NO ACTION). */
    card_id: integer('card_id').references(() => cards.id, { onDelete: 'no action' }),
    status: text('status').notNull().default('pending_admin_approval'),
    created_at: createdAt(),
  },
  (table) => [
    index('campaigns_company_created_idx').on(table.company_id, table.created_at),
    index('campaigns_brand_id_idx').on(table.brand_id),
    index('campaigns_card_id_idx').on(table.card_id),
  ],
);

/** The products a campaign promotes. */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'no action' }),
  },
  (table) => [
    primaryKey({ columns: [table.campaign_id, table.product_id] }),
    index('campaign_products_product_id_idx').on(table.product_id),
  ],
);
