/**
 * The operator console's rules (docs/product.md#operator-console), shared by the console
 * and the server.
 */

/** Every operator action carries a reason the audit log keeps: 8 to 255 characters. */
export const OPS_REASON_MIN = 8;
export const OPS_REASON_MAX = 255;

/** An operator's session lasts 8 hours (a company's or a creator's lasts a day). */
export const OPERATOR_SESSION_TTL_SECONDS = 8 * 3600;

/** An impersonation link opens a company session of one hour. */
export const IMPERSONATION_TTL_SECONDS = 3600;

/** Recovery codes an operator is given when the second factor is set up (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code: 6 digits, a new one every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** The login's second step must follow the first within 5 minutes. */
export const OPS_LOGIN_TICKET_TTL_SECONDS = 300;

/** Accepted deals a creator needs before an operator may make it pro. */
export const PRO_MIN_ACCEPTED_DEALS = 3;

/**
 * The tier rule: a creator may be pro once at least one of its handles is verified and
 * brands accepted at least PRO_MIN_ACCEPTED_DEALS of its deals. Basic is always allowed.
 */
export function mayBePro(creator: { verifiedHandles: number; acceptedDeals: number }): boolean {
  return creator.verifiedHandles >= 1 && creator.acceptedDeals >= PRO_MIN_ACCEPTED_DEALS;
}

/** The console's searches (creators, companies): at most 100 characters. */
export const OPS_SEARCH_MAX = 100;

/** Followers an operator may record for one handle. */
export const OPS_FOLLOWERS_MAX = 1_000_000_000;
