import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorOf } from '../../db/errors';
import { cards } from '../../db/schema/billing';
import { success } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { ServiceError } from '../errors';
import { lockCompanyMoney } from '../wallet/lock';
import { detachQuietly, storedCustomerId } from './customers';
import { cardInUse, cardView, lockOwnCard } from './view';
import type { CardView } from './view';

/** CardSetDefault: the card becomes the default; the previous default stays on file. */
export async function setDefaultCard(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<CardView> {
  return env.db.transaction(async (tx) => {
    await lockCompanyMoney(tx, companyId);
    const card = await lockOwnCard(tx, companyId, id);
    if (!card.is_default) {
      // The old default goes first: the unique index allows one default per company.
      await tx
        .update(cards)
        .set({ is_default: false })
        .where(and(eq(cards.company_id, companyId), eq(cards.is_default, true)));
      await tx.update(cards).set({ is_default: true }).where(eq(cards.id, card.id));
    }
    return cardView(tx, card.id);
  });
}

const cardInUseError = () => new ServiceError('CARD_IN_USE', 'errors:cardInUse');

/**
 * A campaign billed to the card, written after the check (a race), makes the delete fail
 * on the campaign's reference (NO ACTION): the same refusal.
 */
function refusedDelete(error: unknown): never {
  if (pgErrorOf(error)?.code === FOREIGN_KEY_VIOLATION) throw cardInUseError();
  throw error;
}

/** Makes the company's newest card the default (after its default card was deleted). */
async function promoteNewest(tx: Database, companyId: number): Promise<void> {
  const [newest] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.company_id, companyId))
    .orderBy(desc(cards.created_at), desc(cards.id))
    .limit(1);
  if (newest) await tx.update(cards).set({ is_default: true }).where(eq(cards.id, newest.id));
}

/**
 * CardDelete: refused (CARD_IN_USE) while a campaign is billed to the card. Deleting the
 * default makes the newest remaining card the default. The gateway forgets the card after
 * the commit.
 */
export async function deleteCard(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<StatusMessage> {
  const deleted = await env.db
    .transaction(async (tx) => {
      await lockCompanyMoney(tx, companyId);
      const card = await lockOwnCard(tx, companyId, id);
      const [usage] = await tx
        .select({ inUse: cardInUse })
        .from(cards)
        .where(eq(cards.id, card.id));
      if (usage?.inUse) throw cardInUseError();
      await tx.delete(cards).where(eq(cards.id, card.id));
      if (card.is_default) await promoteNewest(tx, companyId);
      const customerId = await storedCustomerId(tx, companyId);
      return { customerId, gatewayCardId: card.gateway_card_id };
    })
    .catch(refusedDelete);
  if (deleted.customerId) await detachQuietly(env, deleted.customerId, deleted.gatewayCardId);
  return success(env, 'messages:cardDeleted');
}
