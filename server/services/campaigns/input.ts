/**
 * A campaign as the wizard sends it, checked and priced on the server (CampaignQuote and
 * CampaignCreate): the shared yup rules, then the brand and products must be the
 * company's, and the price is always the server's own (docs/product.md#campaigns).
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  CAMPAIGN_TOTAL_MAX_CENTS,
  campaignPrice,
  isVideoDuration,
} from '../../../domain/campaigns/rules';
import type {
  CampaignPaymentMethod,
  CampaignPrice,
  CreatorTier,
  DeliveryType,
} from '../../../domain/campaigns/rules';
import { campaignInputSchema } from '../../../domain/campaigns/schema';
import type { CampaignInputValues } from '../../../domain/campaigns/schema';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { products } from '../../db/schema/products';
import { validateWith } from '../../../domain/validation';
import type { FieldMessage } from '../../../domain/fieldErrors';
import { fieldError, ServiceError } from '../errors';
import { parseId } from '../ids';
import { findOwned } from '../shared/owned';

/** CampaignInput as GraphQL hands it over (enums as strings; the schema checks them). */
export interface CampaignInputArgs {
  type: string;
  name: string;
  brand_id: string;
  product_ids: readonly string[];
  delivery_type: string;
  taxes_shipping_compensation: number;
  number_of_deals: number;
  creator_tier: string;
  creator_category: string;
  must_have_tags: readonly string[];
  content_brief: string;
  content_format: string;
  video_duration?: number | null;
  resource_links: readonly string[];
  ages: readonly string[];
  genders: readonly string[];
  ethnicities: readonly string[];
  revision_rounds: number;
  usage_rights?: string | null;
  raw_footage?: boolean | null;
  extra_hooks?: number | null;
}

/** A product the campaign promotes, as priced. */
export interface PricedProduct {
  id: number;
  priceCents: number;
}

/** A checked campaign: its values, its brand's and products' row ids, and its price. */
export interface PricedCampaign {
  values: CampaignInputValues;
  brandId: number;
  /** In the order they were chosen. */
  products: PricedProduct[];
  price: CampaignPrice;
}

/**
 * The campaign's field errors by the shared rules (an explicit null counts as not given),
 * or its values. The caller merges these with its other arguments' errors.
 */
export async function checkCampaignFields(
  input: CampaignInputArgs,
): Promise<
  { ok: true; value: CampaignInputValues } | { ok: false; fields: Record<string, FieldMessage> }
> {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));
  return validateWith(campaignInputSchema, given);
}

/**
 * The chosen products' prices in one query, in the order chosen: each must be one of the
 * company's AND of the campaign's brand, else the field is refused (another company's
 * product is answered like one that does not exist).
 */
async function productsOfBrand(
  db: Database,
  companyId: number,
  brandId: number,
  ids: readonly string[],
): Promise<PricedProduct[]> {
  const refused = () => fieldError('product_ids', 'errors:campaignProductsNotFound');
  const rowIds = ids.map(parseId);
  if (rowIds.some((id) => id === null)) throw refused();
  const rows = await db
    .select({ id: products.id, priceCents: products.price_cents })
    .from(products)
    .where(
      and(
        eq(products.company_id, companyId),
        eq(products.brand_id, brandId),
        inArray(products.id, rowIds as number[]),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rowIds.map((id) => {
    const row = byId.get(id as number);
    if (!row) throw refused();
    return row;
  });
}

/**
 * Checks `values` against the database and prices them for `method`. A total above
 * CAMPAIGN_TOTAL_MAX_CENTS is refused (no payment can be that large).
 */
export async function priceCampaign(
  db: Database,
  companyId: number,
  values: CampaignInputValues,
  method: CampaignPaymentMethod,
): Promise<PricedCampaign> {
  const brand = await findOwned(db, brands, companyId, values.brand_id);
  if (!brand) throw fieldError('brand_id', 'errors:campaignBrandNotFound');
  const chosen = await productsOfBrand(db, companyId, brand.id, values.product_ids);
  const duration = values.video_duration ?? null;
  const price = campaignPrice({
    type: values.type,
    deals: values.number_of_deals,
    tier: values.creator_tier as CreatorTier,
    // The schema allows only 15, 30 or 60 for a video and nothing otherwise.
    videoDuration: duration !== null && isVideoDuration(duration) ? duration : null,
    delivery: values.delivery_type as DeliveryType,
    productPricesCents: chosen.map((product) => product.priceCents),
    compensationCents: values.taxes_shipping_compensation,
    method,
    usageRights: values.usage_rights,
    rawFootage: values.raw_footage,
    extraHooks: values.extra_hooks,
  });
  if (price.totalCents > CAMPAIGN_TOTAL_MAX_CENTS) {
    const message = { key: 'errors:campaignTooExpensive', values: {} };
    throw new ServiceError('BAD_USER_INPUT', message.key, { fields: { number_of_deals: message } });
  }
  return { values, brandId: brand.id, products: chosen, price };
}
