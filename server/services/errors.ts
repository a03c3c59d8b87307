import type { FieldMessage } from '../../domain/fieldErrors';

/**
 * The `extensions.code` of every error the API answers with on purpose. Anything
 * else is a bug and reaches the client masked ("Unexpected error.").
 */
export const SERVICE_ERROR_CODES = [
  /** Input broke a rule of a shared yup schema: `extensions.fields` says which. */
  'BAD_USER_INPUT',
  /** Login: unknown e-mail or wrong password (deliberately indistinguishable). */
  'INVALID_CREDENTIALS',
  /** Login locked after repeated failures: `extensions.retryAfterSeconds`. */
  'TOO_MANY_ATTEMPTS',
  /** Too many sign-ups from the client's address this hour: `extensions.retryAfterSeconds`. */
  'TOO_MANY_SIGNUPS',
  /** A signed-in action's current password is wrong: `extensions.fields.password`. */
  'WRONG_PASSWORD',
  /** The `email` argument is not the account's own e-mail (`extensions.fields.email`). */
  'NOT_YOUR_EMAIL',
  /** Wrong verification code: `extensions.attemptsLeft`. */
  'CODE_INVALID',
  /** The code is older than 10 minutes, or there is none: ask for a new one. */
  'CODE_EXPIRED',
  /** The code was entered wrong 5 times and no longer works: ask for a new one. */
  'CODE_VOIDED',
  /** A new code was sent less than a minute ago: `extensions.retryAfterSeconds`. */
  'RESEND_TOO_SOON',
  'ALREADY_VERIFIED',
  /** Onboarding needs a verified e-mail first. */
  'EMAIL_NOT_VERIFIED',
  /** A reset or e-mail-change link that does not exist, was used, or is not this account's. */
  'LINK_INVALID',
  /** A reset or e-mail-change link older than an hour. */
  'LINK_EXPIRED',
  /** An operator's set-password link that is unknown, used or expired (one answer for all). */
  'INVALID_LINK',
  /**
   * The operator console's second step: a TOTP code that is wrong, already used, or a
   * recovery code that is unknown or spent. Counts toward the login throttle.
   */
  'INVALID_CODE',
  /** The operator console's login ticket is malformed, expired (5 minutes) or already used. */
  'INVALID_TICKET',
  /** Confirming an e-mail change to an address another account took meanwhile. */
  'EMAIL_TAKEN',
  /**
   * The session's company is gone (a race with its deletion), or a brand / product id
   * that is not one of the company's: another company's id answers exactly like an id
   * that does not exist.
   */
  'NOT_FOUND',
  /** Deleting a brand or product that a campaign uses (even through one of its products). */
  'IN_USE',
  /** ImageUpload of an empty file (`extensions.fields.file`). Nothing is stored. */
  'IMAGE_EMPTY',
  /** ImageUpload over 10 MB, or a request too large to hold one. Nothing is stored. */
  'IMAGE_TOO_LARGE',
  /** ImageUpload whose bytes are not PNG, JPEG, GIF or WebP, whatever its name. */
  'IMAGE_UNSUPPORTED',
  /** ImageUpload past the company's storage quota (docs/product.md#images). Nothing is stored. */
  'IMAGE_QUOTA_EXCEEDED',
  /**
   * An image (ImageUpload, or one of CreatorContentUpload's, as CONTENT_INVALID there) whose
   * header states more than 25 megapixels: refused before decoding. Nothing is stored.
   */
  'IMAGE_TOO_MANY_PIXELS',
  /** An upload beyond the account's 10 in flight (3 running, 7 waiting). Nothing is stored. */
  'IMAGE_UPLOADS_BUSY',
  /** The server's image decoding queue is full: nothing is stored, send it again shortly. */
  'IMAGE_SERVER_BUSY',
  /**
   * A request beyond a GraphQL limit (depth, aliases, cost, tokens, directives):
   * `extensions.limit` says which, `extensions.max` its value. Nothing runs.
   */
  'QUERY_TOO_COMPLEX',
  /** A mutation operation with more than one root field. Nothing runs. */
  'ONE_MUTATION_PER_REQUEST',
  /**
   * The gateway refused the card (declined, insufficient funds, expired, wrong CVC): the
   * message says which. Nothing but a failed attempt is recorded.
   */
  'CARD_DECLINED',
  /** Deleting a card that a campaign is billed to. */
  'CARD_IN_USE',
  /** A company already has the most cards it may keep (10). */
  'CARD_LIMIT',
  /** The payment gateway failed or could not be reached: nothing was charged; retry. */
  'GATEWAY_UNAVAILABLE',
  /** A wallet payment larger than the balance. Nothing is written. */
  'INSUFFICIENT_FUNDS',
  /** A top-up or credit that would take the wallet past $10,000,000. */
  'WALLET_LIMIT',
  /** An idempotency key used before with other details (amount, card). */
  'IDEMPOTENCY_CONFLICT',
  /** A refund larger than what is left of its payment. */
  'REFUND_TOO_LARGE',
  /** CampaignCreate by a company with no card on file (even paying from the wallet). */
  'CARD_REQUIRED',
  /** Approving or rejecting a campaign that is no longer awaiting approval. */
  'NOT_PENDING',
  /** An operation of the other role: creator sessions reach only creator operations. */
  'FORBIDDEN',
  /** Inviting, picking or applying on a campaign that is not active. */
  'CAMPAIGN_NOT_ACTIVE',
  /** Inviting or picking a creator who does not match the campaign (category, tier, audience). */
  'NOT_ELIGIBLE',
  /** A pick beyond the campaign's number of deals: `extensions.total`. Nothing is written. */
  'DEALS_FILLED',
  /** Picking a creator who already holds a deal on the campaign, or withdrawing after it. */
  'ALREADY_PICKED',
  /**
   * A deal move its status (or the deal) does not allow now, or not to this party; the
   * message names the deal's status. Nothing is written.
   */
  'DEAL_ACTION_NOT_ALLOWED',
  /** A revision asked for when the campaign's revision rounds are used up. */
  'REVISIONS_USED',
  /** Reviewing content that is not the deal's latest upload awaiting review. */
  'CONTENT_NOT_CURRENT',
  /** An upload that is not what the campaign asks for (kind, count, type, size). */
  'CONTENT_INVALID',
  /** The archive of a campaign with no accepted content yet. */
  'NO_ACCEPTED_CONTENT',
  /**
   * A campaign action (pause, resume, deactivate) its status does not allow now; the
   * message names the status. Nothing is written.
   */
  'CAMPAIGN_ACTION_NOT_ALLOWED',
  /**
   * CompanyDelete while the company has business under way (docs/product.md#account-data):
   * `extensions.reasons` lists each, translated; the message says them all. Nothing changes.
   */
  'DELETION_REFUSED',
  /**
   * A chat message past the sender's limit on the deal (docs/product.md#deals-and-content):
   * `extensions.retryAfterSeconds`. Nothing is written.
   */
  'TOO_MANY_MESSAGES',
  /** A payout below the minimum (docs/product.md#earnings-and-payouts). Nothing is written. */
  'PAYOUT_BELOW_MINIMUM',
  /** A payout larger than what the creator may pay out now. Nothing is written. */
  'PAYOUT_OVER_AVAILABLE',
  /** A payout while another is still on its way to the bank. Nothing is written. */
  'PAYOUT_IN_FLIGHT',
  /** A payout before the creator added a bank account. Nothing is written. */
  'PAYOUT_NO_ACCOUNT',
  /** A bank account token that is unknown, used or expired. Nothing is written. */
  'PAYOUT_ACCOUNT_INVALID',
  /**
   * OpsCreatorSetTier to pro while the tier rule does not allow it (docs/product.md#operator-console).
   * Nothing is written.
   */
  'TIER_NOT_ALLOWED',
  /** A creator an operator suspended applying to a campaign. Nothing is written. */
  'CREATOR_SUSPENDED',
  /** A company login of a person who belongs to no company any more (left or removed). */
  'NO_COMPANY',
  /** A team invitation's link is unknown, used or revoked. */
  'INVITATION_INVALID',
  /** A team invitation's link is older than 7 days: ask for a new one. */
  'INVITATION_EXPIRED',
  /** A team invitation opened by a signed-in person with another e-mail. */
  'INVITATION_OTHER_EMAIL',
  /** Inviting someone who is a member already, or a second pending invitation. */
  'ALREADY_MEMBER',
  /** Inviting while a pending invitation to that address exists: resend it instead. */
  'ALREADY_INVITED',
  /** The owner leaving or being removed: ownership has to be transferred first. */
  'OWNER_CANNOT_LEAVE',
  /** Extending a licence whose rights have no period (organic use, perpetual). */
  'RIGHTS_DO_NOT_EXPIRE',
] as const;
export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

