import { eq, sql } from 'drizzle-orm';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCKOUT_BASE_MS,
  LOGIN_LOCKOUT_MAX_MS,
  LOGIN_LOCKOUT_MEMORY_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '../../../domain/account/rules';
import type { Database } from '../../db/client';
import { loginThrottle } from '../../db/schema/account';
import type { LoginThrottleRow } from '../../db/schema/account';
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

/** Lockout length after `previous` lockouts: 1 min, 2, 4 … up to the maximum. */
export function lockoutMs(previous: number): number {
  return Math.min(LOGIN_LOCKOUT_BASE_MS * 2 ** Math.min(previous, 20), LOGIN_LOCKOUT_MAX_MS);
}

/** Every transaction takes the rows in one order, so two can never wait for each other. */
const inLockOrder = (keys: ThrottleKey[]) =>
  [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** Runs `change` on each key's row, created if missing and row-locked, in one transaction. */
export async function withLockedRows(
  db: Database,
  keys: ThrottleKey[],
  now: Date,
  change: (tx: Database, row: LoginThrottleRow, limit: ThrottleKey) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const limit of inLockOrder(keys)) {
      await tx
        .insert(loginThrottle)
        .values({ key: limit.key, failures: 0, window_started_at: now, updated_at: now })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, limit.key))
        .for('update');
      if (row) await change(tx, row, limit);
    }
  });
}

/**
 * Counts one attempt against every key BEFORE its password is checked, under row locks:
 * an attempt in flight holds its place, so however many arrive at once, at most the limit
 * are ever checked. Throws TOO_MANY_ATTEMPTS (and counts nothing) while a key is locked
 * out or its attempts already reach the limit. The attempt then ends with `attemptFailed`
 * or `attemptSucceeded`.
 */
export async function reserveAttempt(db: Database, keys: ThrottleKey[], now: Date): Promise<void> {
  await withLockedRows(db, keys, now, async (tx, row, { maxFailures }) => {
    const lockedFor = (row.locked_until?.getTime() ?? 0) - now.getTime();
    if (lockedFor > 0) throw tooManyAttempts(lockedFor);
    const sinceUpdate = now.getTime() - row.updated_at.getTime();
    const lockouts = sinceUpdate > LOGIN_LOCKOUT_MEMORY_MS ? 0 : row.lockouts;
    const windowExpired = now.getTime() - row.window_started_at.getTime() > LOGIN_FAILURE_WINDOW_MS;
    const failures = windowExpired ? 0 : row.failures;
    // Attempts still in flight fill the window: the lockout they will cause is the wait.
    if (failures >= maxFailures) throw tooManyAttempts(lockoutMs(lockouts));
    await tx
      .update(loginThrottle)
      .set({
        failures: failures + 1,
        window_started_at: windowExpired ? now : row.window_started_at,
        lockouts,
        updated_at: now,
      })
      .where(eq(loginThrottle.key, row.key));
  });
}

/**
 * A reserved attempt had the wrong password: it stays counted, and a key whose attempts
 * reach the limit locks out, each lockout twice as long as the one before.
 */
export async function attemptFailed(db: Database, keys: ThrottleKey[], now: Date): Promise<void> {
  await withLockedRows(db, keys, now, async (tx, row, { maxFailures }) => {
    if (row.failures < maxFailures) return;
    await tx
      .update(loginThrottle)
      .set({
        failures: 0,
        window_started_at: now,
        locked_until: new Date(now.getTime() + lockoutMs(row.lockouts)),
        lockouts: row.lockouts + 1,
        updated_at: now,
      })
      .where(eq(loginThrottle.key, row.key));
  });
}

/**
 * A reserved attempt had the right password: its place is given back on every key, and
 * `forgive` (a login's account key) loses its failures altogether.
 */
export async function attemptSucceeded(
  db: Database,
  keys: ThrottleKey[],
  forgive?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { key } of inLockOrder(keys)) {
      if (key === forgive) {
        await clearFailures(tx, key);
        continue;
      }
      await tx
        .update(loginThrottle)
        .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
        .where(eq(loginThrottle.key, key));
    }
  });
}

/** Drops a key's failures and lockouts (a successful login, a password reset). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/**
 * `check` (a password comparison) under the throttle of `keys`: counted before it runs,
 * forgiven when it passes. Returns its answer; throws TOO_MANY_ATTEMPTS without running it.
 */
export async function throttledCheck(
  db: Database,
  keys: ThrottleKey[],
  now: () => Date,
  check: () => Promise<boolean>,
  { forgive }: { forgive?: string } = {},
): Promise<boolean> {
  await reserveAttempt(db, keys, now());
  let passed = false;
  try {
    passed = await check();
  } finally {
    // An error in the check counts as a failure: it must not hand back the place.
    if (passed) await attemptSucceeded(db, keys, forgive);
    else await attemptFailed(db, keys, now());
  }
  return passed;
}
