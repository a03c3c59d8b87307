/**
 * Deals as the API shows them, to either party: the row, its creator, its campaign (with
 * the brand's name and the price lines the deal's money comes from) and the viewer's
 * unread chat messages in one statement for a page, plus one for the page's products.
 * The timeline and the uploads are read only when asked for (one statement each).
 */
import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { CampaignType, CostLine, DeliveryType } from '../../../domain/campaigns/rules';
import type { DealParty } from '../../../domain/deals/rules';
import type { Database } from '../../db/client';
import { parsedJson, rowFromJson, rowJson } from '../../db/rowJson';
import { companies } from '../../db/schema/account';
import { brands } from '../../db/schema/brands';
import { campaignProducts, campaigns } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { dealEvents, dealMessages, deals } from '../../db/schema/deals';
import type { DealEventRow, DealRow } from '../../db/schema/deals';
import { productImages, products } from '../../db/schema/products';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { personName } from '../teams/personName';
import { totalField, viewsAndTotal } from '../shared/owned';
import type { ViewQuery } from '../shared/owned';

export const dealNotFound = () => new ServiceError('NOT_FOUND', 'errors:dealNotFound');

/** What a deal shows of its campaign. */
export interface DealCampaignView {
  id: number;
  name: string;
  type: CampaignType;
  deliveryType: DeliveryType;
  brandId: number;
  brandName: string;
  contentFormat: string;
  videoDuration: number | null;
  /** The content rights bought (docs/product.md#content-rights). */
  usageRights: string;
  rawFootage: boolean;
  extraHooks: number;
  contentBrief: string;
  mustHaveTags: string[];
  revisionRounds: number;
  costLines: CostLine[];
  companyName: string | null;
}

/** A product the creator receives. */
export interface DealProductView {
  id: number;
  name: string;
  priceCents: number;
  link: string;
  /** The product's first image id, if any. */
  imageId: string | null;
}

/** A deal as a list or the deal screen shows it (the campaign-creators list has less). */
export interface DealView {
  row: DealRow;
  creator: CreatorRow;
  /** Absent where only the row and creator were read (a campaign's creators list). */
  campaign?: DealCampaignView;
  products?: DealProductView[];
  /** The viewer's unread messages (the other party's, after its last read). */
  unreadMessages?: number;
}

interface DealViewJson {
  row: unknown;
  creator: unknown;
  campaign: {
    id: number;
    name: string;
    type: CampaignType;
    delivery_type: DeliveryType;
    brand_id: number;
    brand_name: string;
    content_format: string;
    video_duration: number | null;
    usage_rights: string;
    raw_footage: boolean;
    extra_hooks: number;
    content_brief: string;
    must_have_tags: string[];
    revision_rounds: number;
    cost_lines: CostLine[];
    company_name: string | null;
  };
  unread: number;
}

/** The column of `party`'s last read message. */
const readColumn = (party: DealParty) =>
  party === 'company' ? deals.company_read_message_id : deals.creator_read_message_id;

/** `party`'s unread messages of the outer query's deal: the other party's after its last read. */
export function unreadOf(party: DealParty): SQL<number> {
  return sql<number>`(select count(*)::int from ${dealMessages}
    where ${dealMessages.deal_id} = ${deals.id} and ${ne(dealMessages.author, party)}
      and ${dealMessages.id} > ${readColumn(party)})`;
}

/** The deals' products, each campaign's in the order chosen, with their first image. */
async function productsOf(
  db: Database,
  campaignIds: number[],
): Promise<Map<number, DealProductView[]>> {
  const byCampaign = new Map<number, DealProductView[]>(campaignIds.map((id) => [id, []]));
  if (campaignIds.length === 0) return byCampaign;
  const firstImage = sql<string | null>`(select ${productImages.image_id} from ${productImages}
    where ${productImages.product_id} = ${products.id}
    order by ${productImages.position} limit 1)`;
  const rows = await db
    .select({
      campaignId: campaignProducts.campaign_id,
      id: products.id,
      name: products.name,
      priceCents: products.price_cents,
      link: products.link,
      imageId: firstImage,
    })
    .from(campaignProducts)
    .innerJoin(products, eq(products.id, campaignProducts.product_id))
    .where(inArray(campaignProducts.campaign_id, campaignIds))
    .orderBy(asc(campaignProducts.campaign_id), asc(campaignProducts.position));
  for (const { campaignId, ...product } of rows) byCampaign.get(campaignId)?.push(product);
  return byCampaign;
}

function decode(value: unknown): DealView {
  const json = parsedJson(value) as DealViewJson;
  const c = json.campaign;
  return {
    row: rowFromJson(deals, json.row),
    creator: rowFromJson(creators, json.creator),
    campaign: {
      id: c.id,
      name: c.name,
      type: c.type,
      deliveryType: c.delivery_type,
      brandId: c.brand_id,
      brandName: c.brand_name,
      contentFormat: c.content_format,
      videoDuration: c.video_duration,
      usageRights: c.usage_rights,
      rawFootage: c.raw_footage,
      extraHooks: c.extra_hooks,
      contentBrief: c.content_brief,
      mustHaveTags: c.must_have_tags,
      revisionRounds: c.revision_rounds,
      costLines: c.cost_lines,
      companyName: c.company_name,
    },
    products: [],
    unreadMessages: json.unread,
  };
}

