/**
 * What every company operation on creators starts from: one of the company's campaigns
 * (another company's answers NOT_FOUND like a missing one), a creator by API id, and the
 * two conditions of inviting and picking (an active campaign, a matching creator).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { campaignNotFound } from '../campaigns/view';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { findOwned } from '../shared/owned';
import { creatorMatches } from './matching';
import { creatorNotFound } from './view';

/** One of the company's campaigns, whatever its status; `lock` takes a row lock. */
export async function ownCampaign(
  db: Database,
  companyId: number,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CampaignRow> {
  const campaign = await findOwned(db, campaigns, companyId, id, options);
  if (!campaign) throw campaignNotFound();
  return campaign;
}

/**
 * A creator's profile by API id: any other id (a company's, a deleted creator's) is
 * NOT_FOUND. `lock` takes the profile row's lock: picking and applying share it, and a
 * creator's deletion takes it exclusively, so neither leaves an application or a deal on
 * a deleted creator (docs/product.md#creators-accounts).
 */
export async function findCreator(
  db: Database,
  id: string | number,
  { lock }: { lock?: 'share' | 'update' } = {},
): Promise<CreatorRow> {
  const creatorId = typeof id === 'number' ? id : parseId(id);
  if (creatorId === null) throw creatorNotFound();
  if (lock) {
    // Locked on its own, then read: a statement that waited for a deletion would still see
    // the account as it was, the read after it sees it deleted.
    await db.select({ id: creators.id }).from(creators).where(eq(creators.id, creatorId)).for(lock);
  }
  const [row] = await db
    .select({ creator: creators })
    .from(creators)
    .innerJoin(companies, eq(companies.id, creators.id))
    .where(and(eq(creators.id, creatorId), isNull(companies.deleted_at)))
    .limit(1);
  if (!row) throw creatorNotFound();
  return row.creator;
}

export const campaignNotActive = () =>
  new ServiceError('CAMPAIGN_NOT_ACTIVE', 'errors:campaignNotActive');

/** Inviting and picking need an active campaign and a creator who matches it. */
export function assertCanTake(campaign: CampaignRow, creator: CreatorRow): void {
  if (campaign.status !== 'active') throw campaignNotActive();
  if (!creatorMatches(creator, campaign)) {
    throw new ServiceError('NOT_ELIGIBLE', 'errors:creatorNotEligible');
  }
}
