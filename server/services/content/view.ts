/**
 * Content as the API shows it: an upload with its files in order, its creator, and its
 * campaign's and brand's names. A page is one statement (files aggregated per row, the
 * total beside them); a deal's uploads are one statement too.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parsedJson, rowFromJson, rowJson } from '../../db/rowJson';
import { brands } from '../../db/schema/brands';
import { campaigns } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { contentFiles, contents } from '../../db/schema/deals';
import type { ContentFileRow, ContentRow } from '../../db/schema/deals';
import { contentLicences } from '../../db/schema/licences';
import { ServiceError } from '../errors';
import { totalField, viewsAndTotal } from '../shared/owned';
import type { ViewQuery } from '../shared/owned';

export const contentNotFound = () => new ServiceError('NOT_FOUND', 'errors:contentNotFound');

export interface ContentView {
  row: ContentRow;
  files: ContentFileRow[];
  creator: CreatorRow;
  campaignName: string;
  brandName: string;
  /** The newest licence of accepted content (docs/product.md#licences); null before. */
  licence: LicenceSummary | null;
}

/** What the listing shows of a content's newest licence: its rights and their dates. */
export interface LicenceSummary {
  id: number;
  usageRights: string;
  startsAt: Date;
  paidAdsEndsAt: Date | null;
  /** How an extension is paid: as the content's campaign was (by its card, or the wallet). */
  extensionByCard: boolean;
}

interface LicenceSummaryJson {
  id: number;
  usage_rights: string;
  starts_at: string;
  paid_ads_ends_at: string | null;
  by_card: boolean;
}

interface ContentViewJson {
  row: unknown;
  files: unknown[] | null;
  creator: unknown;
  campaign_name: string;
  brand_name: string;
  licence: LicenceSummaryJson | null;
}

function decodeLicence(json: LicenceSummaryJson | null): LicenceSummary | null {
  if (!json) return null;
  return {
    id: Number(json.id),
    usageRights: json.usage_rights,
    startsAt: new Date(json.starts_at),
    paidAdsEndsAt: json.paid_ads_ends_at === null ? null : new Date(json.paid_ads_ends_at),
    extensionByCard: json.by_card,
  };
}

function decode(value: unknown): ContentView {
  const json = parsedJson(value) as ContentViewJson;
  return {
    row: rowFromJson(contents, json.row),
    files: (json.files ?? []).map((file) => rowFromJson(contentFiles, file)),
    creator: rowFromJson(creators, json.creator),
    campaignName: json.campaign_name,
    brandName: json.brand_name,
    licence: decodeLicence(json.licence ?? null),
  };
}

/** The outer query's upload's files in order, as a JSON array. */
const filesJson: SQL = sql`(select json_agg(${rowJson(contentFiles)} order by ${contentFiles.position})
  from ${contentFiles} where ${contentFiles.content_id} = ${contents.id})`;

/**
 * The outer query's upload's newest licence (an extension is a newer row of the same
 * content), as a JSON object with how its campaign was paid (the outer query's campaign);
 * null before acceptance. One index probe per row
 * (content_licences_content_idx), in the page's own statement.
 */
const licenceJson: SQL = sql`(select json_build_object(
    'id', ${contentLicences.id},
    'usage_rights', ${contentLicences.usage_rights},
    'starts_at', ${contentLicences.starts_at},
    'paid_ads_ends_at', ${contentLicences.paid_ads_ends_at},
    'by_card', ${campaigns.payment_method} = 'card' and ${campaigns.card_id} is not null)
  from ${contentLicences} where ${contentLicences.content_id} = ${contents.id}
  order by ${contentLicences.id} desc limit 1)`;

/** Content views: one statement for the rows, their files, creators, names and the total. */
export const contentViewQuery: ViewQuery<ContentView> = async (
  db,
  { where, orderBy, limit, total },
) => {
  const view = sql`json_build_object(
    'row', ${rowJson(contents)},
    'files', ${filesJson},
    'creator', ${rowJson(creators)},
    'campaign_name', ${campaigns.name},
    'brand_name', ${brands.name},
    'licence', ${licenceJson})`;
  const rows = await db
    .select({ view, total: totalField(total) })
    .from(contents)
    .innerJoin(creators, eq(creators.id, contents.creator_id))
    .innerJoin(campaigns, eq(campaigns.id, contents.campaign_id))
    .innerJoin(brands, eq(brands.id, contents.brand_id))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return viewsAndTotal(rows, decode);
};

/** The uploads of `dealIds`, newest first per deal, in one statement. */
export async function contentsOfDeals(
  db: Database,
  dealIds: number[],
): Promise<Map<number, ContentView[]>> {
  const byDeal = new Map<number, ContentView[]>(dealIds.map((id) => [id, []]));
  if (dealIds.length === 0) return byDeal;
  const { views } = await contentViewQuery(db, {
    where: inArray(contents.deal_id, dealIds),
    orderBy: [asc(contents.deal_id), desc(contents.id)],
    // A deal has at most revision rounds + 2 uploads (screening refusals aside).
    limit: 1000,
  });
  for (const view of views) byDeal.get(view.row.deal_id)?.push(view);
  return byDeal;
}

/** The deal's latest upload, or null before any. */
export async function latestContent(db: Database, dealId: number): Promise<ContentRow | null> {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.deal_id, dealId)))
    .orderBy(desc(contents.id))
    .limit(1);
  return row ?? null;
}
