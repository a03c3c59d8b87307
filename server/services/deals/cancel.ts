/**
 * DealCancel and CreatorDealCancel (docs/product.md#deal-statuses): either party cancels a
 * deal until content is uploaded, with a reason of 8 to 255 the other party reads. An
 * operator also cancels a disputed deal after content (docs/product.md#operator-console):
 * both parties read the reason. The deal's unused money (its fee, and its reimbursement
 * unless the creator was paid it) returns to the company's wallet in the same
 * transaction. The campaign's slot stays taken: its money went back, so it cannot be
 * picked again.
 */
import type { DealActor } from '../../../domain/deals/rules';
import { cancelSchema } from '../../../domain/deals/schema';
import type { DealRow } from '../../db/schema/deals';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { recordAudit } from '../ops/audit';
import type { AuditActor } from '../ops/audit';
import { refundCanceledDeal } from './money';
import { assertMove, lockDeal, moveDeal, runDealWork } from './moves';
import type { DealScope } from './moves';
import { refreshCompany, toCompany, toCreator } from './notices';
import type { DealViewer } from './view';

async function cancelAs(
  env: ServiceEnv,
  scope: DealScope,
  actor: DealActor,
  args: { id: string; reason: string },
  auditBy?: AuditActor,
): Promise<DealRow> {
  const { reason } = await validated(cancelSchema, { reason: args.reason });
  return runDealWork(env, async (tx, move, notices) => {
    const deal = await lockDeal(tx, scope, args.id);
    // Refused before any money moves.
    assertMove(deal, 'cancel', actor, move.t);
    const refund = await refundCanceledDeal(tx, move.clock, deal);
    const canceled = await moveDeal(tx, move, deal, 'cancel', actor, {
      set: { refund_transaction_id: refund, canceled_by: actor, cancel_reason: reason },
      note: reason,
    });
    const forCreator = toCreator(canceled, 'messages:dealCanceledForCreator', { reason });
    const forCompany = toCompany(canceled, 'messages:dealCanceled', { reason });
    if (actor === 'company') notices.push(forCreator, refreshCompany(canceled));
    else if (actor === 'creator') notices.push(forCompany);
    else notices.push(forCompany, forCreator);
    if (auditBy) {
      await recordAudit(
        tx,
        auditBy,
        {
          action: 'deal.cancel',
          recordType: 'deal',
          recordId: deal.row.id,
          reason,
          details: {
            company_id: deal.row.company_id,
            creator_id: deal.row.creator_id,
            refund_transaction_id: refund,
          },
        },
        move.now,
      );
    }
    return canceled;
  });
}

/** A party cancels its own deal (another's is NOT_FOUND). */
export function cancelDeal(
  env: ServiceEnv,
  viewer: DealViewer,
  args: { id: string; reason: string },
): Promise<DealRow> {
  return cancelAs(env, viewer, viewer.party, args);
}

/** OpsDealCancel: an operator settles a dispute for the brand (any company's deal). */
export function cancelDisputedDeal(
  env: ServiceEnv,
  args: { id: string; reason: string },
  auditBy: AuditActor,
): Promise<DealRow> {
  return cancelAs(env, 'any', 'admin', args, auditBy);
}
