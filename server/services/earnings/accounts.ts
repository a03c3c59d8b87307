/**
 * The bank account a creator's payouts go to (docs/product.md#earnings-and-payouts): one
 * per creator, attached at the gateway from the one-time token the browser got for its
 * numbers, so no account number ever reaches us (only the last 4 the gateway reports).
 * Adding one replaces the earlier one; the gateway forgets the replaced account.
 */
import { eq } from 'drizzle-orm';
import { payoutAccountAddSchema } from '../../../domain/earnings/schema';
import type { Database } from '../../db/client';
import { payoutAccounts } from '../../db/schema/payouts';
import type { PayoutAccountRow } from '../../db/schema/payouts';
import { gatewayServiceError } from '../../payments/errors';
import { TokenInvalidError } from '../../payments/gateway';
import type { GatewayBankAccount } from '../../payments/gateway';
import { gatewayCustomerOf } from '../billing/customers';
import { success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { ServiceError } from '../errors';
import { lockCompanyMoney } from '../wallet/lock';

export const accountInvalid = () =>
  new ServiceError('PAYOUT_ACCOUNT_INVALID', 'errors:payoutAccountInvalid');

/** The creator's payout account, or null before it added one. */
export async function payoutAccountOf(
  db: Database,
  creatorId: number,
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.creator_id, creatorId));
  return row ?? null;
}

/** Makes the gateway forget an account no longer on file; after the commit, so only logged. */
export async function detachQuietly(env: ServiceEnv, row: PayoutAccountRow): Promise<void> {
  await env.services.gateway
    .detachBankAccount(row.gateway_customer_id, row.gateway_bank_account_id)
    .catch((error: unknown) => {
      env.log.warn({ err: error }, 'could not detach a bank account at the payment gateway');
    });
}

/**
 * CreatorPayoutAccountAdd. The gateway is called outside the database transaction (as a
 * card's attach: the sandbox shares the embedded single-connection database); the row is
 * then written under the creator's money lock, so a payout being requested sees the old
 * account or the new one, never none. An in-flight payout keeps the account it was sent to.
 */
export async function addPayoutAccount(
  env: ServiceEnv,
  creatorId: number,
  args: { holder_name: string; token: string },
): Promise<PayoutAccountRow> {
  const input = await validated(payoutAccountAddSchema, args);
  let customerId: string;
  let attached: GatewayBankAccount;
  try {
    customerId = await gatewayCustomerOf(env, creatorId);
    attached = await env.services.gateway.attachBankAccount(customerId, input.token);
  } catch (error) {
    if (error instanceof TokenInvalidError) throw accountInvalid();
    throw gatewayServiceError(error) ?? error;
  }
  const { row, replaced } = await env.db.transaction(async (tx) => {
    await lockCompanyMoney(tx, creatorId);
    const previous = await payoutAccountOf(tx, creatorId);
    if (previous) await tx.delete(payoutAccounts).where(eq(payoutAccounts.id, previous.id));
    const [inserted] = await tx
      .insert(payoutAccounts)
      .values({
        creator_id: creatorId,
        holder_name: input.holder_name,
        bank_name: attached.bankName,
        last4: attached.last4,
        gateway_customer_id: customerId,
        gateway_bank_account_id: attached.id,
        created_at: env.services.now(),
      })
      .returning();
    return { row: inserted!, replaced: previous };
  });
  if (replaced) await detachQuietly(env, replaced);
  return row;
}

/** Deletes the creator's payout account (the caller holds its money lock); the row, if any. */
export async function removePayoutAccount(
  tx: Database,
  creatorId: number,
): Promise<PayoutAccountRow | null> {
  const [row] = await tx
    .delete(payoutAccounts)
    .where(eq(payoutAccounts.creator_id, creatorId))
    .returning();
  return row ?? null;
}

/** CreatorPayoutAccountDelete: the account is forgotten (a no-op when there is none). */
export async function deletePayoutAccount(
  env: ServiceEnv,
  creatorId: number,
): Promise<StatusMessage> {
  const removed = await env.db.transaction(async (tx) => {
    await lockCompanyMoney(tx, creatorId);
    return removePayoutAccount(tx, creatorId);
  });
  if (removed) await detachQuietly(env, removed);
  return success(env, 'messages:payoutAccountDeleted');
}
