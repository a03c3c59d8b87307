import type { MarketCampaignDetail } from '@/features/marketplace/api';

/** A campaign as the marketplace's operations return it; tests override what they are about. */
export function marketCampaign(
  id: string,
  overrides: Partial<MarketCampaignDetail> = {},
): MarketCampaignDetail {
  return {
    id,
    name: `Campaign ${id}`,
    type: 'ugc_video',
    brand_name: 'Glow Lab',
    brand_logo_url: null,
    products: [{ name: 'Night cream', photo_urls: ['https://img.test/cream.png'] }],
    earnings_per_deal: 80_00,
    delivery_type: 'refund',
    reimbursement_per_deal: 24_99,
    creator_category: 'beauty',
    number_of_deals: 3,
    slots_left: 2,
    open: true,
    created_at: '2026-03-01T10:00:00.000Z',
    invited: false,
    application: null,
    deal_id: null,
    content_brief: 'Show the cream at night',
    must_have_tags: ['glow'],
    content_format: 'portrait',
    video_duration: 30,
    usage_rights: 'organic',
    raw_footage: false,
    extra_hooks: 0,
    // $60 for the video, $20 for 30 s: the $80 above.
    earnings_lines: [
      { kind: 'price_per_content', amount: 60_00 },
      { kind: 'creator_tier', amount: 0 },
      { kind: 'video_duration', amount: 20_00 },
      { kind: 'usage_rights', amount: 0 },
      { kind: 'raw_footage', amount: 0 },
      { kind: 'extra_hooks', amount: 0 },
    ],
    resource_links: ['https://example.com/guide'],
    revision_rounds: 2,
    ...overrides,
  } as MarketCampaignDetail;
}

/** One page of a connection of `nodes`. */
export const pageOf = <T>(nodes: T[], total = nodes.length, endCursor: string | null = null) => ({
  nodes,
  page_info: { has_next_page: endCursor !== null, end_cursor: endCursor },
  total_count: total,
});

export const CREATOR_SESSION = { session: { token: 't', role: 'creator' as const } };
