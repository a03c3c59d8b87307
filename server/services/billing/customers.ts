/** The company's customer at the payment gateway, which its cards are attached to. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gatewayCustomers } from '../../db/schema/billing';
import type { ServiceEnv } from '../env';

/** The company's gateway customer, or null before its first card. */
export async function storedCustomerId(db: Database, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: gatewayCustomers.customer_id })
    .from(gatewayCustomers)
    .where(eq(gatewayCustomers.company_id, companyId));
  return row?.id ?? null;
}

/**
 * The company's gateway customer, created at the gateway with its first card. Two first
 * cards added at once may both create one: the first stored wins and both use it; the
 * other stays an empty customer at the gateway, which costs nothing.
 */
export async function gatewayCustomerOf(env: ServiceEnv, companyId: number): Promise<string> {
  const known = await storedCustomerId(env.db, companyId);
  if (known) return known;
  const created = await env.services.gateway.createCustomer();
  await env.db
    .insert(gatewayCustomers)
    .values({ company_id: companyId, customer_id: created.id, created_at: env.services.now() })
    .onConflictDoNothing();
  // Written just above, or by the concurrent call that won; a company's row is never deleted
  // while the company exists.
  return (await storedCustomerId(env.db, companyId))!;
}

/**
 * Makes the gateway forget a card that is no longer on file. It runs after the commit, so
 * nothing can be undone any more: a failure is only logged (the card stays attached at the
 * gateway, where nothing can charge it without a row in cards).
 */
export async function detachQuietly(
  env: ServiceEnv,
  customerId: string,
  gatewayCardId: string,
): Promise<void> {
  await env.services.gateway.detachCard(customerId, gatewayCardId).catch((error: unknown) => {
    env.log.warn({ err: error }, 'could not detach a card at the payment gateway');
  });
}
