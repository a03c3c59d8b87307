/**
 * The creator's earnings on the client (docs/product.md#earnings-and-payouts): what the
 * screens need to know beyond what CreatorEarnings answers (the minimum payout comes from
 * the server with the figures).
 */
import { DEAL_CHANGED_EVENT } from '@/domain/deals/rules';
import { PAYOUT_FAILED_EVENT, PAYOUT_PAID_EVENT } from '@/domain/earnings/rules';

/** The notices after which the figures, payouts, history and statements are read again. */
export const EARNINGS_EVENTS: ReadonlySet<unknown> = new Set([
  PAYOUT_PAID_EVENT,
  PAYOUT_FAILED_EVENT,
  DEAL_CHANGED_EVENT,
]);

/** A US bank routing number: 9 digits (the gateway also checks the ABA checksum). */
export const ROUTING_NUMBER = /^\d{9}$/;
/** A US bank account number: 4 to 17 digits. */
export const ACCOUNT_NUMBER = /^\d{4,17}$/;

/**
 * The codes with which the server refuses a payout before anything moves. Any other
 * failure (a lost answer, an internal error) may have sent it: the retry keeps the key.
 */
export const PAYOUT_REFUSALS = [
  'PAYOUT_BELOW_MINIMUM',
  'PAYOUT_OVER_AVAILABLE',
  'PAYOUT_IN_FLIGHT',
  'PAYOUT_NO_ACCOUNT',
  'PAYOUT_ACCOUNT_INVALID',
  'BAD_USER_INPUT',
] as const;
export type PayoutRefusal = (typeof PAYOUT_REFUSALS)[number];

export const isPayoutRefusal = (code: string | undefined): code is PayoutRefusal =>
  (PAYOUT_REFUSALS as readonly unknown[]).includes(code);

/** Why "Request a payout" cannot be used now, or null when it can. */
export type PayoutBlock = 'inFlight' | 'noAccount' | 'belowMinimum';

export function payoutBlockOf(earnings: {
  available: number;
  minimum_payout: number;
  in_flight: number;
  current_payout?: unknown;
  payout_account?: unknown;
}): PayoutBlock | null {
  if (earnings.in_flight > 0 || earnings.current_payout) return 'inFlight';
  if (!earnings.payout_account) return 'noAccount';
  if (earnings.available < earnings.minimum_payout) return 'belowMinimum';
  return null;
}

/** A creator with nothing earned yet: no money anywhere and no payout ever. */
export const isNewCreator = (earnings: {
  pending: number;
  available: number;
  in_flight: number;
  paid_out: number;
}) =>
  earnings.pending === 0 &&
  earnings.available === 0 &&
  earnings.in_flight === 0 &&
  earnings.paid_out === 0;
