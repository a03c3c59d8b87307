/**
 * A payout for demo data (`npm run seed`): the creator gets the sandbox's always-paid test
 * account unless it has an account already, then `amountCents` is paid out as a request
 * of its own would be, once per key.
 */
import type { CreatorPayoutRow } from '../../db/schema/payouts';
import { issueSandboxBankToken } from '../../payments/sandbox/bankTokens';
import { TEST_BANK_ACCOUNTS, TEST_ROUTING_NUMBER } from '../../payments/sandbox/testBanks';
import type { ServiceEnv } from '../env';
import { addPayoutAccount, payoutAccountOf } from './accounts';
import { payoutDeps, payOut } from './request';

/** The test account every payout to succeeds (its number as the sandbox lists it). */
const PAID_ACCOUNT = Object.keys(TEST_BANK_ACCOUNTS).find(
  (number) => TEST_BANK_ACCOUNTS[number] === 'succeed',
)!;

export async function payCreatorOut(
  env: ServiceEnv,
  creatorId: number,
  amountCents: number,
  idempotencyKey: string,
): Promise<CreatorPayoutRow> {
  if (!(await payoutAccountOf(env.db, creatorId))) {
    const token = await issueSandboxBankToken(
      env.db,
      { routingNumber: TEST_ROUTING_NUMBER, accountNumber: PAID_ACCOUNT },
      env.services.now(),
    );
    await addPayoutAccount(env, creatorId, { holder_name: 'Demo creator', token: token.id });
  }
  return payOut(
    payoutDeps(env),
    env.config.payoutHoldHours,
    creatorId,
    amountCents,
    idempotencyKey,
  );
}
