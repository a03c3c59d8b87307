import { campaignPrice, type PricingInput } from '@/domain/campaigns/rules';
import { isUsageRights, NO_EXTRA_RIGHTS } from '@/domain/campaigns/rights';
import type { CampaignDraft } from '@/features/campaigns/campaignsSlice';
import type { CampaignInput } from '@/store/generated/graphql';
import type { Reply } from '../account/apiStub';

/** A UGC video draft that passes every step's rules, as the forms hold it (text as typed). */
export const COMPLETE_DRAFT: CampaignDraft = {
  type: 'ugc_video',
  name: 'Spring launch',
  brand_id: 'brand-1',
  product_ids: ['product-1'],
  delivery_type: 'refund',
  taxes_shipping_compensation: '5',
  number_of_deals: '10',
  creator_tier: 'pro',
  creator_category: 'beauty',
  must_have_tags: ['skincare'],
  content_brief: 'Show the serum in a morning routine.',
  content_format: 'portrait',
  video_duration: '0.5',
  video_duration_unit: 'minutes',
  resource_links: ['https://northwind.test/guide'],
  ages: ['18-24'],
  genders: ['female'],
  ethnicities: ['asian'],
  revision_rounds: '2',
  stepReached: 3,
};

/** The brand's products as CampaignProductOptions answers them. */
export const PRODUCTS = [
  { id: 'product-1', name: 'Glow serum', price: 24_99 },
  { id: 'product-2', name: 'Night cream', price: 35_00 },
];

/** The server's quote: the same pricing function over the input it receives. */
export function quoteReply(variables: Record<string, unknown>): Reply {
  const input = variables.input as CampaignInput;
  const price = campaignPrice({
    type: input.type,
    deals: input.number_of_deals,
    tier: input.creator_tier,
    videoDuration: (input.video_duration ?? null) as PricingInput['videoDuration'],
    delivery: input.delivery_type,
    productPricesCents: input.product_ids.map((id) => PRODUCTS.find((p) => p.id === id)!.price),
    compensationCents: input.taxes_shipping_compensation,
    method: variables.method as PricingInput['method'],
    usageRights: isUsageRights(input.usage_rights)
      ? input.usage_rights
      : NO_EXTRA_RIGHTS.usageRights,
    rawFootage: input.raw_footage ?? NO_EXTRA_RIGHTS.rawFootage,
    extraHooks: input.extra_hooks ?? NO_EXTRA_RIGHTS.extraHooks,
  });
  const lines = price.lines.map(({ kind, amountCents }) => ({ kind, amount: amountCents }));
  return { data: { CampaignQuote: { lines, total: price.totalCents } } };
}
