/**
 * The one executor of deal moves (docs/product.md#deal-statuses). A move locks the deal row
 * (FOR UPDATE, so two moves of one deal run one after the other and the second sees the
 * first's status), asks the transition table (`dealMove`) whether the actor may make it,
 * writes the new status with a timeline event, and schedules the deadlines of the status
 * it entered. Everything a move does besides (money, content rows) happens in the same
 * database transaction, so a refused or failed move leaves nothing behind.
 */
import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dealMove, dealStatusLabelKey, isDealEnded } from '../../../domain/deals/rules';
import type {
  DealAction,
  DealActor,
  DealFacts,
  DealMoveRefusal,
  DealStatus,
} from '../../../domain/deals/rules';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { campaigns } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import { dealEvents, deals } from '../../db/schema/deals';
import type { DealRow } from '../../db/schema/deals';
import type { Translate } from '../../i18n';
import { commitThenMail } from '../env';
import type { ServiceEnv } from '../env';
import type { CompanyNotice } from '../notifications/notice';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { completeCampaignIfDone } from './completion';
import { scheduleDealDeadlines } from './deadlines';
import type { LockedDeal } from './locked';
import { dealNotFound, partyOf } from './view';
import type { DealViewer } from './view';

/** Whose deals a lookup may find: a party's own, or any (an operator, a deadline). */
export type DealScope = DealViewer | 'any';

/** The creator's own account row (the deal's `companies` join is the company's). */
const creatorAccounts = alias(companies, 'creator_accounts');

const scopeOf = (scope: DealScope): SQL | undefined =>
  scope === 'any' ? undefined : partyOf(scope);

/**
 * The deal `id` (an API id or a row id) if `scope` may see it, with its campaign and names:
 * another account's deal is NOT_FOUND, exactly like one that does not exist. `lock` takes
 * the deal row FOR UPDATE (its campaign and creator are only read).
 */
async function findDeal(
  db: Database,
  scope: DealScope,
  id: string | number,
  lock: boolean,
): Promise<LockedDeal> {
  const dealId = typeof id === 'number' ? id : parseId(id);
  if (dealId === null) throw dealNotFound();
  const query = db
    .select({
      row: deals,
      campaign: campaigns,
      creatorName: creators.name,
      creatorLocale: creatorAccounts.locale,
      creatorEmail: creatorAccounts.email,
      companyName: companies.company_name,
    })
    .from(deals)
    .innerJoin(campaigns, eq(campaigns.id, deals.campaign_id))
    .innerJoin(creators, eq(creators.id, deals.creator_id))
    .innerJoin(creatorAccounts, eq(creatorAccounts.id, deals.creator_id))
    .innerJoin(companies, eq(companies.id, deals.company_id))
    .where(and(eq(deals.id, dealId), scopeOf(scope)));
  const [found] = lock ? await query.for('update', { of: deals }) : await query;
  if (!found) throw dealNotFound();
  return { ...found, companyName: found.companyName ?? '' };
}

/** Locks the deal for a move (see findDeal): moves of one deal run one after the other. */
export const lockDeal = (tx: Database, scope: DealScope, id: string | number) =>
  findDeal(tx, scope, id, true);

/** Reads the deal without locking it: a cheap early refusal before costly work. */
export const readDeal = (db: Database, scope: DealScope, id: string | number) =>
  findDeal(db, scope, id, false);

/** What the transition table needs to know of a locked deal. */
export function factsOf({ row, campaign }: Pick<LockedDeal, 'row' | 'campaign'>): DealFacts {
  return {
    status: row.status as DealStatus,
    delivery_type: campaign.delivery_type as DealFacts['delivery_type'],
    campaign_type: campaign.type as DealFacts['campaign_type'],
    has_content: row.has_content,
    revisions_used: row.revisions_used,
    revision_rounds: campaign.revision_rounds,
  };
}

