/**
 * What every company operation on creators starts from: one of the company's campaigns
 * (another company's answers NOT_FOUND like a missing one), a creator by API id, and the
 * two conditions of inviting and picking (an active campaign, a matching creator).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

/** A creator's profile by API id: any other id (a company's too) is NOT_FOUND. */
export async function findCreator(db: Database, id: string | number): Promise<CreatorRow> {
  const creatorId = typeof id === 'number' ? id : parseId(id);
  if (creatorId === null) throw creatorNotFound();
  const [row] = await db.select().from(creators).where(eq(creators.id, creatorId)).limit(1);
  if (!row) throw creatorNotFound();
  return row;
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
