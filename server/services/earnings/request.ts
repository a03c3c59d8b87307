/**
 * CreatorPayoutRequest (docs/product.md#earnings-and-payouts): available money to the
 * creator's bank account. Requests of one creator take its money lock (its wallets row)
 * one after the other, so checked and recorded together: the key's first payout is found
 * by every repeat, at most one payout is in flight (a partial unique index backs this), and
 * never more than is available leaves. The money moves to payouts_in_flight and the row is
 * committed before the gateway is called (./settle.ts), so a crash or an unreachable
 * gateway leaves a payout the settle job finishes, never money that left unrecorded.
 */
import { MINIMUM_PAYOUT_CENTS } from '../../../domain/earnings/rules';
import { payoutRequestSchema } from '../../../domain/earnings/schema';
import { centsToDollars } from '../../../domain/money';
import type { Database } from '../../db/client';
import { creatorPayouts } from '../../db/schema/payouts';
import { queuesChanged } from '../ops/queue';
import type { CreatorPayoutRow } from '../../db/schema/payouts';
import { deliverNotices, validated } from '../env';
import type { ServiceEnv } from '../env';
import { ServiceError } from '../errors';
import { assertClientKey } from '../wallet/keys';
import type { ServerKey } from '../wallet/keys';
import { idempotencyConflict, recordTransaction } from '../wallet/ledger';
import { lockCompanyMoney } from '../wallet/lock';
import { payoutAccountOf } from './accounts';
import { earningsFigures } from './figures';
import { payoutById, payoutByKey, payoutInFlight } from './payouts';
import { advancePayout, PAYOUT_CHECK_INTERVAL_MS } from './settle';
import type { PayoutDeps } from './settle';

const belowMinimum = () =>
  new ServiceError('PAYOUT_BELOW_MINIMUM', 'errors:payoutBelowMinimum', {
    values: { minimum: centsToDollars(MINIMUM_PAYOUT_CENTS) },
  });
const overAvailable = (available: number) =>
  new ServiceError('PAYOUT_OVER_AVAILABLE', 'errors:payoutOverAvailable', {
    values: { available: centsToDollars(Math.max(available, 0)) },
  });
const inFlight = () => new ServiceError('PAYOUT_IN_FLIGHT', 'errors:payoutInFlight');
const noAccount = () => new ServiceError('PAYOUT_NO_ACCOUNT', 'errors:payoutNoAccount');

/** A service env as the payout machinery needs it. */
export const payoutDeps = (env: ServiceEnv): PayoutDeps => ({
  db: env.db,
  now: env.services.now,
  gateway: env.services.gateway,
  log: env.log,
  notify: (notices) => deliverNotices(env.services, env.config.publicUrl, env.log, notices),
  opsQueueChanged: (queue) => queuesChanged(env, queue),
});

/** Work written in a payout's own transaction, under the creator's lock, before it. */
type Alongside = (tx: Database, now: Date) => Promise<void>;

/** Writes the payout and moves its money in flight; its first result for a repeated key. */
async function reserve(
  deps: PayoutDeps,
  holdHours: number,
  creatorId: number,
  amount: number,
  key: string,
  alongside?: Alongside,
): Promise<{ payout: CreatorPayoutRow; fresh: boolean }> {
  return deps.db.transaction(async (tx) => {
    await lockCompanyMoney(tx, creatorId);
    const now = deps.now();
    await alongside?.(tx, now);
    const earlier = await payoutByKey(tx, creatorId, key);
    if (earlier) {
      if (earlier.amount_cents !== amount) throw idempotencyConflict();
      return { payout: earlier, fresh: false };
    }
    const account = await payoutAccountOf(tx, creatorId);
    if (!account) throw noAccount();
    if (await payoutInFlight(tx, creatorId)) throw inFlight();
    const { available } = await earningsFigures(tx, creatorId, now, holdHours);
    if (amount > available) throw overAvailable(available);
    const { transaction } = await recordTransaction(tx, now, {
      companyId: creatorId,
      kind: 'creator_payout',
      method: 'bank_transfer',
      idempotencyKey: key,
      description: { key: 'ledger:creatorPayout', values: { last4: account.last4 } },
      amountCents: amount,
      legs: [
        { account: 'creator_payouts', amountCents: -amount, creatorId },
        { account: 'payouts_in_flight', amountCents: amount, creatorId },
      ],
    });
    const [payout] = await tx
      .insert(creatorPayouts)
      .values({
        creator_id: creatorId,
        idempotency_key: key,
        amount_cents: amount,
        status: 'in_flight',
        account_last4: account.last4,
        gateway_bank_account_id: account.gateway_bank_account_id,
        transaction_id: transaction.id,
        // Should the gateway not answer now, the settle job takes it from here.
        next_check_at: new Date(now.getTime() + PAYOUT_CHECK_INTERVAL_MS),
        created_at: now,
      })
      .returning();
    return { payout: payout!, fresh: true };
  });
}

/**
 * Pays `amountCents` of the creator's available money out to its bank account, once per
 * `key`: the request's work after its arguments were checked, and what the demo seed calls
 * to pay a creator out. The payout as it is after the gateway's first answer.
 */
export async function payOut(
  deps: PayoutDeps,
  holdHours: number,
  creatorId: number,
  amountCents: number,
  key: string,
): Promise<CreatorPayoutRow> {
  assertClientKey(key);
  return send(deps, holdHours, creatorId, amountCents, key);
}

/**
 * An operator's retry of a failed payout (docs/product.md#operator-console): the same
 * checks and way to the bank as the creator's request, under a key of the server's, with
 * `alongside` (the failed payout marked retried, the audit row) in the same transaction,
 * so both are written exactly when the new payout is.
 */
export async function payOutAgain(
  deps: PayoutDeps,
  holdHours: number,
  creatorId: number,
  amountCents: number,
  key: ServerKey,
  alongside: Alongside,
): Promise<CreatorPayoutRow> {
  return send(deps, holdHours, creatorId, amountCents, key, alongside);
}

async function send(
  deps: PayoutDeps,
  holdHours: number,
  creatorId: number,
  amountCents: number,
  key: string,
  alongside?: Alongside,
): Promise<CreatorPayoutRow> {
  if (amountCents < MINIMUM_PAYOUT_CENTS) throw belowMinimum();
  const { payout, fresh } = await reserve(deps, holdHours, creatorId, amountCents, key, alongside);
  if (!fresh) return payout;
  await advancePayout(deps, payout);
  // Written above; payouts are never deleted.
  return (await payoutById(deps.db, payout.id))!;
}

export async function requestPayout(
  env: ServiceEnv,
  creatorId: number,
  args: { amount_cents: number; idempotency_key: string },
): Promise<CreatorPayoutRow> {
  const input = await validated(payoutRequestSchema, args);
  return payOut(
    payoutDeps(env),
    env.config.payoutHoldHours,
    creatorId,
    input.amount_cents,
    input.idempotency_key,
  );
}
