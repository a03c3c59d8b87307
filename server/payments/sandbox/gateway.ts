/**
 * The sandbox payment gateway: behaves like a real one (one-time tokens, customers,
 * idempotent charges, declines by test number, refunds, bank accounts and payouts) and
 * keeps its records in its own tables, standing in for the gateway's servers. It never sees a card number after
 * tokenisation, and neither does the rest of the product.
 */
import { and, eq } from 'drizzle-orm';
import { expiryProblem } from '../../../domain/billing/rules';
import type { CardBrandName } from '../../../domain/billing/rules';
import type { Database } from '../../db/client';
import {
  sandboxGatewayCards,
  sandboxGatewayCharges,
  sandboxGatewayCustomers,
  sandboxGatewayRefunds,
  sandboxGatewayTokens,
} from '../../db/schema/sandboxGateway';
import {
  CardDeclinedError,
  GatewayUnavailableError,
  IdempotencyConflictError,
  TokenInvalidError,
} from '../gateway';
import type { ChargeRequest, GatewayCard, PaymentGateway, RefundRequest } from '../gateway';
import { customerExists, sandboxId, usableToken } from './ids';
import { sandboxBankMethods } from './payouts';
import { DECLINED_AT_ATTACH } from './testCards';
import type { SandboxBehaviour } from './testCards';

export { TOKEN_LIFETIME_MS } from './ids';

export interface SandboxOptions {
  db: Database;
  now: () => Date;
}

type CardRecord = typeof sandboxGatewayCards.$inferSelect;

function toGatewayCard(card: CardRecord): GatewayCard {
  return {
    id: card.id,
    brand: card.brand as CardBrandName,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

/** What charging `card` does now. */
function chargeOutcome(card: CardRecord, now: Date): SandboxBehaviour {
  if (expiryProblem(card.exp_month, card.exp_year, now) === 'expired') return 'expired_card';
  return card.behaviour as SandboxBehaviour;
}

function throwFailure(code: string | null): never {
  if (code === 'processing_error' || code === null) throw new GatewayUnavailableError();
  throw new CardDeclinedError(code as CardDeclinedError['code']);
}

export function createSandboxGateway({ db, now }: SandboxOptions): PaymentGateway {
  return {
    ...sandboxBankMethods({ db, now }),
    async createCustomer() {
      const id = sandboxId('cus');
      await db.insert(sandboxGatewayCustomers).values({ id, created_at: now() });
      return { id };
    },

    async attachCard(customerId, token) {
      return db
        .transaction(async (tx) => {
          const [used] = await tx
            .update(sandboxGatewayTokens)
            .set({ used_at: now() })
            .where(usableToken(sandboxGatewayTokens, token, now()))
            .returning();
          if (!used || !(await customerExists(tx, customerId))) throw new TokenInvalidError();
          if (DECLINED_AT_ATTACH.has(used.behaviour as SandboxBehaviour)) {
            // The token stays used: a real gateway's token is spent by any attempt.
            return new CardDeclinedError(used.behaviour as CardDeclinedError['code']);
          }
          const [card] = await tx
            .insert(sandboxGatewayCards)
            .values({
              id: sandboxId('card'),
              customer_id: customerId,
              brand: used.brand,
              last4: used.last4,
              exp_month: used.exp_month,
              exp_year: used.exp_year,
              behaviour: used.behaviour,
              created_at: now(),
            })
            .returning();
          return toGatewayCard(card!);
        })
        .then((result) => {
          if (result instanceof Error) throw result;
          return result;
        });
    },

    async detachCard(customerId, cardId) {
      await db
        .delete(sandboxGatewayCards)
        .where(
          and(eq(sandboxGatewayCards.id, cardId), eq(sandboxGatewayCards.customer_id, customerId)),
        );
    },

    async charge(request: ChargeRequest) {
      const [card] = await db
        .select()
        .from(sandboxGatewayCards)
        .where(
          and(
            eq(sandboxGatewayCards.id, request.cardId),
            eq(sandboxGatewayCards.customer_id, request.customerId),
          ),
        );
      // Another customer's card (another company's) is refused like a real gateway's.
      const outcome: SandboxBehaviour = card ? chargeOutcome(card, now()) : 'card_not_found';
      const succeeded = outcome === 'succeed';
      const [inserted] = await db
        .insert(sandboxGatewayCharges)
        .values({
          id: sandboxId('ch'),
          idempotency_key: request.idempotencyKey,
          customer_id: request.customerId,
          card_id: request.cardId,
          amount_cents: request.amountCents,
          description: request.description,
          status: succeeded ? 'succeeded' : 'failed',
          failure_code: succeeded ? null : outcome,
          created_at: now(),
        })
        .onConflictDoNothing({ target: sandboxGatewayCharges.idempotency_key })
        .returning();
      // A key seen before answers its first result, never a second charge.
      const charge =
        inserted ??
        (
          await db
            .select()
            .from(sandboxGatewayCharges)
            .where(eq(sandboxGatewayCharges.idempotency_key, request.idempotencyKey))
        )[0];
      if (!charge) throw new GatewayUnavailableError();
      if (
        charge.amount_cents !== request.amountCents ||
        charge.card_id !== request.cardId ||
        charge.customer_id !== request.customerId
      ) {
        throw new IdempotencyConflictError();
      }
      if (charge.status !== 'succeeded') throwFailure(charge.failure_code);
      return { id: charge.id, amountCents: charge.amount_cents };
    },

    async refund(request: RefundRequest) {
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .select()
          .from(sandboxGatewayRefunds)
          .where(eq(sandboxGatewayRefunds.idempotency_key, request.idempotencyKey));
        if (previous) {
          if (
            previous.charge_id !== request.chargeId ||
            previous.amount_cents !== request.amountCents
          ) {
            throw new IdempotencyConflictError();
          }
          return { id: previous.id, amountCents: previous.amount_cents };
        }
        // The charge's row lock makes concurrent refunds of one charge add up exactly.
        const [charge] = await tx
          .select()
          .from(sandboxGatewayCharges)
          .where(eq(sandboxGatewayCharges.id, request.chargeId))
          .for('update');
        if (
          !charge ||
          charge.status !== 'succeeded' ||
          request.amountCents < 1 ||
          charge.refunded_cents + request.amountCents > charge.amount_cents
        ) {
          throw new RangeError('refund: no such charge, or more than what is left of it');
        }
        await tx
          .update(sandboxGatewayCharges)
          .set({ refunded_cents: charge.refunded_cents + request.amountCents })
          .where(eq(sandboxGatewayCharges.id, charge.id));
        const [refund] = await tx
          .insert(sandboxGatewayRefunds)
          .values({
            id: sandboxId('re'),
            idempotency_key: request.idempotencyKey,
            charge_id: charge.id,
            amount_cents: request.amountCents,
            created_at: now(),
          })
          .returning();
        return { id: refund!.id, amountCents: refund!.amount_cents };
      });
    },
  };
}
