/**
 * Time-based one-time passwords (RFC 6238) for the operators' second factor
 * (docs/product.md#operator-console): 6 digits, a new code every 30 seconds, the secret in
 * base32 as authenticator apps take it. The only place that knows otplib.
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../domain/ops/rules';

/** Who the authenticator app says the code is for. */
export const TOTP_ISSUER = 'ugc-desk';

/** A code one step early or late is still accepted: phones' clocks drift. */
const DRIFT_STEPS = 1;

const SIX_DIGITS = /^\d{6}$/;

const epochOf = (date: Date) => Math.floor(date.getTime() / 1000);

/** A new random secret (160 bits, base32). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** otpauth://totp/ugc-desk:{label}?secret=…&issuer=ugc-desk, for the QR code. */
export function totpUri(secret: string, label: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/**
 * The 30-second step `code` is right for at `now`, within one step of drift either way,
 * or null. The caller refuses a step at or before the last one it accepted (a code works
 * once).
 */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  // otplib throws on anything but TOTP_DIGITS digits: such a code is simply wrong.
  if (!SIX_DIGITS.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: epochOf(now),
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    epochTolerance: DRIFT_STEPS * TOTP_PERIOD_SECONDS,
  });
  // The functional verify answers TOTP's result or HOTP's; only TOTP's names the step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator app shows at `date` (what tests type in). */
export function totpCode(secret: string, date: Date): Promise<string> {
  return generate({
    secret,
    epoch: epochOf(date),
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
  });
}
