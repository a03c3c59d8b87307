/**
 * A deal's money through the ledger (docs/product.md#wallet-and-ledger). The campaign's
 * payment put the money of every deal in escrow; a deal draws on it: the reimbursement to
 * the creator when a refund-delivery purchase is reported, the creator's fee when content
 * is accepted, and what is left back to the wallet when the deal is cancelled. Each runs in
 * the move's transaction under the company's money lock, names the payment it draws on
 * (`refund_of`), and has a key derived from the deal, so it can happen once only. The
 * clock is read after the money lock, so the ledger's times follow the order of its rows.
 */
import { cancelRefundCents, dealMoney } from '../../../domain/deals/rules';
import type { Database } from '../../db/client';
import type { Described, LedgerAccount, TransactionKind } from '../wallet/ledger';
import { findByIdempotencyKey, recordTransaction, sameRequest } from '../wallet/ledger';
import { serverKey } from '../wallet/keys';
import type { ServerKey } from '../wallet/keys';
import { lockCompanyMoney } from '../wallet/lock';
import { refund, refundableOf } from '../wallet/refunds';
import type { LockedDeal } from './locked';

export const reimbursementKey = (dealId: number) => serverKey(`deal-${dealId}-reimbursement`);
export const payoutKey = (dealId: number) => serverKey(`deal-${dealId}-payout`);
export const dealRefundKey = (dealId: number) => serverKey(`deal-${dealId}-refund`);
export const campaignFeeKey = (campaignId: number) => serverKey(`campaign-${campaignId}-fee`);

/** A movement out of a campaign's escrow to an account of the platform's side. */
export interface EscrowDraw {
  companyId: number;
  paymentId: number;
  kind: Extract<TransactionKind, 'payout' | 'platform_fee'>;
  to: Extract<LedgerAccount, 'creator_payouts' | 'platform_revenue'>;
  amountCents: number;
  /** Whose money a draw to creator_payouts becomes. */
  creatorId?: number;
  idempotencyKey: ServerKey;
  description: Described;
  purpose: Record<string, unknown>;
}

/**
 * Moves `amountCents` from the payment's escrow to `to`; the ledger transaction's id. A
 * draw its key finds made already (under the key's old bare name too: see wallet/keys.ts)
 * is not made again: that transaction's id. Escrow holding less is a bug (the payment was
 * priced from the same lines), never the user's.
 */
export async function drawOnEscrow(
  tx: Database,
  clock: () => Date,
  draw: EscrowDraw,
): Promise<number> {
  await lockCompanyMoney(tx, draw.companyId);
  const now = clock();
  const request = {
    kind: draw.kind,
    method: 'escrow',
    amountCents: draw.amountCents,
    refundOf: draw.paymentId,
  } as const;
  const made = await findByIdempotencyKey(tx, draw.companyId, draw.idempotencyKey);
  if (made) {
    sameRequest(made, request);
    return made.id;
  }
  const left = await refundableOf(tx, draw.paymentId);
  if (draw.amountCents > left.escrowCents) {
    throw new Error(`escrow of payment ${draw.paymentId} holds less than a ${draw.kind}`);
  }
  const { transaction } = await recordTransaction(tx, now, {
    companyId: draw.companyId,
    ...request,
    idempotencyKey: draw.idempotencyKey,
    description: draw.description,
    purpose: draw.purpose,
    legs: [
      { account: 'campaign_escrow', amountCents: -draw.amountCents },
      { account: draw.to, amountCents: draw.amountCents, creatorId: draw.creatorId },
    ],
  });
  return transaction.id;
}

const namesOf = (deal: LockedDeal) => ({ creator: deal.creatorName, campaign: deal.campaign.name });
const purposeOf = (deal: LockedDeal) => ({ deal_id: deal.row.id, campaign_id: deal.campaign.id });

/** The product reimbursement to the creator (refund delivery); null when there is none. */
export async function payReimbursement(
  tx: Database,
  clock: () => Date,
  deal: LockedDeal,
): Promise<number | null> {
  const { reimbursementCents } = dealMoney(deal.campaign.cost_lines);
  if (reimbursementCents === 0) return null;
  return drawOnEscrow(tx, clock, {
    companyId: deal.row.company_id,
    paymentId: deal.campaign.payment_transaction_id,
    kind: 'payout',
    to: 'creator_payouts',
    amountCents: reimbursementCents,
    creatorId: deal.row.creator_id,
    idempotencyKey: reimbursementKey(deal.row.id),
    description: { key: 'ledger:dealReimbursement', values: namesOf(deal) },
    purpose: purposeOf(deal),
  });
}

/** The creator's fee, released on acceptance. */
export function payCreatorFee(tx: Database, clock: () => Date, deal: LockedDeal): Promise<number> {
  return drawOnEscrow(tx, clock, {
    companyId: deal.row.company_id,
    paymentId: deal.campaign.payment_transaction_id,
    kind: 'payout',
    to: 'creator_payouts',
    amountCents: dealMoney(deal.campaign.cost_lines).feeCents,
    creatorId: deal.row.creator_id,
    idempotencyKey: payoutKey(deal.row.id),
    description: { key: 'ledger:dealPayout', values: namesOf(deal) },
    purpose: purposeOf(deal),
  });
}

/**
 * A cancelled deal's money back to the wallet: its fee, and its reimbursement unless the
 * creator was paid it already. Null when there is nothing to give back (no row is written).
 */
export async function refundCanceledDeal(
  tx: Database,
  clock: () => Date,
  deal: LockedDeal,
): Promise<number | null> {
  const reimbursed = deal.row.reimbursement_transaction_id !== null;
  const amount = cancelRefundCents(dealMoney(deal.campaign.cost_lines), reimbursed);
  if (amount === 0) return null;
  // A savepoint of the move's transaction: the refund commits with the move or not at all.
  const { transaction } = await refund(
    { db: tx, services: { now: clock } },
    deal.row.company_id,
    deal.campaign.payment_transaction_id,
    amount,
    dealRefundKey(deal.row.id),
    { reason: { key: 'ledger:dealRefund', values: namesOf(deal) } },
  );
  return transaction.id;
}
