/**
 * A creator's earnings and payouts (docs/product.md#earnings-and-payouts): the rules the
 * server enforces and the creators' screens show.
 */

/**
 * How long a fee or reimbursement waits before it can be paid out, unless the server's
 * PAYOUT_HOLD_HOURS says otherwise. None: the brand's money sat in escrow before the work
 * began, and acceptance is final, so there is nothing left to wait for.
 */
export const PAYOUT_HOLD_HOURS_DEFAULT = 0;

/** The smallest payout (USD cents): a bank transfer below it costs more than it moves. */
export const MINIMUM_PAYOUT_CENTS = 2000;

/** The largest amount one request may name (32-bit cents, as every amount of the API). */
export const PAYOUT_MAX_CENTS = 2_147_483_647;

/** The account holder's name as the bank has it. */
export const HOLDER_NAME_MAX = 100;

/** Where a payout is: at the bank (in flight), settled, or refused (its money back). */
export const PAYOUT_STATUSES = ['in_flight', 'paid', 'failed'] as const;

/** The live notices' `details.event` of a settled payout. */
export const PAYOUT_PAID_EVENT = 'payout_paid';
export const PAYOUT_FAILED_EVENT = 'payout_failed';

/** What a movement of the creator's money is (the history's kinds). */
export const EARNINGS_MOVEMENT_KINDS = [
  'fee',
  'reimbursement',
  'payout',
  'payout_returned',
] as const;
export type EarningsMovementKindName = (typeof EARNINGS_MOVEMENT_KINDS)[number];

/** Why a bank refuses a payout, as the gateway reports it (each has its own message). */
export const PAYOUT_FAILURE_CODES = ['no_account', 'account_closed', 'processing_error'] as const;
export type PayoutFailureCode = (typeof PAYOUT_FAILURE_CODES)[number];

/** A YYYY-MM-DD date (UTC), as the history's from/to are given. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
