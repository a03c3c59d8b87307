import type {
  CreatorDealCard,
  CreatorDealContent,
  CreatorDealDetail,
  CreatorDealsPage,
} from '@/features/creatorDeals/api';
import { renderApp } from '../renderWithProviders';
import { stubApi, type Reply } from '../account/apiStub';
import { initialPreferences, type Locale } from '@/features/preferences/preferencesSlice';
import { creatorAccount, creatorData, creatorProfile, creatorSession } from '../helpers/creatorApi';

export const DEAL_ID = 'deal-9';

/** A deal of My deals; tests override what they are about. */
export function dealCard(n: number, overrides: Partial<CreatorDealCard> = {}): CreatorDealCard {
  return {
    id: `deal-${n}`,
    status: 'creator_accepted',
    delivery: 'pending_shipping',
    campaign: {
      id: `campaign-${n}`,
      name: `Campaign ${n}`,
      type: 'ugc_video',
      delivery_type: 'refund',
      brand_name: 'Glow Lab',
    },
    products: [{ id: `product-${n}`, name: 'Night cream', image_url: '/v1/images/cream.png' }],
    contents: [],
    events: [],
    creator_due_at: '2030-03-08T10:00:00.000Z',
    unread_messages: 0,
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function dealsPage(
  nodes: CreatorDealCard[],
  { total = nodes.length, next = null }: { total?: number; next?: string | null } = {},
): CreatorDealsPage {
  return {
    nodes,
    page_info: { has_next_page: next !== null, end_cursor: next },
    total_count: total,
  };
}

/** An upload of the creator's, as the deal's page reads it. */
export function content(
  n: number,
  overrides: Partial<CreatorDealContent> = {},
): CreatorDealContent {
  return {
    id: `content-${n}`,
    deal_id: DEAL_ID,
    campaign_id: 'campaign-1',
    campaign_name: 'Night glow',
    brand_id: 'brand-1',
    brand_name: 'Glow Lab',
    creator: { id: 'creator-7', name: 'Maya Ortiz', avatar_url: 'https://cdn.test/maya.jpg' },
    kind: 'video',
    status: 'denied',
    round: n,
    files: [
      {
        id: `file-${n}`,
        role: 'main',
        url: `/v1/content-files/file-${n}`,
        content_type: 'video/mp4',
        size: 1,
      },
    ],
    feedback: 'Show the jar in daylight, please',
    time_comments: [],
    created_at: '2026-03-02T10:00:00.000Z',
    reviewed_at: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}

/** A refund deal of a UGC video campaign, just started: the creator buys the product next. */
export function dealDetail(overrides: Partial<CreatorDealDetail> = {}): CreatorDealDetail {
  return {
    id: DEAL_ID,
    status: 'creator_accepted',
    delivery: 'pending_shipping',
    campaign_id: 'campaign-1',
    campaign: {
      id: 'campaign-1',
      name: 'Night glow',
      type: 'ugc_video',
      delivery_type: 'refund',
      brand_id: 'brand-1',
      brand_name: 'Glow Lab',
      content_format: 'portrait',
      video_duration: 30,
      usage_rights: 'organic',
      raw_footage: false,
      extra_hooks: 0,
      content_brief: 'Show the cream at night.',
      must_have_tags: ['#glow'],
      revision_rounds: 2,
    },
    products: [
      {
        id: 'product-1',
        name: 'Night cream',
        price: 2_499,
        link: 'https://glow.test/cream',
        image_url: '/v1/images/cream.png',
      },
    ],
    carrier: null,
    tracking_number: null,
    order_number: null,
    order_total: null,
    receipt_image_url: null,
    post_url: null,
    fee: 8_000,
    reimbursement: 2_999,
    revisions_used: 0,
    revisions_left: 2,
    canceled_by: null,
    cancel_reason: null,
    creator_due_at: '2030-03-08T10:00:00.000Z',
    actions: ['report_purchase', 'cancel'],
    events: [],
    contents: [],
    unread_messages: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const dealReply = (deal: CreatorDealDetail = dealDetail()): Reply => ({
  data: { CreatorDeal: deal },
});

export const noMessages: Reply = {
  data: {
    CreatorDealMessages: { nodes: [], page_info: { has_next_page: false, end_cursor: null } },
  },
};

type Handler = Parameters<typeof stubApi>[0][string];

/** The whole creators' app at `route`, with a creator's session and the deal operations. */
export function renderCreatorDeals(
  route: string,
  handlers: Record<string, Handler> = {},
  locale?: Locale,
) {
  const api = stubApi({
    CreatorData: creatorData(creatorAccount({ profile: creatorProfile() })),
    CreatorDeals: { data: { CreatorDeals: dealsPage([dealCard(1)]) } },
    CreatorDeal: dealReply(),
    CreatorDealMessages: noMessages,
    CreatorDealMessagesRead: {
      data: { CreatorDealMessagesRead: { id: DEAL_ID, unread_messages: 0 } },
    },
    ...handlers,
  });
  const preferences = locale ? { preferences: { ...initialPreferences, locale } } : {};
  return { api, ...renderApp({ route, preloadedState: { ...creatorSession, ...preferences } }) };
}

/** What a creator's move answers. */
export const moved = (operation: string, fields: Partial<CreatorDealDetail>) => ({
  data: {
    [operation]: {
      id: DEAL_ID,
      status: 'purchased_sent',
      delivery: 'pending_delivery',
      actions: [],
      creator_due_at: null,
      updated_at: '2026-03-02T10:00:00.000Z',
      ...fields,
    },
  },
});
