import { eq } from 'drizzle-orm';
import { cards } from '../../db/schema/billing';
import type { ServiceEnv } from '../env';
import { cardViews } from './view';
import type { CardView } from './view';

/**
 * Cards: the company's cards, the default first, then newest first, each with whether a
 * campaign is billed to it, in one statement. A company keeps at most CARD_LIMIT of them,
 * so the list has no pages.
 */
export function listCards(env: ServiceEnv, companyId: number): Promise<CardView[]> {
  return cardViews(env.db, eq(cards.company_id, companyId));
}
