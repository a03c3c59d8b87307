/** CreatorEarnings: the creator's figures with its payout account and unsettled payout. */
import type { CreatorPayoutRow, PayoutAccountRow } from '../../db/schema/payouts';
import type { ServiceEnv } from '../env';
import { payoutAccountOf } from './accounts';
import { earningsFigures } from './figures';
import type { EarningsFigures } from './figures';
import { payoutInFlight } from './payouts';

export interface EarningsView extends EarningsFigures {
  account: PayoutAccountRow | null;
  currentPayout: CreatorPayoutRow | null;
}

export async function creatorEarnings(env: ServiceEnv, creatorId: number): Promise<EarningsView> {
  const figures = await earningsFigures(
    env.db,
    creatorId,
    env.services.now(),
    env.config.payoutHoldHours,
  );
  return {
    ...figures,
    account: await payoutAccountOf(env.db, creatorId),
    currentPayout: await payoutInFlight(env.db, creatorId),
  };
}
