import type {
  CampaignDetail,
  CampaignPage,
  CampaignProductSummary,
  CampaignRow,
  CampaignTabCount,
} from '@/features/campaigns/api';
import type { CampaignDraft } from '@/features/campaigns/campaignsSlice';
import { CAMPAIGN_TABS } from '@/domain/campaigns/rules';
import { companyData, stubApi, type Reply } from '../account/apiStub';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { cardsReply, walletReply } from '../wallet/walletStub';

// The campaign pages' data as the API answers it, and the app rendered around them.

/** Campaign n of a list: live, half its deals filled, a brand and a product of its own. */
export function campaignRow(n: number, overrides: Partial<CampaignRow> = {}): CampaignRow {
  return {
    id: `campaign-${n}`,
    name: `Campaign ${n}`,
    type: 'ugc_video',
    status: 'active',
    brand: { id: `brand-${n}`, name: `Brand ${n}` },
    products: [{ id: `product-${n}`, name: `Product ${n}` }],
    number_of_deals: 10,
    deals_filled: 5,
    content_accepted: 2,
    content_expected: 10,
    spent: 180_00,
    in_escrow: 1_080_00,
    created_at: '2026-03-01T09:00:00.000Z',
    status_changed_at: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function campaignPage(
  nodes: CampaignRow[],
  { total = nodes.length, next = null }: { total?: number; next?: string | null } = {},
): CampaignPage {
  return {
    nodes,
    page_info: { has_next_page: next !== null, end_cursor: next },
    total_count: total,
  };
}

/** Every tab's count, in the order shown; those not given are 0. */
export function tabCounts(counts: Partial<Record<CampaignTabCount['tab'], number>> = {}) {
  return CAMPAIGN_TABS.map((tab) => ({ tab, count: counts[tab] ?? 0 }));
}

/**
 * A live UGC video campaign of 10 deals paid by card: 4 filled, so 6 unfilled; $60 per
 * content, $30 pro tier, $20 for 30 s: $110 per deal, $1,100 subtotal, $110 platform fee.
 */
export function campaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    id: 'campaign-1',
    name: 'Spring glow',
    type: 'ugc_video',
    status: 'active',
    brand: { id: 'brand-1', name: 'Glow Co' },
    products: [
      { id: 'product-1', name: 'Glow serum', price: 29_50 },
      { id: 'product-2', name: 'Night cream', price: 35_00 },
    ],
    delivery_type: 'shipping',
    taxes_shipping_compensation: 0,
    number_of_deals: 10,
    deals_filled: 4,
    creator_tier: 'pro',
    creator_category: 'beauty',
    must_have_tags: ['skincare', 'morning'],
    content_brief: 'Show the serum in morning light.',
    content_format: 'portrait',
    video_duration: 30,
    resource_links: ['https://glow.test/guide', 'javascript:alert(1)'],
    ages: ['18-24', '25-34'],
    genders: ['female'],
    ethnicities: ['asian', 'hispanic'],
    revision_rounds: 2,
    usage_rights: 'organic',
    raw_footage: false,
    extra_hooks: 0,
    payment_method: 'CARD',
    card_id: 'card-1',
    cost_lines: [
      { kind: 'price_per_content', amount: 60_00 },
      { kind: 'creator_tier', amount: 30_00 },
      { kind: 'video_duration', amount: 20_00 },
      { kind: 'product_reimbursement', amount: 0 },
      { kind: 'deals', amount: 10 },
      { kind: 'subtotal', amount: 1_100_00 },
      { kind: 'platform_fee', amount: 110_00 },
      { kind: 'card_fee', amount: 48_40 },
      { kind: 'total', amount: 1_258_40 },
    ],
    total: 1_258_40,
    rejection_reason: null,
    created_at: '2026-03-01T09:00:00.000Z',
    reviewed_at: '2026-03-01T12:00:00.000Z',
    auto_approves_at: '2026-03-02T09:00:00.000Z',
    status_changed_at: '2026-03-01T12:00:00.000Z',
    actions: ['pause', 'deactivate', 'duplicate'],
    content_accepted: 1,
    content_expected: 10,
    spent: 110_00,
    in_escrow: 1_100_00,
    refunded: 0,
    // Made before its activity was recorded, unless a test gives some.
    events: [],
    ...overrides,
  };
}

export function productSummary(
  n: number,
  overrides: Partial<CampaignProductSummary> = {},
): CampaignProductSummary {
  return {
    id: `product-${n}`,
    name: n === 1 ? 'Glow serum' : 'Night cream',
    price: n === 1 ? 29_50 : 35_00,
    link: `https://glow.test/product-${n}`,
    image: n === 1 ? { id: 'image-1', url: '/v1/images/serum.png' } : null,
    deal_counts: [
      { status: 'creator_accepted', count: 2 },
      { status: 'creator_upload_content', count: 1 },
      { status: 'content_approved_by_admin', count: 1 },
    ],
    ...overrides,
  };
}

export const campaignsReply = (page: CampaignPage): Reply => ({ data: { Campaigns: page } });
export const tabCountsReply = (counts = tabCounts({ active: 2 })): Reply => ({
  data: { CampaignTabCounts: counts },
});
export const campaignProductsReply = (
  campaign: CampaignDetail = campaignDetail(),
  products: CampaignProductSummary[] = [productSummary(1), productSummary(2)],
): Reply => ({ data: { CampaignProducts: { campaign, products } } });
export const emptyDeals: Reply = {
  data: {
    Deals: {
      nodes: [],
      page_info: { has_next_page: false, end_cursor: null },
      total_count: 0,
      status_counts: [],
    },
  },
};
export const emptyContents: Reply = {
  data: {
    Contents: { nodes: [], page_info: { has_next_page: false, end_cursor: null }, total_count: 0 },
  },
};

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

/** The app at `route`, logged in as company 42 (with `draft` in the wizard), its API stubbed. */
export function renderCampaigns(
  route: string,
  handlers: Record<string, Handler> = {},
  { draft }: { draft?: CampaignDraft } = {},
) {
  const api = stubApi({
    CompanyData: companyData(companyAccount()),
    Campaigns: campaignsReply(campaignPage([campaignRow(1), campaignRow(2)])),
    CampaignTabCounts: tabCountsReply(),
    // No campaign waiting for payment: the listing's section stays hidden.
    CampaignDrafts: { data: { CampaignDrafts: [] } },
    CampaignProducts: campaignProductsReply(),
    Cards: cardsReply([]),
    Wallet: walletReply(0),
    Deals: emptyDeals,
    Contents: emptyContents,
    ...handlers,
  });
  const view = renderApp({
    route,
    preloadedState: {
      session: { token: 'token-1', role: 'company' },
      preferences: { locale: 'en', colorMode: 'light', sidebarCollapsed: false },
      ...(draft ? { campaignDraft: { byCompany: { '42': draft } } } : {}),
    },
  });
  return { api, ...view };
}
