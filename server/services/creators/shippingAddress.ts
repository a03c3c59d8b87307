/**
 * Where a deal's product ships (docs/product.md#creators): the creator's private address,
 * read for a party of the deal only while the deal is open and its campaign ships the
 * product. Everything is decided in the one statement, so no caller can skip a rule.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { DEAL_STATUSES_ENDED } from '../../../domain/deals/rules';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { creatorAddresses } from '../../db/schema/creatorAddresses';
import type { CreatorAddressRow } from '../../db/schema/creatorAddresses';
import { deals } from '../../db/schema/deals';

export interface DealParty {
  party: 'company' | 'creator';
  accountId: number;
}

export async function dealShippingAddress(
  db: Database,
  { party, accountId }: DealParty,
  dealId: number,
): Promise<CreatorAddressRow | null> {
  const [row] = await db
    .select({ address: creatorAddresses })
    .from(deals)
    .innerJoin(campaigns, eq(campaigns.id, deals.campaign_id))
    .innerJoin(creatorAddresses, eq(creatorAddresses.creator_id, deals.creator_id))
    .where(
      and(
        eq(deals.id, dealId),
        eq(party === 'company' ? deals.company_id : deals.creator_id, accountId),
        eq(campaigns.delivery_type, 'shipping'),
        notInArray(deals.status, [...DEAL_STATUSES_ENDED]),
      ),
    )
    .limit(1);
  return row?.address ?? null;
}
