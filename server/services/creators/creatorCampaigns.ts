/**
 * Campaigns as a creator sees them (the creator side of the API, docs/product.md#marketplace):
 * the marketplace lists the active campaigns the creator matches that have a slot left; any
 * other id answers NOT_FOUND, like a missing one.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampaignType } from '../../../domain/campaigns/rules';
import type { ProductCategoryName } from '../../../domain/products/rules';
import type { Database } from '../../db/client';
import { parsedJson, rowFromJson, rowJson } from '../../db/rowJson';
import { brands } from '../../db/schema/brands';
import { campaignProducts, campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { campaignApplications, campaignInvitations } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { deals } from '../../db/schema/deals';
import { productImages, products } from '../../db/schema/products';
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

/** A product the campaign promotes: its name and its images' ids, in order. */
export interface CampaignProductView {
  name: string;
  imageIds: string[];
}

export interface CreatorCampaignView {
  row: CampaignRow;
  brandName: string;
  brandLogoId: string | null;
  products: CampaignProductView[];
  /** An invitation the creator has not declined. */
  invited: boolean;
  application: ApplicationView | null;
  dealId: number | null;
}

interface ViewJson {
  row: unknown;
  brand_name: string;
  brand_logo_id: string | null;
  products: Array<{ name: string; image_ids: string[] }>;
  invited: boolean;
  application: { pitch: string; intro_video_id: string | null; created_at: string } | null;
  deal_id: number | null;
}

/** The campaign's products in order, each with its images' ids in order. */
const productsJson = sql`(select coalesce(json_agg(json_build_object(
    'name', ${products.name},
    'image_ids', (select coalesce(json_agg(${productImages.image_id}
        order by ${productImages.position}), '[]'::json)
      from ${productImages} where ${productImages.product_id} = ${products.id}))
    order by ${campaignProducts.position}, ${products.id}), '[]'::json)
  from ${campaignProducts} join ${products} on ${products.id} = ${campaignProducts.product_id}
  where ${campaignProducts.campaign_id} = ${campaigns.id})`;

/**
 * What a campaign says to one creator: its brand and products, and the creator's rows of
 * it (an open invitation, an application, a deal). The query joins campaigns and brands.
 */
export function viewJson(creatorId: number): SQL {
  const own = (table: typeof campaignApplications | typeof campaignInvitations | typeof deals) =>
    and(eq(table.campaign_id, campaigns.id), eq(table.creator_id, creatorId));
  return sql`json_build_object(
    'row', ${rowJson(campaigns)},
    'brand_name', ${brands.name},
    'brand_logo_id', ${brands.logo_image_id},
    'products', ${productsJson},
    'invited', exists (select 1 from ${campaignInvitations}
      where ${own(campaignInvitations)} and ${campaignInvitations.declined_at} is null),
    'application', (select json_build_object('pitch', ${campaignApplications.pitch},
        'intro_video_id', ${campaignApplications.intro_video_id},
        'created_at', ${campaignApplications.created_at})
      from ${campaignApplications} where ${own(campaignApplications)}),
    'deal_id', (select ${deals.id} from ${deals} where ${own(deals)}))`;
}

export function decode(value: unknown): CreatorCampaignView {
  const json = parsedJson(value) as ViewJson;
  return {
    row: rowFromJson(campaigns, json.row),
    brandName: json.brand_name,
    brandLogoId: json.brand_logo_id,
    products: json.products.map((product) => ({
      name: product.name,
      imageIds: product.image_ids,
    })),
    invited: json.invited,
    application: json.application && {
      pitch: json.application.pitch,
      introVideoId: json.application.intro_video_id,
      createdAt: new Date(json.application.created_at),
    },
    dealId: json.deal_id,
  };
}

/**
 * Campaigns taking applications that the creator matches: active, with a slot left (as
 * `takesApplications` in domain/creators/marketplace.ts).
 */
export const openTo = (creator: CreatorRow) =>
  and(
    eq(campaigns.status, 'active'),
    lt(campaigns.deals_count, campaigns.number_of_deals),
    matchedBy(creator),
  );

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
    where: and(eq(campaigns.id, campaignId), openTo(creator)),
    orderBy: [],
    limit: 1,
  });
  if (!views[0]) throw campaignNotFound();
  return views[0];
}

/** CreatorCampaign: one campaign open to the session's creator; NOT_FOUND otherwise. */
export async function getCreatorCampaign(
  env: ServiceEnv,
  creatorId: number,
  id: string,
): Promise<CreatorCampaignView> {
  return visibleCampaign(env.db, await findCreator(env.db, creatorId), id);
}

const NEWEST = byCreation<CampaignRow>(campaigns, 'newest', 'desc');

/** The marketplace's filters: a campaign type, a product category (each optional). */
export interface MarketplaceFilter {
  type?: CampaignType | null;
  category?: ProductCategoryName | null;
}

/**
 * CreatorCampaigns: the campaigns open to the session's creator, newest first, of one type
 * and category when the filter says (campaigns_status[_type]_newest_idx).
 */
export async function listCreatorCampaigns(
  env: ServiceEnv,
  creatorId: number,
  args: { filter?: MarketplaceFilter | null; first?: number | null; after?: string | null },
): Promise<Page<CreatorCampaignView>> {
  const { size, position } = await pageArgs(NEWEST, args);
  const creator = await findCreator(env.db, creatorId);
  const where = and(
    openTo(creator),
    args.filter?.type ? eq(campaigns.type, args.filter.type) : undefined,
    args.filter?.category ? eq(campaigns.creator_category, args.filter.category) : undefined,
  );
  return readPage(
    env.db,
    NEWEST,
    { size, position, table: campaigns, where, rowOf: (view) => view.row },
    (query) => creatorCampaignViews(env.db, creator, query),
  );
}
