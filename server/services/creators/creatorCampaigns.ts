/**
 * Campaigns as a creator sees them (the creator side of the API): only active campaigns the
 * creator matches are visible; any other id answers NOT_FOUND, like a missing one.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parsedJson, rowFromJson, rowJson } from '../../db/rowJson';
import { brands } from '../../db/schema/brands';
import { campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { campaignApplications, campaignInvitations } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { deals } from '../../db/schema/deals';
import { campaignNotFound } from '../campaigns/view';
import type { ServiceEnv } from '../env';
import { parseId } from '../ids';
import { totalField, viewsAndTotal } from '../shared/owned';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import { findCreator } from './lookup';
import { matchedBy } from './matching';
import { pageArgs, readPage } from '../shared/paging';
import type { ApplicationView } from './view';

export interface CreatorCampaignView {
  row: CampaignRow;
  brandName: string;
  invited: boolean;
  application: ApplicationView | null;
  dealId: number | null;
}

interface ViewJson {
  row: unknown;
  brand_name: string;
  invited: boolean;
  application: { pitch: string; created_at: string } | null;
  deal_id: number | null;
}

/** What a campaign says about one creator: the campaign's rows of theirs. */
function viewJson(creatorId: number): SQL {
  const own = (table: typeof campaignApplications | typeof campaignInvitations | typeof deals) =>
    and(eq(table.campaign_id, campaigns.id), eq(table.creator_id, creatorId));
  return sql`json_build_object(
    'row', ${rowJson(campaigns)},
    'brand_name', ${brands.name},
    'invited', exists (select 1 from ${campaignInvitations} where ${own(campaignInvitations)}),
    'application', (select json_build_object('pitch', ${campaignApplications.pitch},
        'created_at', ${campaignApplications.created_at})
      from ${campaignApplications} where ${own(campaignApplications)}),
    'deal_id', (select ${deals.id} from ${deals} where ${own(deals)}))`;
}

function decode(value: unknown): CreatorCampaignView {
  const json = parsedJson(value) as ViewJson;
  return {
    row: rowFromJson(campaigns, json.row),
    brandName: json.brand_name,
    invited: json.invited,
    application: json.application && {
      pitch: json.application.pitch,
      createdAt: new Date(json.application.created_at),
    },
    dealId: json.deal_id,
  };
}

/** Active campaigns the creator matches. */
const visibleTo = (creator: CreatorRow) => and(eq(campaigns.status, 'active'), matchedBy(creator));

async function creatorCampaignViews(
  db: Database,
  creator: CreatorRow,
  args: { where: SQL | undefined; orderBy: SQL[]; limit: number; total?: SQL<number> },
) {
  const rows = await db
    .select({ view: viewJson(creator.id), total: totalField(args.total) })
    .from(campaigns)
    .innerJoin(brands, eq(brands.id, campaigns.brand_id))
    .where(args.where)
    .orderBy(...args.orderBy)
    .limit(args.limit);
  return viewsAndTotal(rows, decode);
}

/** One campaign the creator can see, by API id; NOT_FOUND for every other id. */
export async function visibleCampaign(
  db: Database,
  creator: CreatorRow,
  id: string,
): Promise<CreatorCampaignView> {
  const campaignId = parseId(id);
  if (campaignId === null) throw campaignNotFound();
  const { views } = await creatorCampaignViews(db, creator, {
    where: and(eq(campaigns.id, campaignId), visibleTo(creator)),
    orderBy: [],
    limit: 1,
  });
  if (!views[0]) throw campaignNotFound();
  return views[0];
}

const NEWEST = byCreation<CampaignRow>(campaigns, 'newest', 'desc');

/** CreatorCampaigns: the active campaigns the session's creator matches, newest first. */
export async function listCreatorCampaigns(
  env: ServiceEnv,
  creatorId: number,
  args: { first?: number | null; after?: string | null },
): Promise<Page<CreatorCampaignView>> {
  const { size, position } = await pageArgs(NEWEST, args);
  const creator = await findCreator(env.db, creatorId);
  const where = visibleTo(creator);
  return readPage(
    env.db,
    NEWEST,
    { size, position, table: campaigns, where, rowOf: (view) => view.row },
    (query) => creatorCampaignViews(env.db, creator, query),
  );
}