/** Why a move was refused, in the caller's language (the message names the deal's status). */
export function moveRefused(
  refusal: DealMoveRefusal,
  facts: DealFacts,
  t: Translate,
): ServiceError {
  if (refusal === 'revisions_used') {
    return new ServiceError('REVISIONS_USED', 'errors:revisionsUsed', {
      values: { rounds: facts.revision_rounds },
    });
  }
  return new ServiceError('DEAL_ACTION_NOT_ALLOWED', 'errors:dealActionNotAllowed', {
    // In the words of the deal's delivery: "Product shipped" or "Product purchased".
    values: { status: t(dealStatusLabelKey(facts.status, facts.delivery_type)) },
  });
}

/** Throws the refusal unless `actor` may make `action` on the deal now. */
export function assertMove(
  deal: Pick<LockedDeal, 'row' | 'campaign'>,
  action: DealAction,
  actor: DealActor,
  t: Translate,
): DealStatus {
  const facts = factsOf(deal);
  const move = dealMove(facts, action, actor);
  if (!move.ok) throw moveRefused(move.refusal, facts, t);
  return move.to;
}

/** What a move writes besides the status: columns of the deal, and the timeline's note. */
export interface MoveChanges {
  set?: Partial<
    Pick<
      DealRow,
      | 'carrier'
      | 'tracking_number'
      | 'order_number'
      | 'order_total_cents'
      | 'receipt_image_id'
      | 'post_url'
      | 'has_content'
      | 'revisions_used'
      | 'reimbursement_transaction_id'
      | 'payout_transaction_id'
      | 'refund_transaction_id'
      | 'canceled_by'
      | 'cancel_reason'
    >
  >;
  /** Shown on the timeline: the tracking number, the order number, the feedback, … */
  note?: string;
}

/**
 * What a move runs with: its time (the status's), the translator of refusals, and the clock
 * the ledger reads once it holds the company's money lock.
 */
export interface MoveContext {
  now: Date;
  t: Translate;
  clock: () => Date;
  /** The company's person making the request (ServiceEnv.actingPersonId); absent for jobs. */
  memberId?: number | undefined;
}

/**
 * Makes `action` by `actor` on the locked deal: refused (nothing written) unless the
 * transition table allows it; otherwise the status, its time and `changes` are written,
 * the timeline gets the step, and the deadlines of the new status are scheduled.
 */
export async function moveDeal(
  tx: Database,
  { now, t, memberId }: MoveContext,
  deal: LockedDeal,
  action: DealAction,
  actor: DealActor,
  changes: MoveChanges = {},
): Promise<LockedDeal> {
  const to = assertMove(deal, action, actor, t);
  const [row] = await tx
    .update(deals)
    .set({ ...changes.set, status: to, status_changed_at: now, updated_at: now })
    .where(eq(deals.id, deal.row.id))
    .returning();
  await tx.insert(dealEvents).values({
    company_id: deal.row.company_id,
    deal_id: deal.row.id,
    action,
    actor,
    status: to,
    details: changes.note === undefined ? {} : { note: changes.note },
    // Only the company's own steps name its person: a step that follows by itself in the
    // same request (the system's, after an acceptance) names no one.
    member_id: actor === 'company' ? (memberId ?? null) : null,
    created_at: now,
  });
  const moved = { ...deal, row: row! };
  await scheduleDealDeadlines(tx, moved.row, moved.campaign.delivery_type, now);
  return moved;
}

/**
 * Runs a party's (or an operator's) moves in one transaction: `work` locks the deal, moves
 * it and queues its notices; once a deal has ended its campaign may be completed in the same
 * transaction. Notices are published after the commit. Answers the deal's row.
 */
export function runDealWork(
  env: ServiceEnv,
  work: (tx: Database, move: MoveContext, notices: CompanyNotice[]) => Promise<LockedDeal>,
): Promise<DealRow> {
  return commitThenMail(env, async (tx, _mails, notices) => {
    const move = {
      now: env.services.now(),
      t: env.t,
      clock: env.services.now,
      memberId: env.actingPersonId,
    };
    const deal = await work(tx, move, notices);
    if (isDealEnded(deal.row.status as DealStatus)) {
      notices.push(...(await completeCampaignIfDone(tx, move.clock, deal.campaign.id)));
    }
    return deal.row;
  });
}
