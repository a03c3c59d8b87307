/**
 * Sign-ups per client address (docs/product.md#sign-up-throttling): CompanyCreate and
 * CreatorCreate share one counter per address, kept in the login throttle's table so it
 * holds across restarts and across servers sharing one database.
 */
import { eq, sql } from 'drizzle-orm';
import { SIGNUP_MAX_PER_ADDRESS, SIGNUP_WINDOW_MS } from '../../../domain/account/rules';
import type { Database } from '../../db/client';
import { loginThrottle } from '../../db/schema/account';
import { ServiceError } from '../errors';
import { withLockedRows } from './throttle';

export const signUpKey = (clientAddress: string) => `signup:${clientAddress}`;

function tooManySignUps(waitMs: number): ServiceError {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ServiceError('TOO_MANY_SIGNUPS', 'errors:tooManySignups', {
    values: { count: Math.ceil(retryAfterSeconds / 60) },
    details: { retryAfterSeconds },
  });
}

/**
 * Counts one sign-up from `clientAddress` BEFORE any work, under the row lock of its
 * counter: sign-ups sent at once wait for each other, so never more than the limit pass
 * within a window. Throws TOO_MANY_SIGNUPS (counting nothing) once the window is full.
 */
export async function reserveSignUp(db: Database, clientAddress: string, now: Date): Promise<void> {
  const limit = { key: signUpKey(clientAddress), maxFailures: SIGNUP_MAX_PER_ADDRESS };
  await withLockedRows(db, [limit], now, async (tx, row) => {
    const windowEnds = row.window_started_at.getTime() + SIGNUP_WINDOW_MS;
    const expired = now.getTime() >= windowEnds;
    const count = expired ? 0 : row.failures;
    if (count >= SIGNUP_MAX_PER_ADDRESS) throw tooManySignUps(windowEnds - now.getTime());
    await tx
      .update(loginThrottle)
      .set({
        failures: count + 1,
        window_started_at: expired ? now : row.window_started_at,
        updated_at: now,
      })
      .where(eq(loginThrottle.key, row.key));
  });
}

/** A counted sign-up that failed on the server's side gives its place back. */
export async function releaseSignUp(db: Database, clientAddress: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, signUpKey(clientAddress)));
}
