/**
 * Cards as the API shows them (docs/product.md#cards): every column but the gateway's id
 * of the card, which never leaves the server, plus whether a campaign is billed to it.
 */
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cards } from '../../db/schema/billing';
import { campaigns } from '../../db/schema/campaigns';
import { ServiceError } from '../errors';
import { findOwned } from '../shared/owned';

// Everything the API may show: the gateway's id of the card stays behind.
const { gateway_card_id: _gatewayCardId, ...shownColumns } = getTableColumns(cards);

/**
 * True while a campaign is billed to the card of the outer query (CardDelete refuses it).
 * Qualified by hand: in a select from one table Drizzle writes its columns unqualified,
 * and a bare "id" inside the subquery would be the campaign's.
 */
export const cardInUse = sql<boolean>`exists(select 1 from ${campaigns}
  where ${campaigns}.${sql.identifier(campaigns.card_id.name)} = ${cards}.${sql.identifier(cards.id.name)})`;

/** The list's order: the default card first, then newest first. */
export const CARD_ORDER = [desc(cards.is_default), desc(cards.created_at), desc(cards.id)];

/** Card views of the rows matching `where`, in CARD_ORDER, in one statement. */
export function cardViews(db: Database, where: SQL | undefined) {
  return db
    .select({ ...shownColumns, in_use: cardInUse })
    .from(cards)
    .where(where)
    .orderBy(...CARD_ORDER);
}

export type CardView = Awaited<ReturnType<typeof cardViews>>[number];

/** The view of a card read in the caller's transaction (so it exists). */
export async function cardView(db: Database, id: number): Promise<CardView> {
  const [view] = await cardViews(db, eq(cards.id, id));
  return view!;
}

export const cardNotFound = () => new ServiceError('NOT_FOUND', 'errors:cardNotFound');

/**
 * One of the company's cards by API id, locked for a change (FOR UPDATE), or NOT_FOUND:
 * another company's id is treated exactly like one that does not exist.
 */
export async function lockOwnCard(
  tx: Database,
  companyId: number,
  id: string,
): Promise<typeof cards.$inferSelect> {
  const card = await findOwned(tx, cards, companyId, id, { lock: true });
  if (!card) throw cardNotFound();
  return card;
}
