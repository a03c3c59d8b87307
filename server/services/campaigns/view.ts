/**
 * Campaigns as the API shows them: the row, its brand (with its logo and counts), its
 * products in the order chosen, the invoice of its payment, and its figures (content
 * accepted, money spent, in escrow, refunded). A page of campaigns is one statement (rows,
 * brands, invoices and the total), plus one for all of its products and one for all of
 * its figures.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { AUTO_APPROVAL_HOURS } from '../../../domain/campaigns/rules';
import type { Database } from '../../db/client';
import { invoices } from '../../db/schema/billing';
import { brands } from '../../db/schema/brands';
import { campaignProducts, campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { products } from '../../db/schema/products';
import { parsedJson, rowFromJson, rowJson } from '../../db/rowJson';
import { brandLogoJoin, brandLogos, brandViewFromJson, brandViewJson } from '../brands/view';
import type { BrandView, BrandViewNeeds } from '../brands/view';
import { ServiceError } from '../errors';
import { totalField, viewsAndTotal } from '../shared/owned';
import type { ViewQuery } from '../shared/owned';
import { figuresFor, figuresOf, NO_FIGURES } from './figures';
import type { CampaignFigures } from './figures';

/** A product of a campaign as the campaign shows it. */
export interface CampaignProductView {
  id: number;
  name: string;
  priceCents: number;
}

export interface CampaignView {
  row: CampaignRow;
  brand: BrandView;
  products: CampaignProductView[];
  /** The invoice of the payment. */
  invoiceId: number | null;
  figures: CampaignFigures;
}

export const campaignNotFound = () => new ServiceError('NOT_FOUND', 'errors:campaignNotFound');

const AUTO_APPROVAL_MS = AUTO_APPROVAL_HOURS * 60 * 60 * 1000;

/** When a campaign submitted at `createdAt` goes live by itself if no one reviews it. */
export const autoApprovalAt = (createdAt: Date) => new Date(createdAt.getTime() + AUTO_APPROVAL_MS);

/** The campaign's auto-approval time while it awaits approval, else null. */
export const autoApprovesAt = (row: CampaignRow): Date | null =>
  row.status === 'pending_admin_approval' ? autoApprovalAt(row.created_at) : null;

/** The products of `campaignIds`, each campaign's in the order chosen, in one query. */
async function productsOf(
  db: Database,
  campaignIds: number[],
): Promise<Map<number, CampaignProductView[]>> {
  const byCampaign = new Map<number, CampaignProductView[]>(campaignIds.map((id) => [id, []]));
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .select({
      campaignId: campaignProducts.campaign_id,
      id: products.id,
      name: products.name,
      priceCents: products.price_cents,
    })
    .from(campaignProducts)
    .innerJoin(products, eq(products.id, campaignProducts.product_id))
    .where(inArray(campaignProducts.campaign_id, campaignIds))
    .orderBy(asc(campaignProducts.campaign_id), asc(campaignProducts.position));
  for (const { campaignId, ...product } of rows) byCampaign.get(campaignId)?.push(product);
  return byCampaign;
}

interface CampaignViewJson {
  row: unknown;
  brand: unknown;
  invoiceId: number | null;
}

/** Campaign views: one statement for the rows, one for their products, one for their figures. */
export function campaignViewQuery(needs: BrandViewNeeds): ViewQuery<CampaignView> {
  return async (db, { where, orderBy, limit, total }) => {
    const view = sql`json_build_object(
      'row', ${rowJson(campaigns)},
      'brand', ${brandViewJson(needs)},
      'invoiceId', ${invoices.id})`;
    const rows = await db
      .select({ view, total: totalField(total) })
      .from(campaigns)
      .innerJoin(brands, eq(brands.id, campaigns.brand_id))
      .leftJoin(brandLogos, brandLogoJoin)
      .leftJoin(invoices, eq(invoices.transaction_id, campaigns.payment_transaction_id))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
    const page = viewsAndTotal(rows, (value) => {
      const json = parsedJson(value) as CampaignViewJson;
      return {
        row: rowFromJson(campaigns, json.row),
        brand: brandViewFromJson(json.brand),
        products: [] as CampaignProductView[],
        invoiceId: json.invoiceId,
        figures: NO_FIGURES,
      };
    });
    const campaignRows = page.views.map((campaign) => campaign.row);
    const [productsByCampaign, figures] = await Promise.all([
      productsOf(
        db,
        campaignRows.map((row) => row.id),
      ),
      figuresOf(db, campaignRows),
    ]);
    for (const campaign of page.views) {
      campaign.products = productsByCampaign.get(campaign.row.id) ?? [];
      campaign.figures = figuresFor(figures, campaign.row.id);
    }
    return page;
  };
}
