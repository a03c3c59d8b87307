/**
 * Failed payouts in the operator console (docs/product.md#operator-console): the ones no
 * operator handled yet, oldest first; a retry sends the amount again to the creator's
 * current account through the creator's own payout path, a dismissal leaves the money in
 * the creator's balance (a failed payout's money is already back there). Each writes its
 * audit row in the transaction that resolves the payout.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { object } from 'yup';
import { opsReasonSchema } from '../../../domain/ops/schema';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { creators } from '../../db/schema/creators';
import { creatorPayouts, payoutAccounts } from '../../db/schema/payouts';
import type { CreatorPayoutRow } from '../../db/schema/payouts';
import { ledgerEntries } from '../../db/schema/wallet';
import { queuesChanged } from './queue';
import { holdCutoff, isHeldKind } from '../earnings/figures';
import { payOutAgain, payoutDeps } from '../earnings/request';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { totalField } from '../shared/owned';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import { pageArgs, readPage } from '../shared/paging';
import { serverKey } from '../wallet/keys';
import { recordAudit } from './audit';
import type { AuditActor } from './audit';

export interface OpsPayoutView {
  row: CreatorPayoutRow;
  creator: { id: number; name: string; email: string; avatarUrl: string };
  retryable: boolean;
}

const payoutNotFound = () => new ServiceError('NOT_FOUND', 'opsPeople:payoutNotFound');

/** Failed and not handled: the console's queue (creator_payouts_unresolved_idx). */
const UNRESOLVED = and(eq(creatorPayouts.status, 'failed'), isNull(creatorPayouts.resolution));

interface SettledKey {
  id: number;
  created_at: Date;
}

const OLDEST = byCreation<SettledKey>(
  { created_at: creatorPayouts.settled_at, id: creatorPayouts.id },
  'ops_payouts_oldest',
  'asc',
);

/**
 * What a retry needs of the payout's creator, per row: its creator_payouts balance and
 * what of it is still held (as earningsFigures reads them), a payout in flight, an account.
 */
function retryFacts(now: Date, holdHours: number) {
  const cutoff = holdCutoff(now, holdHours).toISOString();
  const ofCreator = sql`${ledgerEntries.creator_id} = ${creatorPayouts.creator_id}
    and ${ledgerEntries.account} = 'creator_payouts'`;
  return {
    balance: sql<string>`(select coalesce(sum(${ledgerEntries.amount_cents}), 0)::bigint
      from ${ledgerEntries} where ${ofCreator})`,
    held: sql<string>`(select coalesce(sum(${ledgerEntries.amount_cents}), 0)::bigint
      from ${ledgerEntries} where ${ofCreator} and ${isHeldKind}
      and ${ledgerEntries.created_at} > ${cutoff}::timestamptz)`,
    inFlight: sql<boolean>`exists (select 1 from ${creatorPayouts} as flying
      where flying.creator_id = ${creatorPayouts.creator_id} and flying.status = 'in_flight')`,
    hasAccount: sql<boolean>`exists (select 1 from ${payoutAccounts}
      where ${payoutAccounts.creator_id} = ${creatorPayouts.creator_id})`,
  };
}

async function opsPayoutViews(
  env: ServiceEnv,
  query: { where: SQL | undefined; orderBy: SQL[]; limit: number; total?: SQL<number> },
): Promise<{ views: OpsPayoutView[]; total: number | null }> {
  const rows = await env.db
    .select({
      row: creatorPayouts,
      name: creators.name,
      avatarUrl: creators.avatar_url,
      email: companies.email,
      ...retryFacts(env.services.now(), env.config.payoutHoldHours),
      total: totalField(query.total),
    })
    .from(creatorPayouts)
    .innerJoin(companies, eq(companies.id, creatorPayouts.creator_id))
    .leftJoin(creators, eq(creators.id, creatorPayouts.creator_id))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit);
  const views = rows.map((row) => {
    const balance = Number(row.balance);
    // As earningsFigures: never more than the balance is held.
    const available = balance - Math.min(Number(row.held), Math.max(balance, 0));
    return {
      row: row.row,
      creator: {
        id: row.row.creator_id,
        name: row.name ?? '',
        email: row.email,
        avatarUrl: row.avatarUrl ?? '',
      },
      retryable: available >= row.row.amount_cents && !row.inFlight && row.hasAccount,
    };
  });
  return { total: rows[0]?.total ?? null, views };
}

