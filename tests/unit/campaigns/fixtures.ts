import type { CampaignDraft } from '@/features/campaigns/campaignsSlice';

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
