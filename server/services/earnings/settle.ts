/**
 * A payout's way through the gateway (docs/product.md#earnings-and-payouts). The gateway
 * is called outside any database transaction (as a card charge is: a slow gateway must
 * not hold the creator's lock, and the sandbox shares the embedded single-connection
 * database); its answer is then applied under the creator's money lock, once: a payout
 * no longer in flight is left alone, so a request and the settle job (or two servers'
 * jobs) answering the same payout record it once.
 *
 * The gateway unreachable: the money stays in flight and the settle job sends the payout
 * again later with the same idempotency key, so the bank pays it at most once, and its
 * answer (paid, or failed and the money back to available) settles it then.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { centsToDollars } from '../../../domain/money';
import type { OpsQueue } from '../../../domain/realtime/rules';
import { PAYOUT_FAILED_EVENT, PAYOUT_PAID_EVENT } from '../../../domain/earnings/rules';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { creatorPayouts } from '../../db/schema/payouts';
import type { CreatorPayoutRow } from '../../db/schema/payouts';
import { translate } from '../../i18n';
import { GatewayUnavailableError } from '../../payments/gateway';
import type { GatewayPayout, PaymentGateway } from '../../payments/gateway';
import { localesOf } from '../account/language';
import type { CompanyNotice } from '../notifications/notice';
import { storeNotices } from '../notifications/store';
import { serverKey } from '../wallet/keys';
import { recordTransaction } from '../wallet/ledger';
import { lockCompanyMoney } from '../wallet/lock';
import { failureKey, payoutById } from './payouts';

/** How long the settle job waits before asking the gateway about a payout (again). */
export const PAYOUT_CHECK_INTERVAL_MS = 15 * 60_000;

/** What moving a payout on needs: a request's env has it, and so has the settle job. */
export interface PayoutDeps {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Publishes notices after their commit (never throws). */
  notify: (notices: CompanyNotice[]) => Promise<void>;
  /**
   * Tells open operator consoles a queue changed, after the commit (never throws): a
   * failed payout joins theirs (docs/product.md#operator-console).
   */
  opsQueueChanged?: (queue: OpsQueue) => Promise<void>;
}

/** The gateway's idempotency key of a payout: every sending of it is one payout. */
const gatewayKey = (payoutId: number) => `creator-payout:${payoutId}`;
const settledKey = (payoutId: number) => serverKey(`creator-payout-${payoutId}-settled`);

/** The creators' app's Earnings page: where a mailed payout notice links. */
const CREATOR_EARNINGS_PATH = '/creator/earnings';

const nextCheck = (now: Date) => new Date(now.getTime() + PAYOUT_CHECK_INTERVAL_MS);

/** "$50 was paid to your account ending 6789", or why it failed, in the creator's language. */
async function settledNotice(tx: Database, payout: CreatorPayoutRow): Promise<CompanyNotice> {
  const locale = (await localesOf(tx, [payout.creator_id]))(payout.creator_id);
  const [account] = await tx
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, payout.creator_id));
  const paid = payout.status === 'paid';
  const values = {
    amount: centsToDollars(payout.amount_cents),
    last4: payout.account_last4,
    reason: translate(locale, failureKey(payout.failure_code)),
  };
  return {
    companyId: payout.creator_id,
    message: translate(locale, paid ? 'messages:payoutPaid' : 'messages:payoutFailed', values),
    details: {
      event: paid ? PAYOUT_PAID_EVENT : PAYOUT_FAILED_EVENT,
      payout_id: String(payout.id),
    },
    // Mailed as a deal's news is: the bank may answer long after the creator left the app.
    mail: account && {
      to: account.email,
      locale,
      kind: 'payoutNotice',
      subject: translate(locale, 'mail:payoutNotice.subject'),
      path: CREATOR_EARNINGS_PATH,
    },
  };
}

/**
 * Applies the gateway's answer to a payout still in flight, under the creator's lock:
 * pending is noted (the job asks again later); paid moves the money on to bank_clearing,
 * failed back to creator_payouts (available again), each with the creator's notice.
 * Returns the notices stored, to publish after the commit.
 */
async function applyAnswer(
  tx: Database,
  now: Date,
  payout: CreatorPayoutRow,
  answer: GatewayPayout,
): Promise<CompanyNotice[]> {
  if (answer.status === 'pending') {
    await tx
      .update(creatorPayouts)
      .set({ gateway_payout_id: answer.id, next_check_at: nextCheck(now) })
      .where(eq(creatorPayouts.id, payout.id));
    return [];
  }
  const paid = answer.status === 'paid';
  const creatorId = payout.creator_id;
  const amount = payout.amount_cents;
  const { transaction } = await recordTransaction(tx, now, {
    companyId: creatorId,
    kind: paid ? 'creator_payout_paid' : 'creator_payout_failed',
    method: 'bank_transfer',
    idempotencyKey: settledKey(payout.id),
    description: {
      key: paid ? 'ledger:creatorPayoutPaid' : 'ledger:creatorPayoutFailed',
      values: { last4: payout.account_last4 },
    },
    amountCents: amount,
    purpose: { payout_id: payout.id },
    legs: [
      { account: 'payouts_in_flight', amountCents: -amount, creatorId },
      { account: paid ? 'bank_clearing' : 'creator_payouts', amountCents: amount, creatorId },
    ],
  });
  const [settled] = await tx
    .update(creatorPayouts)
    .set({
      status: paid ? 'paid' : 'failed',
      gateway_payout_id: answer.id,
      failure_code: paid ? null : (answer.failureCode ?? 'processing_error'),
      settled_transaction_id: transaction.id,
      settled_at: now,
      next_check_at: null,
    })
    .where(eq(creatorPayouts.id, payout.id))
    .returning();
  return storeNotices(tx, [await settledNotice(tx, settled!)], now);
}

/** Puts off the next look at a payout the gateway could not answer for. */
async function postpone(deps: PayoutDeps, payoutId: number): Promise<void> {
  await deps.db
    .update(creatorPayouts)
    .set({ next_check_at: nextCheck(deps.now()) })
    .where(eq(creatorPayouts.id, payoutId));
}

/**
 * Moves an in-flight payout on: sends it to the gateway (again, under the same key) when
 * the gateway has not taken it yet, else asks how it is; then applies the answer (see the
 * file's comment). An unreachable gateway leaves it in flight for the settle job.
 */
export async function advancePayout(deps: PayoutDeps, payout: CreatorPayoutRow): Promise<void> {
  let answer: GatewayPayout;
  try {
    answer =
      payout.gateway_payout_id === null
        ? await deps.gateway.payout({
            accountId: payout.gateway_bank_account_id,
            amountCents: payout.amount_cents,
            idempotencyKey: gatewayKey(payout.id),
          })
        : await deps.gateway.payoutStatus(payout.gateway_payout_id);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    deps.log.warn({ payoutId: payout.id }, 'payment gateway unavailable: the payout is retried');
    await postpone(deps, payout.id);
    return;
  }
  const notices = await deps.db.transaction(async (tx) => {
    await lockCompanyMoney(tx, payout.creator_id);
    const now = deps.now();
    const current = await payoutById(tx, payout.id);
    if (!current || current.status !== 'in_flight') return null;
    return applyAnswer(tx, now, current, answer);
  });
  if (notices === null) return;
  await deps.notify(notices);
  if (answer.status === 'failed') await deps.opsQueueChanged?.('payouts');
}
