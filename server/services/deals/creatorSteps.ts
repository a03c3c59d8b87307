/**
 * The creator's own steps of a deal (docs/product.md#deal-statuses); `creatorId` is the
 * creator session's account. Refund delivery: the creator buys the product and reports the
 * order number, total and receipt photo (creator_accepted → purchased_sent), and is reimbursed from escrow at once.
 * Then the creator confirms receipt (→ product_received). A social media deal waiting for
 * its post ends when the creator reports the post's link (→ completed). The company is told
 * of each.
 */
import { reportPostSchema, reportPurchaseSchema } from '../../../domain/deals/schema';
import type { DealRow } from '../../db/schema/deals';
import { validated } from '../env';
import { assertOwnImages } from '../images/lookup';
import type { ServiceEnv } from '../env';
import { payReimbursement } from './money';
import { assertMove, lockDeal, moveDeal, runDealWork } from './moves';
import { toCompany } from './notices';

const creatorOf = (creatorId: number) => ({ party: 'creator', accountId: creatorId }) as const;

/** CreatorDealReportPurchase: refund delivery, the product is bought → purchased_sent. */
export async function reportPurchase(
  env: ServiceEnv,
  creatorId: number,
  args: { id: string; order_number: string; order_total_cents: number; receipt_image_id: string },
): Promise<DealRow> {
  const purchase = await validated(reportPurchaseSchema, {
    order_number: args.order_number,
    order_total_cents: args.order_total_cents,
    receipt_image_id: args.receipt_image_id,
  });
  const orderNumber = purchase.order_number;
  return runDealWork(env, async (tx, move, notices) => {
    const deal = await lockDeal(tx, creatorOf(creatorId), args.id);
    // Refused before any money moves.
    assertMove(deal, 'report_purchase', 'creator', move.t);
    // Another creator's image is refused like one that does not exist.
    await assertOwnImages(tx, creatorId, [purchase.receipt_image_id], 'receipt_image_id');
    const reimbursement = await payReimbursement(tx, move.clock, deal);
    const bought = await moveDeal(tx, move, deal, 'report_purchase', 'creator', {
      set: {
        order_number: orderNumber,
        order_total_cents: purchase.order_total_cents,
        receipt_image_id: purchase.receipt_image_id,
        reimbursement_transaction_id: reimbursement,
      },
      note: orderNumber,
    });
    notices.push(toCompany(bought, 'messages:purchaseReported'));
    return bought;
  });
}

/** CreatorDealConfirmReceipt: the product arrived → product_received. */
export async function confirmReceipt(
  env: ServiceEnv,
  creatorId: number,
  args: { id: string },
): Promise<DealRow> {
  return runDealWork(env, async (tx, move, notices) => {
    const deal = await lockDeal(tx, creatorOf(creatorId), args.id);
    const received = await moveDeal(tx, move, deal, 'confirm_receipt', 'creator');
    notices.push(toCompany(received, 'messages:receiptConfirmed'));
    return received;
  });
}

/** CreatorDealReportPost: the social media post is out → completed. */
export async function reportPost(
  env: ServiceEnv,
  creatorId: number,
  args: { id: string; post_url: string },
): Promise<DealRow> {
  const { post_url: postUrl } = await validated(reportPostSchema, { post_url: args.post_url });
  return runDealWork(env, async (tx, move, notices) => {
    const deal = await lockDeal(tx, creatorOf(creatorId), args.id);
    const posted = await moveDeal(tx, move, deal, 'report_post', 'creator', {
      set: { post_url: postUrl },
      note: postUrl,
    });
    notices.push(toCompany(posted, 'messages:postReported'));
    return posted;
  });
}
