/**
 * CampaignProducts (docs/product.md#campaign-statuses): one of the company's campaigns as
 * the API shows it, and its products in the order chosen, each with its price, link, first
 * image and the campaign's deals by status. Every deal of a campaign covers all of its
 * products, so each product shows the same counts. Four statements: the campaign, its
 * products and its figures (the campaign view), then the products' details with the counts.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { DEAL_STATUSES } from '../../../domain/deals/rules';
import type { DealStatus } from '../../../domain/deals/rules';
import type { Database } from '../../db/client';
import { parsedJson, rowFromJson, rowJson } from '../../db/rowJson';
import { campaignProducts } from '../../db/schema/campaigns';
import { deals } from '../../db/schema/deals';
import { images } from '../../db/schema/images';
import type { ImageRow } from '../../db/schema/images';
import { productImages, products } from '../../db/schema/products';
import type { ServiceEnv } from '../env';
import { getCampaign } from './list';
import type { CampaignView } from './view';

export interface DealCount {
  status: DealStatus;
  count: number;
}

export interface CampaignProductSummary {
  id: number;
  name: string;
  priceCents: number;
  link: string;
  /** The product's first image, if it has any. */
  image: ImageRow | null;
  /** The campaign's deals by status, in the statuses' order; only statuses with deals. */
  dealCounts: DealCount[];
}

export interface CampaignProductsView {
  campaign: CampaignView;
  products: CampaignProductSummary[];
}

/** The first image of the product of the outer query, as JSON (null without one). */
const firstImage = sql<unknown>`(select ${rowJson(images)}
  from ${productImages} inner join ${images} on ${images.id} = ${productImages.image_id}
  where ${productImages.product_id} = ${products.id}
  order by ${productImages.position} limit 1)`;

/** The campaign's deals per status as a JSON array: uncorrelated, so read once. */
const dealCountsOf = (campaignId: number) => sql<unknown>`(select coalesce(json_agg(
    json_build_object('status', counted.status, 'count', counted.count)), '[]'::json)
  from (select ${deals.status} as status, count(*)::int as count from ${deals}
    where ${deals.campaign_id} = ${campaignId} group by ${deals.status}) as counted)`;

const STATUS_ORDER = new Map<string, number>(DEAL_STATUSES.map((status, index) => [status, index]));

/** The campaign's products with their details and the deal counts, in one statement. */
async function productSummaries(
  db: Database,
  campaignId: number,
): Promise<CampaignProductSummary[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.price_cents,
      link: products.link,
      image: firstImage,
      dealCounts: dealCountsOf(campaignId),
    })
    .from(campaignProducts)
    .innerJoin(products, eq(products.id, campaignProducts.product_id))
    .where(eq(campaignProducts.campaign_id, campaignId))
    .orderBy(asc(campaignProducts.position));
  return rows.map(({ image, dealCounts, ...product }) => {
    const imageJson = parsedJson(image);
    const counts = (parsedJson(dealCounts) as DealCount[]).sort(
      (a, b) => (STATUS_ORDER.get(a.status) ?? 0) - (STATUS_ORDER.get(b.status) ?? 0),
    );
    return {
      ...product,
      image: imageJson === null ? null : rowFromJson(images, imageJson),
      dealCounts: counts,
    };
  });
}

/** CampaignProducts: NOT_FOUND for another company's campaign, like a missing one. */
export async function campaignWithProducts(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<CampaignProductsView> {
  const campaign = await getCampaign(env, companyId, id);
  return { campaign, products: await productSummaries(env.db, campaign.row.id) };
}
