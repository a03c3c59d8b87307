/**
 * An operator's second factor (docs/product.md#operator-console): its TOTP secret, the last
 * 30-second step a code was accepted for, and its recovery codes, kept as SHA-256 hashes.
 */
import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../../domain/ops/rules';
import { hashSecret, secretMatches } from '../../auth/secrets';
import { totpStep } from '../../auth/totp';
import type { Database } from '../../db/client';
import { operatorFactors } from '../../db/schema/ops';
import type { OperatorFactorRow } from '../../db/schema/ops';

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const RECOVERY_LENGTH = 10;
const RECOVERY_CODE = /^[a-z0-9]{10}$/;

export async function readFactor(
  db: Database,
  accountId: number,
): Promise<OperatorFactorRow | null> {
  const [row] = await db
    .select()
    .from(operatorFactors)
    .where(eq(operatorFactors.account_id, accountId))
    .limit(1);
  return row ?? null;
}

/**
 * What a login ticket remembers of the factor: a hash of everything an accepted code or a
 * new set-up changes (the secret is not readable from it).
 */
export function factorState(factor: OperatorFactorRow): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        factor.totp_secret,
        factor.confirmed_at?.toISOString() ?? null,
        factor.last_step,
        factor.recovery_code_hashes,
      ]),
    )
    .digest('base64url');
}

/** xxxx-xxxx-xx: lower-case letters and digits (about 52 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

export const hashRecoveryCode = (code: string): string => hashSecret(code);

/** A recovery code as typed (any case, with or without its dashes and spaces), or null. */
function recoveryCodeOf(typed: string): string | null {
  const chars = typed.toLowerCase().replace(/[\s-]/g, '');
  if (!RECOVERY_CODE.test(chars)) return null;
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** What a typed code turned out to be. */
export type CodeMatch = { kind: 'totp'; step: number } | { kind: 'recovery'; hash: string };

/**
 * Whether `typed` is the TOTP code of a step after the last accepted one (each code works
 * once), or, when `recovery` allows, one of the unused recovery codes.
 */
export async function matchCode(
  factor: OperatorFactorRow,
  typed: string,
  now: Date,
  { recovery }: { recovery: boolean },
): Promise<CodeMatch | null> {
  const digits = typed.replace(/\s/g, '');
  const step = await totpStep(factor.totp_secret, digits, now);
  if (step !== null) {
    return factor.last_step === null || step > factor.last_step ? { kind: 'totp', step } : null;
  }
  const code = recovery ? recoveryCodeOf(typed) : null;
  if (code === null) return null;
  const hash = factor.recovery_code_hashes.find((stored) => secretMatches(code, stored));
  return hash === undefined ? null : { kind: 'recovery', hash };
}
