import { eq, inArray } from 'drizzle-orm';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCKOUT_BASE_MS,
  LOGIN_LOCKOUT_MAX_MS,
  LOGIN_LOCKOUT_MEMORY_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '../../../features/account/rules';
import type { Database } from '../../db/client';
import { loginThrottle } from '../../db/schema/account';
import { ServiceError } from '../errors';

/** The counters one login attempt is charged to, with their limits. */
export interface ThrottleKey {
  key: string;
  maxFailures: number;
}

export const accountKey = (email: string) => `account:${email}`;

export function loginKeys(email: string, clientAddress: string): ThrottleKey[] {
  return [
    { key: accountKey(email), maxFailures: LOGIN_MAX_FAILURES_PER_ACCOUNT },
    { key: `address:${clientAddress}`, maxFailures: LOGIN_MAX_FAILURES_PER_ADDRESS },
  ];
}

function tooManyAttempts(waitMs: number): ServiceError {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ServiceError('TOO_MANY_ATTEMPTS', 'errors:tooManyAttempts', {
    values: { count: Math.ceil(retryAfterSeconds / 60) },
    details: { retryAfterSeconds },
  });
}

/** Throws TOO_MANY_ATTEMPTS while any of the keys is locked out. */
export async function assertNotLocked(db: Database, keys: ThrottleKey[], now: Date): Promise<void> {
  const rows = await db
    .select({ locked_until: loginThrottle.locked_until })
    .from(loginThrottle)
    .where(
      inArray(
        loginThrottle.key,
        keys.map((k) => k.key),
      ),
    );
  const wait = Math.max(
    0,
    ...rows.map((row) => (row.locked_until?.getTime() ?? 0) - now.getTime()),
  );
  if (wait > 0) throw tooManyAttempts(wait);
}

/** Lockout length after `previous` lockouts: 1 min, 2, 4 … up to the maximum. */
export function lockoutMs(previous: number): number {
  return Math.min(LOGIN_LOCKOUT_BASE_MS * 2 ** Math.min(previous, 20), LOGIN_LOCKOUT_MAX_MS);
}

/**
 * Counts one failure against each key (row-locked, so concurrent failures from several
 * processes all count). Reaching the limit within the window locks the key out, each
 * lockout twice as long as the one before.
 */
export async function recordFailure(db: Database, keys: ThrottleKey[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { key, maxFailures } of keys) {
      await tx
        .insert(loginThrottle)
        .values({ key, failures: 0, window_started_at: now, updated_at: now })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key))
        .for('update');
      if (!row) continue;
      const sinceUpdate = now.getTime() - row.updated_at.getTime();
      const windowExpired =
        now.getTime() - row.window_started_at.getTime() > LOGIN_FAILURE_WINDOW_MS;
      let lockouts = sinceUpdate > LOGIN_LOCKOUT_MEMORY_MS ? 0 : row.lockouts;
      let failures = (windowExpired ? 0 : row.failures) + 1;
      let windowStartedAt = windowExpired ? now : row.window_started_at;
      let lockedUntil = row.locked_until;
      if (failures >= maxFailures) {
        lockedUntil = new Date(now.getTime() + lockoutMs(lockouts));
        lockouts += 1;
        failures = 0;
        windowStartedAt = now;
      }
      await tx
        .update(loginThrottle)
        .set({
          failures,
          window_started_at: windowStartedAt,
          locked_until: lockedUntil,
          lockouts,
          updated_at: now,
        })
        .where(eq(loginThrottle.key, key));
    }
  });
}

/** A successful login forgives the account's failures (the address keeps its own). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