export interface ServiceErrorOptions {
  /** Interpolation values of the message. */
  values?: Record<string, string | number>;
  /** Field-level messages, keyed by argument name. */
  fields?: Record<string, FieldMessage>;
  /** Extra machine-readable details (retryAfterSeconds, attemptsLeft). */
  details?: Record<string, number>;
  /**
   * Why an operation is refused, one sentence each: translated into `extensions.reasons`,
   * and joined into the message's `{{reasons}}`.
   */
  reasons?: FieldMessage[];
}

/**
 * An expected failure of an operation. It carries translation keys, not text:
 * the GraphQL layer translates it into the locale of the request.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    /** Translation key of the message, e.g. `errors:invalidCredentials`. */
    readonly key: string,
    readonly options: ServiceErrorOptions = {},
  ) {
    super(`${code}: ${key}`);
    this.name = 'ServiceError';
  }
}

export function badInput(fields: Record<string, FieldMessage>): ServiceError {
  return new ServiceError('BAD_USER_INPUT', 'errors:badInput', { fields });
}

export function wrongPassword(): ServiceError {
  return new ServiceError('WRONG_PASSWORD', 'errors:wrongPassword', {
    fields: { password: { key: 'errors:wrongPassword', values: {} } },
  });
}

/** A refusal of one argument, e.g. `fieldError('brand_id', 'errors:brandNotYours')`. */
export function fieldError(
  field: string,
  key: string,
  values: Record<string, string | number> = {},
): ServiceError {
  return badInput({ [field]: { key, values } });
}
