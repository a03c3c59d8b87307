/**
 * A creator's applications and invitations (docs/product.md#marketplace): every application
 * it made, newest first, with its state; and the invitations still open to it (the
 * campaign takes applications, the creator matches it, has not applied, holds no deal and
 * has not declined), newest first. Declining closes an invitation for good.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { applicationState } from '../../../domain/creators/marketplace';
import type { ApplicationState } from '../../../domain/creators/marketplace';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { campaigns } from '../../db/schema/campaigns';
import { campaignApplications, campaignInvitations } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { deals } from '../../db/schema/deals';
import type { ServiceEnv } from '../env';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { totalField } from '../shared/owned';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import { pageArgs, readPage } from '../shared/paging';
import type { PageQuery } from '../shared/paging';
import { decode, openTo, viewJson } from './creatorCampaigns';
import type { CreatorCampaignView } from './creatorCampaigns';
import { findCreator } from './lookup';

type PageArgs = { first?: number | null; after?: string | null };

export interface CreatorApplicationView {
  campaign: CreatorCampaignView;
  state: ApplicationState;
  pitch: string;
  createdAt: Date;
}

export interface CreatorInvitationView {
  campaign: CreatorCampaignView;
  invitedAt: Date;
}

/** Newest first by the link's time, ties by campaign id: the creator_newest indexes. */
const newestOf = (link: typeof campaignApplications | typeof campaignInvitations) =>
  byCreation<{ created_at: Date; id: number }>(
    { created_at: link.created_at, id: link.campaign_id },
    'newest',
    'desc',
  );
const APPLICATIONS_NEWEST = newestOf(campaignApplications);
const INVITATIONS_NEWEST = newestOf(campaignInvitations);

/** A campaign a link row names, and the link's time. */
interface LinkedView {
  campaign: CreatorCampaignView;
  at: Date;
}

/** The campaigns a link table (applications or invitations) holds, as the creator sees them. */
async function linkedViews(
  db: Database,
  creator: CreatorRow,
  link: typeof campaignApplications | typeof campaignInvitations,
  query: PageQuery,
): Promise<{ views: LinkedView[]; total: number | null }> {
  const rows = await db
    .select({
      view: viewJson(creator.id),
      at: link.created_at,
      total: totalField(query.total),
    })
    .from(link)
    .innerJoin(campaigns, eq(campaigns.id, link.campaign_id))
    .innerJoin(brands, eq(brands.id, campaigns.brand_id))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit);
  return {
    total: rows[0]?.total ?? null,
    views: rows.map((row) => ({ campaign: decode(row.view), at: row.at })),
  };
}

/** CreatorApplications: the creator's applications, newest first, each with its state. */
export async function listCreatorApplications(
  env: ServiceEnv,
  creatorId: number,
  args: PageArgs,
): Promise<Page<CreatorApplicationView>> {
  const { size, position } = await pageArgs(APPLICATIONS_NEWEST, args);
  const creator = await findCreator(env.db, creatorId);
  const page = await readPage<LinkedView, { created_at: Date; id: number }>(
    env.db,
    APPLICATIONS_NEWEST,
    {
      size,
      position,
      table: campaignApplications,
      where: eq(campaignApplications.creator_id, creator.id),
      rowOf: ({ campaign, at }) => ({ created_at: at, id: campaign.row.id }),
    },
    (query) => linkedViews(env.db, creator, campaignApplications, query),
  );
  return {
    ...page,
    nodes: page.nodes.map(({ campaign }) => ({
      campaign,
      state: applicationState(campaign.row, campaign.dealId !== null),
      pitch: campaign.application?.pitch ?? '',
      createdAt: campaign.application?.createdAt ?? campaign.row.created_at,
    })),
  };
}

/**
 * The creator's invitations still open: not declined, to a campaign open to it that it
 * has neither applied to nor been picked for. A condition on campaign_invitations alone
 * (its total is counted from that table).
 */
function openInvitations(creator: CreatorRow) {
  const linked = (table: typeof campaignApplications | typeof deals) =>
    and(eq(table.campaign_id, campaignInvitations.campaign_id), eq(table.creator_id, creator.id));
  return and(
    eq(campaignInvitations.creator_id, creator.id),
    isNull(campaignInvitations.declined_at),
    sql`exists (select 1 from ${campaigns}
      where ${campaigns.id} = ${campaignInvitations.campaign_id} and ${openTo(creator)})`,
    sql`not exists (select 1 from ${campaignApplications}
      where ${linked(campaignApplications)})`,
    sql`not exists (select 1 from ${deals} where ${linked(deals)})`,
  );
}

/** CreatorInvitations: the invitations open to the creator, newest first. */
export async function listCreatorInvitations(
  env: ServiceEnv,
  creatorId: number,
  args: PageArgs,
): Promise<Page<CreatorInvitationView>> {
  const { size, position } = await pageArgs(INVITATIONS_NEWEST, args);
  const creator = await findCreator(env.db, creatorId);
  const page = await readPage<LinkedView, { created_at: Date; id: number }>(
    env.db,
    INVITATIONS_NEWEST,
    {
      size,
      position,
      table: campaignInvitations,
      where: openInvitations(creator),
      rowOf: ({ campaign, at }) => ({ created_at: at, id: campaign.row.id }),
    },
    (query) => linkedViews(env.db, creator, campaignInvitations, query),
  );
  return {
    ...page,
    nodes: page.nodes.map(({ campaign, at }) => ({ campaign, invitedAt: at })),
  };
}

const invitationNotFound = () => new ServiceError('NOT_FOUND', 'errors:invitationNotFound');

/**
 * CreatorInvitationDecline: closes one of the creator's open invitations for good (the
 * company still sees that it invited); NOT_FOUND for any other campaign id.
 */
export async function declineInvitation(
  env: ServiceEnv,
  creatorId: number,
  args: { campaign_id: string },
): Promise<CreatorInvitationView> {
  const campaignId = parseId(args.campaign_id);
  if (campaignId === null) throw invitationNotFound();
  return env.db.transaction(async (tx) => {
    const creator = await findCreator(tx, creatorId);
    const [declined] = await tx
      .update(campaignInvitations)
      .set({ declined_at: env.services.now() })
      .where(and(eq(campaignInvitations.campaign_id, campaignId), openInvitations(creator)))
      .returning({ at: campaignInvitations.created_at });
    if (!declined) throw invitationNotFound();
    const { views } = await linkedViews(tx, creator, campaignInvitations, {
      where: and(
        eq(campaignInvitations.campaign_id, campaignId),
        eq(campaignInvitations.creator_id, creator.id),
      ),
      orderBy: [],
      limit: 1,
      total: sql<number>`0`,
    });
    return { campaign: views[0]!.campaign, invitedAt: declined.at };
  });
}
