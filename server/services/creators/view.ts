/**
 * Creators as one campaign's company sees them: the profile, and this campaign's
 * application, invitation and deal for each. A page is one statement: the creators'
 * rows, what the campaign's tables say about each (subqueries run for the page's rows
 * only) and the page's total.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parsedJson, rowFromJson, rowJson } from '../../db/rowJson';
import { campaignApplications, campaignInvitations, creators } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { deals } from '../../db/schema/deals';
import type { DealRow } from '../../db/schema/deals';
import { ServiceError } from '../errors';
import { totalField, viewsAndTotal } from '../shared/owned';

export const creatorNotFound = () => new ServiceError('NOT_FOUND', 'errors:creatorNotFound');

export interface ApplicationView {
  pitch: string;
  /** The intro video sent with it, when the creator chose to. */
  introVideoId: string | null;
  createdAt: Date;
}

/** A campaign creator's deal, as the creators list reads it (the full view: deals/view.ts). */
export interface PickedDeal {
  row: DealRow;
  creator: CreatorRow;
}

export interface CampaignCreatorView {
  creator: CreatorRow;
  application: ApplicationView | null;
  invited: boolean;
  deal: PickedDeal | null;
}

interface ViewJson {
  row: unknown;
  application: { pitch: string; intro_video_id: string | null; created_at: string } | null;
  invited: boolean;
  deal: unknown;
}

/** Each row's view: `creators` as the outer query names it, with campaign `campaignId`'s rows. */
function viewJson(campaignId: number): SQL {
  const own = (table: typeof campaignApplications | typeof campaignInvitations | typeof deals) =>
    and(eq(table.campaign_id, campaignId), eq(table.creator_id, creators.id));
  return sql`json_build_object(
    'row', ${rowJson(creators)},
    'application', (select json_build_object('pitch', ${campaignApplications.pitch},
        'intro_video_id', ${campaignApplications.intro_video_id},
        'created_at', ${campaignApplications.created_at})
      from ${campaignApplications} where ${own(campaignApplications)}),
    'invited', exists (select 1 from ${campaignInvitations} where ${own(campaignInvitations)}),
    'deal', (select ${rowJson(deals)} from ${deals} where ${own(deals)}))`;
}

function decode(value: unknown): CampaignCreatorView {
  const json = parsedJson(value) as ViewJson;
  const creator = rowFromJson(creators, json.row);
  return {
    creator,
    application: json.application && {
      pitch: json.application.pitch,
      introVideoId: json.application.intro_video_id,
      createdAt: new Date(json.application.created_at),
    },
    invited: json.invited,
    deal: json.deal === null ? null : { row: rowFromJson(deals, json.deal), creator },
  };
}

export interface CampaignCreatorsQuery {
  campaignId: number;
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  /** The list's total, as a scalar subquery read in the same statement. */
  total?: SQL<number> | undefined;
  /** Applicants: the campaign's applications, each joined to its creator. */
  applicants?: boolean;
}

/** The views of the creators matching `where`, in order, with the total beside them. */
export async function campaignCreators(
  db: Database,
  { campaignId, where, orderBy, limit, total, applicants = false }: CampaignCreatorsQuery,
): Promise<{ views: CampaignCreatorView[]; total: number | null }> {
  const select = db.select({ view: viewJson(campaignId), total: totalField(total) });
  if (applicants) {
    const rows = await select
      .from(campaignApplications)
      .innerJoin(creators, eq(creators.id, campaignApplications.creator_id))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
    return viewsAndTotal(rows, decode);
  }
  // The page's ids first (often from a covering index alone), then their rows.
  const ids = db
    .select({ id: creators.id })
    .from(creators)
    .where(where)
    .orderBy(...orderBy);
  const rows = await select
    .from(creators)
    .where(inArray(creators.id, ids.limit(limit)))
    .orderBy(...orderBy);
  return viewsAndTotal(rows, decode);
}
