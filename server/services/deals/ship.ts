/**
 * DealShip (docs/product.md#deal-statuses): on shipping delivery the company sends the
 * product and enters its carrier and tracking number (3 to 22): creator_accepted →
 * purchased_sent ("Product purchased", "Pending delivery"). The creator is told.
 */
import { shipSchema } from '../../../domain/deals/schema';
import type { DealRow } from '../../db/schema/deals';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { lockDeal, moveDeal, runDealWork } from './moves';
import { refreshCompany, toCreator } from './notices';

export async function shipDeal(
  env: ServiceEnv,
  companyId: number,
  args: { id: string; carrier: string; tracking_number: string },
): Promise<DealRow> {
  const input = await validated(shipSchema, {
    carrier: args.carrier,
    tracking_number: args.tracking_number,
  });
  return runDealWork(env, async (tx, move, notices) => {
    const deal = await lockDeal(tx, { party: 'company', accountId: companyId }, args.id);
    const shipped = await moveDeal(tx, move, deal, 'ship', 'company', {
      set: { carrier: input.carrier, tracking_number: input.tracking_number },
      note: input.tracking_number,
    });
    notices.push(toCreator(shipped, 'messages:dealShipped'), refreshCompany(shipped));
    return shipped;
  });
}
