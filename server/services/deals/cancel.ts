/**
 * DealCancel and CreatorDealCancel (docs/product.md#deal-statuses): either party cancels a
 * deal until content is uploaded, with a reason of 8 to 255 the other party reads. The
 * deal's unused money (its fee, and its reimbursement unless the creator was paid it)
 * returns to the company's wallet in the same transaction. The campaign's slot stays taken:
 * its money went back, so it cannot be picked again.
 */
import { cancelSchema } from '../../../domain/deals/schema';
import type { DealRow } from '../../db/schema/deals';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { refundCanceledDeal } from './money';
import { assertMove, lockDeal, moveDeal, runDealWork } from './moves';
import { refreshCompany, toCompany, toCreator } from './notices';
import type { DealViewer } from './view';

export async function cancelDeal(
  env: ServiceEnv,
  viewer: DealViewer,
  args: { id: string; reason: string },
): Promise<DealRow> {
  const { reason } = await validated(cancelSchema, { reason: args.reason });
  return runDealWork(env, async (tx, move, notices) => {
    const deal = await lockDeal(tx, viewer, args.id);
    const actor = viewer.party;
    // Refused before any money moves.
    assertMove(deal, 'cancel', actor, move.t);
    const refund = await refundCanceledDeal(tx, move.clock, deal);
    const canceled = await moveDeal(tx, move, deal, 'cancel', actor, {
      set: { refund_transaction_id: refund, canceled_by: actor, cancel_reason: reason },
      note: reason,
    });
    if (actor === 'company') {
      notices.push(
        toCreator(canceled, 'messages:dealCanceledForCreator', { reason }),
        refreshCompany(canceled),
      );
    } else notices.push(toCompany(canceled, 'messages:dealCanceled', { reason }));
    return canceled;
  });
}
