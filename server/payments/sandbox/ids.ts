/** The sandbox gateway's ids and one-time tokens, shared by its cards and bank accounts. */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { sandboxGatewayCustomers } from '../../db/schema/sandboxGateway';

/** A token is good for 10 minutes, like a real gateway's. */
export const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** `prefix_` and 24 random hex digits, the shape of the sandbox's ids. */
export const sandboxId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The token `token` of a token table while it can be used: unused and younger than
 * TOKEN_LIFETIME_MS. Using it up is one UPDATE with this condition, so two attaches of
 * one token cannot both get it.
 */
export function usableToken(
  table: { id: AnyPgColumn; used_at: AnyPgColumn; created_at: AnyPgColumn },
  token: string,
  now: Date,
): SQL | undefined {
  const expiredBefore = new Date(now.getTime() - TOKEN_LIFETIME_MS);
  return and(
    eq(table.id, token),
    isNull(table.used_at),
    sql`${table.created_at} > ${expiredBefore.toISOString()}::timestamptz`,
  );
}

/** Whether the gateway has the customer (an unknown one's attach is refused like a bad token). */
export async function customerExists(tx: Database, customerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: sandboxGatewayCustomers.id })
    .from(sandboxGatewayCustomers)
    .where(eq(sandboxGatewayCustomers.id, customerId));
  return rows.length > 0;
}
