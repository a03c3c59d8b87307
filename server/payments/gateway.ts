/**
 * The payment gateway as the product sees it: customers, cards attached from one-time
 * tokens, charges and refunds keyed by idempotency keys. The default implementation is
 * the sandbox (./sandbox/), which behaves like a real gateway; a Stripe implementation
 * fits the same interface (customers, payment methods from tokens, PaymentIntents with
 * Idempotency-Key headers, refunds; bank accounts from tokens and payouts to them).
 */
import type { CardBrandName } from '../../domain/billing/rules';

/** What the gateway tells us of an attached card: never its number. */
export interface GatewayCard {
  /** The gateway's id of the card, what a charge names. */
  id: string;
  brand: CardBrandName;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  customerId: string;
  cardId: string;
  amountCents: number;
  /** The same key answers the first result and never charges again. */
  idempotencyKey: string;
  /** What the company's statement shows. */
  description: string;
}

export interface GatewayCharge {
  id: string;
  amountCents: number;
}

export interface RefundRequest {
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface GatewayRefund {
  id: string;
  amountCents: number;
}

/** What the gateway tells us of an attached bank account: never its number. */
export interface GatewayBankAccount {
  /** The gateway's id of the account, what a payout names. */
  id: string;
  bankName: string;
  last4: string;
}

export interface PayoutRequest {
  /** The gateway's id of the bank account. */
  accountId: string;
  amountCents: number;
  /** The same key answers the first payout and never pays out again. */
  idempotencyKey: string;
}

/** Where a payout is at the bank: `pending` until it settles, then `paid` or `failed`. */
export type GatewayPayoutStatus = 'pending' | 'paid' | 'failed';

export interface GatewayPayout {
  id: string;
  amountCents: number;
  status: GatewayPayoutStatus;
  /** Why the bank refused it (no_account, account_closed, …), when failed. */
  failureCode: string | null;
}

/**
 * Why the gateway refused a card, as a real gateway's decline codes: the API answers
 * CARD_DECLINED with the code's own translated message.
 */
export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  /** The card belongs to another customer (another company): refused like a decline. */
  | 'card_not_found';

/** The gateway refused the card (a decline, an expired card, a wrong CVC). */
export class CardDeclinedError extends Error {
  constructor(readonly code: DeclineCode) {
    super(`card declined: ${code}`);
    this.name = 'CardDeclinedError';
  }
}

/** The gateway cannot be reached or failed on its side: nothing was charged; try again. */
export class GatewayUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('payment gateway unavailable', { cause });
    this.name = 'GatewayUnavailableError';
  }
}

/** An idempotency key used before with other details (amount, card, charge). */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('idempotency key reused with other parameters');
    this.name = 'IdempotencyConflictError';
  }
}

/** A token that is unknown, already used or expired. */
export class TokenInvalidError extends Error {
  constructor() {
    super('card token invalid');
    this.name = 'TokenInvalidError';
  }
}

export interface PaymentGateway {
  /** Creates the customer a company's cards are attached to. */
  createCustomer(): Promise<{ id: string }>;
  /** Attaches the card a one-time token stands for; the token is used up. */
  attachCard(customerId: string, token: string): Promise<GatewayCard>;
  /** Forgets an attached card (after CardDelete); unknown cards are ignored. */
  detachCard(customerId: string, cardId: string): Promise<void>;
  /** Charges a card of the customer. Throws CardDeclinedError or GatewayUnavailableError. */
  charge(request: ChargeRequest): Promise<GatewayCharge>;
  /** Gives back (part of) a charge; the same key refunds once. */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /** Attaches the bank account a one-time token stands for (TokenInvalidError otherwise). */
  attachBankAccount(customerId: string, token: string): Promise<GatewayBankAccount>;
  /** Forgets an attached bank account; unknown accounts are ignored. */
  detachBankAccount(customerId: string, accountId: string): Promise<void>;
  /**
   * Sends money to a bank account: paid or failed at once, or pending until the bank
   * settles it (payoutStatus). Throws GatewayUnavailableError (nothing may have been sent:
   * send it again with the same key) or IdempotencyConflictError.
   */
  payout(request: PayoutRequest): Promise<GatewayPayout>;
  /** A payout as the bank has it now. */
  payoutStatus(payoutId: string): Promise<GatewayPayout>;
}
