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
}

interface ContentViewJson {
  row: unknown;
  files: unknown[] | null;
  creator: unknown;
  campaign_name: string;
  brand_name: string;
}

function decode(value: unknown): ContentView {
  const json = parsedJson(value) as ContentViewJson;
  return {
    row: rowFromJson(contents, json.row),
    files: (json.files ?? []).map((file) => rowFromJson(contentFiles, file)),
    creator: rowFromJson(creators, json.creator),
    campaignName: json.campaign_name,
    brandName: json.brand_name,
  };
}

/** The outer query's upload's files in order, as a JSON array. */
const filesJson: SQL = sql`(select json_agg(${rowJson(contentFiles)} order by ${contentFiles.position})
  from ${contentFiles} where ${contentFiles.content_id} = ${contents.id})`;

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
    'brand_name', ${brands.name})`;
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
