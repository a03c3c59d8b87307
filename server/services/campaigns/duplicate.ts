/**
 * CampaignDuplicate (docs/product.md#campaign-statuses): a new wizard draft from one of the
 * company's campaigns, whatever its status: its entries as CampaignInput holds them, with
 * the products its brand still has, in the order chosen. Nothing is written or charged;
 * the wizard checks and prices the draft again when it is submitted.
 */
import { and, asc, eq } from 'drizzle-orm';
import { campaignProducts, campaigns } from '../../db/schema/campaigns';
import { products } from '../../db/schema/products';
import type { ServiceEnv } from '../env';
import { findOwned } from '../shared/owned';
import type { CampaignInputArgs } from './input';
import { campaignNotFound } from './view';

export async function duplicateCampaign(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<CampaignInputArgs> {
  const campaign = await findOwned(env.db, campaigns, companyId, id);
  if (!campaign) throw campaignNotFound();
  const kept = await env.db
    .select({ id: products.id })
    .from(campaignProducts)
    .innerJoin(
      products,
      and(eq(products.id, campaignProducts.product_id), eq(products.brand_id, campaign.brand_id)),
    )
    .where(eq(campaignProducts.campaign_id, campaign.id))
    .orderBy(asc(campaignProducts.position));
  return {
    type: campaign.type,
    name: campaign.name,
    brand_id: String(campaign.brand_id),
    product_ids: kept.map((product) => String(product.id)),
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
  };
}
