import { count, eq } from 'drizzle-orm';
import { CARD_LIMIT } from '../../../domain/billing/rules';
import { cardAddSchema } from '../../../domain/billing/schema';
import type { Database } from '../../db/client';
import { cards } from '../../db/schema/billing';
import { gatewayServiceError } from '../../payments/errors';
import { TokenInvalidError } from '../../payments/gateway';
import type { GatewayCard } from '../../payments/gateway';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { fieldError, ServiceError } from '../errors';
import { lockCompanyMoney } from '../wallet/lock';
import { detachQuietly, gatewayCustomerOf } from './customers';
import { cardView } from './view';
import type { CardView } from './view';

export interface CardAddArgs {
  token: string;
  billing_address: object;
}

/** How many cards the company has, refused with CARD_LIMIT when it has the most it may keep. */
async function countBelowLimit(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(cards)
    .where(eq(cards.company_id, companyId));
  const cardCount = row?.count ?? 0;
  if (cardCount >= CARD_LIMIT) {
    throw new ServiceError('CARD_LIMIT', 'errors:cardLimit', { values: { count: CARD_LIMIT } });
  }
  return cardCount;
}

/** A failure of the gateway (making the customer, attaching the card) as the API answers it. */
function attachRefusal(error: unknown): unknown {
  if (error instanceof TokenInvalidError) return fieldError('token', 'errors:cardTokenUsed');
  return gatewayServiceError(error) ?? error;
}

/**
 * CardAdd: attaches the card a gateway token stands for to the company's gateway customer
 * and keeps what the gateway reports (brand, last 4, expiry) with the billing address. The
 * first card becomes the default. A card number in `token` is refused by the schema with a
 * message of its own, never echoed (docs/product.md#cards).
 *
 * The gateway is called OUTSIDE the database transaction: a gateway that shares the
 * database (the sandbox, on the embedded single-connection engine) would wait forever for
 * the transaction to end, and a real one must not keep the company's money lock held over
 * a network call. So the limit is checked twice: once before the token is spent (the
 * common refusal, which attaches nothing), and again under the lock when the row is
 * written, which is the check that holds under parallel requests; a card refused there is
 * detached again.
 */
export async function addCard(
  env: ServiceEnv,
  companyId: number,
  args: CardAddArgs,
): Promise<CardView> {
  const { token, billing_address: address } = await validated(cardAddSchema, args);
  await countBelowLimit(env.db, companyId);
  let customerId: string;
  let attached: GatewayCard;
  try {
    customerId = await gatewayCustomerOf(env, companyId);
    attached = await env.services.gateway.attachCard(customerId, token);
  } catch (error) {
    // A declined card stores nothing (the gateway spent the token).
    throw attachRefusal(error);
  }
  try {
    return await env.db.transaction(async (tx) => {
      await lockCompanyMoney(tx, companyId);
      const cardCount = await countBelowLimit(tx, companyId);
      const [row] = await tx
        .insert(cards)
        .values({
          // The schema's fields only (validation strips anything else), under ours.
          ...address,
          address_line2: address.address_line2 ?? null,
          company_id: companyId,
          gateway_card_id: attached.id,
          brand: attached.brand,
          last4: attached.last4,
          exp_month: attached.expMonth,
          exp_year: attached.expYear,
          is_default: cardCount === 0,
          created_at: env.services.now(),
        })
        .returning({ id: cards.id });
      return cardView(tx, row!.id);
    });
  } catch (error) {
    // Not on file (over the limit, or the write failed): the gateway forgets it too.
    await detachQuietly(env, customerId, attached.id);
    throw error;
  }
}
