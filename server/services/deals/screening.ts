/**
 * Screening of uploaded content and operators' decisions (docs/product.md#deal-statuses).
 * Content waits "Under review" until screening approves it (content accepted, the deal
 * content_approved_by_admin: the company may review it, and the automatic acceptance is
 * scheduled) or refuses it with a reason (content denied, the deal back to
 * product_received; no revision round is used). With CONTENT_SCREENING=auto the server
 * approves at once; otherwise an operator does, with `npm run admin -- content …`. An
 * operator may also close a deal that has content (`deal finish`), e.g. after a dispute.
 */
import { and, eq } from 'drizzle-orm';
import type { DealActor } from '../../../domain/deals/rules';
import { revisionSchema } from '../../../domain/deals/schema';
import type { Database } from '../../db/client';
import { contents } from '../../db/schema/deals';
import type { ContentRow, DealRow } from '../../db/schema/deals';
import { contentNotFound, latestContent } from '../content/view';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import type { CompanyNotice } from '../notifications/notice';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { recordAudit } from '../ops/audit';
import type { AuditActor, AuditEntry } from '../ops/audit';
import type { AuditNote } from '../ops/decision';
import { payCreatorFee } from './money';
import { assertMove, lockDeal, moveDeal, runDealWork } from './moves';
import type { LockedDeal } from './locked';
import type { MoveContext } from './moves';
import { feeAmount, toCompany, toCreator } from './notices';

const contentNotCurrent = () => new ServiceError('CONTENT_NOT_CURRENT', 'errors:contentNotCurrent');

/** The content `id` (any company's) and its deal, locked; it must be the upload under screening. */
async function lockScreened(
  tx: Database,
  id: string,
): Promise<{ deal: LockedDeal; content: ContentRow }> {
  const contentId = parseId(id);
  if (contentId === null) throw contentNotFound();
  const [found] = await tx
    .select({ dealId: contents.deal_id })
    .from(contents)
    .where(eq(contents.id, contentId));
  if (!found) throw contentNotFound();
  const deal = await lockDeal(tx, 'any', found.dealId);
  // Read again under the deal's lock: uploads and reviews change only under it.
  const latest = await latestContent(tx, deal.row.id);
  if (latest?.id !== contentId || latest.status !== 'pending_approval') throw contentNotCurrent();
  return { deal, content: latest };
}

/** Approves the upload under screening, in an open transaction (an operator or the server). */
export async function approveInTransaction(
  tx: Database,
  move: MoveContext,
  deal: LockedDeal,
  content: ContentRow,
  actor: Extract<DealActor, 'admin' | 'system'>,
  notices: CompanyNotice[],
): Promise<LockedDeal> {
  assertMove(deal, 'approve_content', actor, move.t);
  await tx
    .update(contents)
    .set({ status: 'accepted' })
    .where(and(eq(contents.id, content.id), eq(contents.status, 'pending_approval')));
  const approved = await moveDeal(tx, move, deal, 'approve_content', actor);
  notices.push(toCompany(approved, 'messages:contentReady'));
  return approved;
}

/** An operator's decision on a deal, in the audit log: the record is the content or deal. */
const auditEntry = (
  action: string,
  recordType: 'content' | 'deal',
  recordId: number,
  deal: LockedDeal,
  reason: string,
): AuditEntry => ({
  action,
  recordType,
  recordId,
  reason,
  details: {
    deal_id: deal.row.id,
    company_id: deal.row.company_id,
    creator_id: deal.row.creator_id,
  },
});

/**
 * `content approve <id>` and OpsContentApprove: the operator passes the content on to the
 * company's review; `audit` is recorded in the same transaction.
 */
export function approveContent(
  env: ServiceEnv,
  contentId: string,
  audit?: AuditNote,
): Promise<DealRow> {
  return runDealWork(env, async (tx, move, notices) => {
    const { deal, content } = await lockScreened(tx, contentId);
    const approved = await approveInTransaction(tx, move, deal, content, 'admin', notices);
    if (audit) {
      const entry = auditEntry('content.approve', 'content', content.id, deal, audit.reason);
      await recordAudit(tx, audit.actor, entry, move.now);
    }
    return approved;
  });
}

/** A screening refusal's reason follows the revision feedback's rule (8 to 255). */
const reasonSchema = revisionSchema.pick(['feedback']);

/**
 * `content reject <id> <reason>` and OpsContentReject: the creator uploads again; the
 * reason is the feedback, and the audit row's reason when `auditBy` is given.
 */
export async function rejectContent(
  env: ServiceEnv,
  contentId: string,
  reason: string,
  auditBy?: AuditActor,
): Promise<DealRow> {
  const { feedback } = await validated(reasonSchema, { feedback: reason });
  return runDealWork(env, async (tx, move, notices) => {
    const { deal, content } = await lockScreened(tx, contentId);
    assertMove(deal, 'reject_content', 'admin', move.t);
    await tx
      .update(contents)
      .set({ status: 'denied', feedback, reviewed_at: move.now })
      .where(eq(contents.id, content.id));
    const refused = await moveDeal(tx, move, deal, 'reject_content', 'admin', { note: feedback });
    notices.push(
      toCompany(refused, 'messages:contentRefused'),
      toCreator(refused, 'messages:revisionRequested', { feedback }),
    );
    if (auditBy) {
      const entry = auditEntry('content.reject', 'content', content.id, deal, feedback);
      await recordAudit(tx, auditBy, entry, move.now);
    }
    return refused;
  });
}

/**
 * `deal finish <id>` and OpsDealFinish: an operator closes a disputed deal that has content
 * (finished). The creator delivered, so the creator's fee is paid as on acceptance; `audit`
 * is recorded in the same transaction.
 */
export function finishDeal(env: ServiceEnv, dealId: string, audit?: AuditNote): Promise<DealRow> {
  return runDealWork(env, async (tx, move, notices) => {
    const deal = await lockDeal(tx, 'any', dealId);
    assertMove(deal, 'finish', 'admin', move.t);
    const payout = await payCreatorFee(tx, move.clock, deal);
    const finished = await moveDeal(tx, move, deal, 'finish', 'admin', {
      set: { payout_transaction_id: payout },
    });
    notices.push(
      toCompany(finished, 'messages:dealFinished'),
      toCreator(finished, 'messages:dealFinishedForCreator', feeAmount(finished)),
    );
    if (audit) {
      const entry = auditEntry('deal.finish', 'deal', deal.row.id, deal, audit.reason);
      await recordAudit(tx, audit.actor, entry, move.now);
    }
    return finished;
  });
}
