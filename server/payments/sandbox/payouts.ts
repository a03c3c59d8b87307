/**
 * The sandbox gateway's bank accounts and payouts: accounts attached from one-time tokens
 * (./bankTokens.ts), payouts keyed by idempotency keys whose outcome the test account
 * number decides (./testBanks.ts). A pending payout settles when its status is next asked
 * for, as a real bank's does some time later.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  sandboxGatewayBankAccounts,
  sandboxGatewayBankTokens,
  sandboxGatewayPayouts,
} from '../../db/schema/sandboxGateway';
import { GatewayUnavailableError, IdempotencyConflictError, TokenInvalidError } from '../gateway';
import type { GatewayPayout, PaymentGateway } from '../gateway';
import { FAILURE_OF } from './testBanks';
import type { BankBehaviour } from './testBanks';
import { customerExists, sandboxId, usableToken } from './ids';

type PayoutRecord = typeof sandboxGatewayPayouts.$inferSelect;

const toPayout = (row: PayoutRecord): GatewayPayout => ({
  id: row.id,
  amountCents: row.amount_cents,
  status: row.status as GatewayPayout['status'],
  failureCode: row.failure_code,
});

/** What a payout to an account of `behaviour` is when it is made. */
function firstOutcome(
  behaviour: BankBehaviour | null,
): Pick<PayoutRecord, 'status' | 'failure_code'> {
  // A detached (or unknown) account is one the bank does not have.
  if (behaviour === null) return { status: 'failed', failure_code: 'no_account' };
  if (behaviour === 'succeed') return { status: 'paid', failure_code: null };
  if (behaviour === 'fail_now') return { status: 'failed', failure_code: FAILURE_OF.fail_now! };
  return { status: 'pending', failure_code: null };
}

type BankMethods = Pick<
  PaymentGateway,
  'attachBankAccount' | 'detachBankAccount' | 'payout' | 'payoutStatus'
>;

export function sandboxBankMethods({ db, now }: { db: Database; now: () => Date }): BankMethods {
  return {
    async attachBankAccount(customerId, token) {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(sandboxGatewayBankTokens)
          .set({ used_at: now() })
          .where(usableToken(sandboxGatewayBankTokens, token, now()))
          .returning();
        if (!used || !(await customerExists(tx, customerId))) throw new TokenInvalidError();
        const [account] = await tx
          .insert(sandboxGatewayBankAccounts)
          .values({
            id: sandboxId('ba'),
            customer_id: customerId,
            bank_name: used.bank_name,
            last4: used.last4,
            behaviour: used.behaviour,
            created_at: now(),
          })
          .returning();
        return { id: account!.id, bankName: account!.bank_name, last4: account!.last4 };
      });
    },

    async detachBankAccount(customerId, accountId) {
      await db
        .delete(sandboxGatewayBankAccounts)
        .where(
          and(
            eq(sandboxGatewayBankAccounts.id, accountId),
            eq(sandboxGatewayBankAccounts.customer_id, customerId),
          ),
        );
    },

    async payout(request) {
      const [account] = await db
        .select({ behaviour: sandboxGatewayBankAccounts.behaviour })
        .from(sandboxGatewayBankAccounts)
        .where(eq(sandboxGatewayBankAccounts.id, request.accountId));
      const behaviour = (account?.behaviour ?? null) as BankBehaviour | null;
      const at = now();
      const outcome = firstOutcome(behaviour);
      const [inserted] = await db
        .insert(sandboxGatewayPayouts)
        .values({
          id: sandboxId('po'),
          idempotency_key: request.idempotencyKey,
          bank_account_id: request.accountId,
          amount_cents: request.amountCents,
          behaviour: behaviour ?? 'fail_now',
          ...outcome,
          created_at: at,
          settled_at: outcome.status === 'pending' ? null : at,
        })
        .onConflictDoNothing({ target: sandboxGatewayPayouts.idempotency_key })
        .returning();
      // A key seen before answers its first payout, never a second one.
      const payout =
        inserted ??
        (
          await db
            .select()
            .from(sandboxGatewayPayouts)
            .where(eq(sandboxGatewayPayouts.idempotency_key, request.idempotencyKey))
        )[0];
      if (!payout) throw new GatewayUnavailableError();
      if (
        payout.amount_cents !== request.amountCents ||
        payout.bank_account_id !== request.accountId
      ) {
        throw new IdempotencyConflictError();
      }
      return toPayout(payout);
    },

    async payoutStatus(payoutId) {
      const [row] = await db
        .select()
        .from(sandboxGatewayPayouts)
        .where(eq(sandboxGatewayPayouts.id, payoutId));
      if (!row) throw new RangeError(`payoutStatus: no payout ${payoutId}`);
      if (row.status !== 'pending') return toPayout(row);
      // The bank settles it now: a refusal for an account that closed, else the money.
      const failure = FAILURE_OF[row.behaviour as BankBehaviour] ?? null;
      const [settled] = await db
        .update(sandboxGatewayPayouts)
        .set({ status: failure ? 'failed' : 'paid', failure_code: failure, settled_at: now() })
        .where(
          and(eq(sandboxGatewayPayouts.id, payoutId), eq(sandboxGatewayPayouts.status, 'pending')),
        )
        .returning();
      // Settled by a concurrent poll meanwhile: its answer is the bank's.
      return settled ? toPayout(settled) : this.payoutStatus(payoutId);
    },
  };
}