/** OpsFailedPayouts: the failed payouts no operator handled yet, oldest failure first. */
export async function listFailedPayouts(
  env: ServiceEnv,
  args: { first?: number | null; after?: string | null },
): Promise<Page<OpsPayoutView>> {
  const { size, position } = await pageArgs(OLDEST, args);
  return readPage(
    env.db,
    OLDEST,
    {
      size,
      position,
      table: creatorPayouts,
      where: UNRESOLVED,
      // Every failed payout was settled (a CHECK-free invariant of settle.ts: failed sets it).
      rowOf: (view) => ({
        id: view.row.id,
        created_at: view.row.settled_at ?? view.row.created_at,
      }),
    },
    (query) => opsPayoutViews(env, query),
  );
}

async function opsPayoutView(env: ServiceEnv, id: number): Promise<OpsPayoutView> {
  const { views } = await opsPayoutViews(env, {
    where: eq(creatorPayouts.id, id),
    orderBy: [],
    limit: 1,
  });
  if (!views[0]) throw payoutNotFound();
  return views[0];
}

/**
 * Marks the failed payout `id` resolved, in the caller's transaction (which holds the
 * creator's money lock): refused when it is not failed or was handled already.
 */
async function resolve(
  tx: Database,
  id: number,
  resolution: 'retried' | 'dismissed',
  now: Date,
): Promise<CreatorPayoutRow> {
  const [row] = await tx
    .update(creatorPayouts)
    .set({ resolution, resolved_at: now })
    .where(and(eq(creatorPayouts.id, id), UNRESOLVED))
    .returning();
  if (!row) throw payoutNotFound();
  return row;
}

const reasonOnly = object({ reason: opsReasonSchema });

/** The failed payout an action names: unknown, other or handled ids are NOT_FOUND. */
async function failedPayout(env: ServiceEnv, id: string): Promise<CreatorPayoutRow> {
  const payoutId = parseId(id);
  if (payoutId === null) throw payoutNotFound();
  const [row] = await env.db
    .select()
    .from(creatorPayouts)
    .where(and(eq(creatorPayouts.id, payoutId), UNRESOLVED));
  if (!row) throw payoutNotFound();
  return row;
}

const payoutsQueueChanged = (env: ServiceEnv) => queuesChanged(env, 'payouts');

/**
 * OpsPayoutRetry: a new payout of the amount to the creator's current account, through the
 * creator's own request path (its checks: the amount available, no payout in flight, an
 * account); the failed one is marked retried with the audit row in that payout's
 * transaction. Once per failed payout (its server key).
 */
export async function retryFailedPayout(
  env: ServiceEnv,
  actor: AuditActor,
  args: { id: string; reason: string },
): Promise<OpsPayoutView> {
  const { reason } = await validated(reasonOnly, { reason: args.reason });
  const failed = await failedPayout(env, args.id);
  const retry = await payOutAgain(
    payoutDeps(env),
    env.config.payoutHoldHours,
    failed.creator_id,
    failed.amount_cents,
    serverKey(`ops-retry-${failed.id}`),
    async (tx, now) => {
      await resolve(tx, failed.id, 'retried', now);
      await recordAudit(
        tx,
        actor,
        {
          action: 'payout.retry',
          recordType: 'payout',
          recordId: failed.id,
          reason,
          details: { amount: failed.amount_cents },
        },
        now,
      );
    },
  );
  env.log.info({ payoutId: failed.id, retryId: retry.id }, 'failed payout retried');
  await payoutsQueueChanged(env);
  return opsPayoutView(env, failed.id);
}

/** OpsPayoutDismiss: the payout leaves the queue; its money stays in the creator's balance. */
export async function dismissFailedPayout(
  env: ServiceEnv,
  actor: AuditActor,
  args: { id: string; reason: string },
): Promise<OpsPayoutView> {
  const { reason } = await validated(reasonOnly, { reason: args.reason });
  const failed = await failedPayout(env, args.id);
  await env.db.transaction(async (tx) => {
    const now = env.services.now();
    await resolve(tx, failed.id, 'dismissed', now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'payout.dismiss',
        recordType: 'payout',
        recordId: failed.id,
        reason,
        details: { amount: failed.amount_cents },
      },
      now,
    );
  });
  await payoutsQueueChanged(env);
  return opsPayoutView(env, failed.id);
}
