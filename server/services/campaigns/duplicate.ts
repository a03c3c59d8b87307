/**
 * CampaignDuplicate (docs/product.md#campaign-statuses): a new wizard draft from one of the
 * company's campaigns, whatever its status: its entries as CampaignInput holds them, with
 * the products its brand still has, in the order chosen. Nothing is written or charged;
 * the wizard checks and prices the draft again when it is submitted.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignProducts, campaigns } from '../../db/schema/campaigns';
import { products } from '../../db/schema/products';
import type { ServiceEnv } from '../env';
import { parseId } from '../ids';
import { findOwned } from '../shared/owned';
import type { CampaignInputArgs } from './input';
import { campaignNotFound } from './view';

/**
 * `draft` with only the products its brand still has, in the order chosen (a product
 * deleted or moved since is dropped; the wizard asks for products again if none is left).
 * CampaignDuplicate's and CampaignDraftOpen's answer.
 */
export async function draftWithProductsKept(
  db: Database,
  draft: CampaignInputArgs,
): Promise<CampaignInputArgs> {
  const brandId = parseId(draft.brand_id);
  const ids = draft.product_ids.map(parseId).filter((id): id is number => id !== null);
  const kept =
    brandId === null || ids.length === 0
      ? []
      : await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.brand_id, brandId), inArray(products.id, ids)));
  const still = new Set(kept.map((product) => product.id));
  return { ...draft, product_ids: ids.filter((id) => still.has(id)).map(String) };
}

export async function duplicateCampaign(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<CampaignInputArgs> {
  const campaign = await findOwned(env.db, campaigns, companyId, id);
  if (!campaign) throw campaignNotFound();
  const chosen = await env.db
    .select({ id: campaignProducts.product_id })
    .from(campaignProducts)
    .where(eq(campaignProducts.campaign_id, campaign.id))
    .orderBy(asc(campaignProducts.position));
  return draftWithProductsKept(env.db, {
    type: campaign.type,
    name: campaign.name,
    brand_id: String(campaign.brand_id),
    product_ids: chosen.map((product) => String(product.id)),
    delivery_type: campaign.delivery_type,
    taxes_shipping_compensation: campaign.taxes_shipping_compensation_cents,
    number_of_deals: campaign.number_of_deals,
    creator_tier: campaign.creator_tier,
    creator_category: campaign.creator_category,
    must_have_tags: campaign.must_have_tags,
    content_brief: campaign.content_brief,
    content_format: campaign.content_format,
    video_duration: campaign.video_duration,
    resource_links: campaign.resource_links,
    ages: campaign.ages,
    genders: campaign.genders,
    ethnicities: campaign.ethnicities,
    revision_rounds: campaign.revision_rounds,
    usage_rights: campaign.usage_rights,
    raw_footage: campaign.raw_footage,
    extra_hooks: campaign.extra_hooks,
  });
}
