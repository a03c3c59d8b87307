/**
 * Account limits shared by the forms, the API and the mails (pure constants: no DOM, no
 * i18n). Numbers come from docs/product.md#fields-and-limits and #account; each lives here
 * once so a change reaches the client's hints and the server's checks together.
 */

/** E-mail: required, a valid address, at least 3 characters. */
export const EMAIL_MIN_LENGTH = 3;
/** RFC 5321 caps a forward path at 254 characters; longer input is not an address. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * A valid address: the HTML standard's definition (an `<input type="email">`'s), the very
 * one yup's `email()` checks.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/**
 * A new address (sign-up, e-mail change) needs a domain with a dot: `a@b` is valid to the
 * standard but reaches no mailbox on the internet.
 */
export const EMAIL_WITH_DOTTED_DOMAIN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new password: at least 10 characters and at least one capital letter. */
export const PASSWORD_MIN_LENGTH = 10;
/** In the account modal a new password has 10 to 30 characters. */
export const PASSWORD_MAX_LENGTH = 30;
/**
 * Outside the account modal the product sets no maximum; this one only keeps a
 * megabyte-sized "password" from reaching the key derivation.
 */
export const PASSWORD_HARD_MAX_LENGTH = 256;

/** Onboarding (docs/product.md#account-fields). */
export const ONBOARDING_COMPANY_NAME_MIN = 3;
export const ONBOARDING_COMPANY_NAME_MAX = 50;
export const PERSON_NAME_MIN = 3;
export const PERSON_NAME_MAX = 25;
export const PHONE_MIN = 10;
export const PHONE_MAX = 13;
/** Our own limit: a dialling prefix such as "+1" or "+34" (kept short and loose). */
export const AREA_CODE_MAX = 8;

/** The company name in the account modal: 4 to 200 characters. */
export const ACCOUNT_COMPANY_NAME_MIN = 4;
export const ACCOUNT_COMPANY_NAME_MAX = 200;

/** The e-mail verification code (docs/product.md#sign-up-and-verification). */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_INTERVAL_MS = 60_000;

/** Password-reset and e-mail-change links (docs/product.md#password-reset-and-e-mail-change). */
export const LINK_TTL_MS = 60 * 60_000;
/** A second reset mail within this interval is not sent (the answer stays the same). */
export const RESET_MAIL_INTERVAL_MS = 60_000;

/**
 * Login throttling (docs/product.md#login-throttling): per account and per client address.
 * A client address is shared by everyone behind one NAT, so it gets more room.
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
/** Failures older than this no longer count. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** The first lockout; each further one doubles, up to the maximum. */
export const LOGIN_LOCKOUT_BASE_MS = 60_000;
export const LOGIN_LOCKOUT_MAX_MS = 60 * 60_000;
/** A quiet day forgets earlier lockouts, so the next one starts small again. */
export const LOGIN_LOCKOUT_MEMORY_MS = 24 * 60 * 60_000;

/**
 * Sign-ups per client address (docs/product.md#sign-up-throttling), companies' and creators'
 * together: enough for an office or a family behind one NAT, too few for mass accounts.
 */
export const SIGNUP_MAX_PER_ADDRESS = 10;
/** Counted from the address's first sign-up of the window. */
export const SIGNUP_WINDOW_MS = 60 * 60_000;

/** RequestResetPassword's `type` from this app: the company's (its default). */
export const RESET_PASSWORD_TYPE = 'company';
/** Every `type` RequestResetPassword takes: the account roles (docs/product.md#creators-accounts). */
export const RESET_PASSWORD_TYPES = ['company', 'creator'] as const;
export type ResetPasswordType = (typeof RESET_PASSWORD_TYPES)[number];
export const isResetPasswordType = (value: unknown): value is ResetPasswordType =>
  (RESET_PASSWORD_TYPES as readonly unknown[]).includes(value);

/** A code is exactly CODE_LENGTH decimal digits. */
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** What the Forgot screen hands to /password, so it can say where the mail went and resend. */
export interface PasswordScreenState {
  email: string;
}

/** What a finished reset or e-mail change hands to Login: the address to log in with. */
export interface LoginScreenState {
  email?: string;
  /** Shown above the form, e.g. "Your password has been changed, you can log in with it now". */
  notice?: string;
}

export function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const email = (state as { email?: unknown }).email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}