/**
 * Deal views for `viewer` (whose unread messages are counted): one statement for the
 * rows, creators, campaigns, brands and the total, one more for the page's products.
 * `where` and `orderBy` name `deals`, `creators` and `campaigns` as joined here.
 */
export function dealViewQuery(viewer: DealParty): ViewQuery<DealView> {
  return async (db, { where, orderBy, limit, total }) => {
    const companyName = sql`(select ${companies.company_name} from ${companies}
      where ${companies.id} = ${deals.company_id})`;
    const view = sql`json_build_object(
      'row', ${rowJson(deals)},
      'creator', ${rowJson(creators)},
      'campaign', json_build_object(
        'id', ${campaigns.id}, 'name', ${campaigns.name}, 'type', ${campaigns.type},
        'delivery_type', ${campaigns.delivery_type}, 'brand_id', ${campaigns.brand_id},
        'brand_name', ${brands.name}, 'content_format', ${campaigns.content_format},
        'video_duration', ${campaigns.video_duration},
        'usage_rights', ${campaigns.usage_rights}, 'raw_footage', ${campaigns.raw_footage},
        'extra_hooks', ${campaigns.extra_hooks},
        'content_brief', ${campaigns.content_brief},
        'must_have_tags', ${campaigns.must_have_tags},
        'revision_rounds', ${campaigns.revision_rounds},
        'cost_lines', ${campaigns.cost_lines}, 'company_name', ${companyName}),
      'unread', ${unreadOf(viewer)})`;
    const rows = await db
      .select({ view, total: totalField(total) })
      .from(deals)
      .innerJoin(creators, eq(creators.id, deals.creator_id))
      .innerJoin(campaigns, eq(campaigns.id, deals.campaign_id))
      .innerJoin(brands, eq(brands.id, campaigns.brand_id))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
    const page = viewsAndTotal(rows, decode);
    const byCampaign = await productsOf(db, [
      ...new Set(page.views.map((deal) => deal.row.campaign_id)),
    ]);
    for (const deal of page.views) deal.products = byCampaign.get(deal.row.campaign_id) ?? [];
    return page;
  };
}

/** Who is looking at a deal: the company that owns it, or the creator who makes it. */
export interface DealViewer {
  party: DealParty;
  /** The company's id, or the creator's (a creator is an account too). */
  accountId: number;
}

/** The condition that `viewer` is a party of the outer query's deal. */
export const partyOf = (viewer: DealViewer): SQL =>
  viewer.party === 'company'
    ? eq(deals.company_id, viewer.accountId)
    : eq(deals.creator_id, viewer.accountId);

/**
 * One deal by API id as `viewer` sees it; NOT_FOUND when it is not the viewer's (another
 * company's or another creator's deal is answered like one that does not exist).
 */
export async function dealView(db: Database, viewer: DealViewer, id: string): Promise<DealView> {
  const dealId = parseId(id);
  if (dealId === null) throw dealNotFound();
  const { views } = await dealViewQuery(viewer.party)(db, {
    where: and(eq(deals.id, dealId), partyOf(viewer)),
    orderBy: [],
    limit: 1,
  });
  const view = views[0];
  if (!view) throw dealNotFound();
  return view;
}

/**
 * A step of a deal's timeline with the name of the company's person who made it
 * (docs/product.md#brand-teams, "Who did what"): null for a step no one of the company
 * made. The creator's screens never get it (see toDeal).
 */
export interface TimelineStep extends DealEventRow {
  by: string | null;
}

const stepMaker = alias(companies, 'step_maker');

/** The timeline's select: the step's row and its person's name, by one left join. */
export const timelineSteps = (db: Database) =>
  db
    .select({ ...getTableColumns(dealEvents), by: personName(stepMaker) })
    .from(dealEvents)
    .leftJoin(stepMaker, eq(stepMaker.id, dealEvents.member_id));

/** A deal's timeline, oldest first. */
export function dealTimeline(db: Database, dealId: number): Promise<TimelineStep[]> {
  return timelineSteps(db).where(eq(dealEvents.deal_id, dealId)).orderBy(asc(dealEvents.id));
}

/** The deals `ids` as `viewer` sees them (the viewer's own only), by id, in two statements. */
export async function dealViewsByIds(
  db: Database,
  viewer: DealViewer,
  ids: number[],
): Promise<Map<number, DealView>> {
  if (ids.length === 0) return new Map();
  const { views } = await dealViewQuery(viewer.party)(db, {
    where: and(inArray(deals.id, ids), partyOf(viewer)),
    orderBy: [],
    limit: ids.length,
  });
  return new Map(views.map((view) => [view.row.id, view]));
}
