import type {
  DealContent,
  DealDetail,
  DealMessage,
  DealMessagePage,
  DealPage,
  DealRow,
} from '@/features/deals/api';
import type { RealtimeClient, RealtimeClientFactory } from '@/features/realtime/mqtt/client';
import { makeStore } from '@/store/store';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { companyData, stubApi, type Reply } from '../account/apiStub';

export const DEAL_ID = 'deal-7';

/** Deal n of a list: a creator, a campaign and a product of its own. */
export function dealRow(n: number, overrides: Partial<DealRow> = {}): DealRow {
  return {
    id: `deal-${n}`,
    status: 'creator_accepted',
    delivery: 'pending_shipping',
    campaign: { id: `campaign-${n}`, name: `Campaign ${n}`, delivery_type: 'shipping' },
    creator: { id: `creator-${n}`, name: `Creator ${n}`, avatar_url: `/v1/avatars/${n}.png` },
    products: [{ id: `product-${n}`, name: `Product ${n}`, image_url: null }],
    unread_messages: 0,
    last_message_at: null,
    updated_at: new Date(Date.now() - n * 3_600_000).toISOString(),
    ...overrides,
  };
}

export function dealPage(
  nodes: DealRow[],
  {
    total = nodes.length,
    next = null,
    counts = [],
  }: { total?: number; next?: string | null; counts?: DealPage['status_counts'] } = {},
): DealPage {
  return {
    nodes,
    page_info: { has_next_page: next !== null, end_cursor: next },
    total_count: total,
    status_counts: counts,
  };
}

export function content(n: number, overrides: Partial<DealContent> = {}): DealContent {
  return {
    id: `content-${n}`,
    deal_id: DEAL_ID,
    campaign_id: 'campaign-1',
    campaign_name: 'Spring glow',
    brand_id: 'brand-1',
    brand_name: 'Glow Co',
    creator: { id: 'creator-1', name: 'Ana Ruiz', avatar_url: '/v1/avatars/1.png' },
    kind: 'video',
    status: 'accepted',
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
    feedback: null,
    time_comments: [],
    created_at: '2026-03-02T10:00:00.000Z',
    reviewed_at: null,
    ...overrides,
  };
}

/** A shipping deal of a UGC video campaign, just started: the company ships next. */
export function dealDetail(overrides: Partial<DealDetail> = {}): DealDetail {
  return {
    id: DEAL_ID,
    status: 'creator_accepted',
    delivery: 'pending_shipping',
    campaign_id: 'campaign-1',
    campaign: {
      id: 'campaign-1',
      name: 'Spring glow',
      type: 'ugc_video',
      delivery_type: 'shipping',
      brand_id: 'brand-1',
      brand_name: 'Glow Co',
      content_format: 'vertical',
      video_duration: 30,
      usage_rights: 'organic',
      raw_footage: false,
      extra_hooks: 0,
      content_brief: 'Show the serum in morning light.',
      revision_rounds: 2,
    },
    creator: {
      id: 'creator-1',
      name: 'Ana Ruiz',
      avatar_url: '/v1/avatars/1.png',
      tier: 'pro',
      followers: 123_400,
    },
    products: [
      {
        id: 'product-1',
        name: 'Glow serum',
        price: 2_950,
        link: 'https://glow.test/serum',
        image_url: '/v1/images/serum.png',
      },
    ],
    carrier: null,
    tracking_number: null,
    order_number: null,
    order_total: null,
    receipt_image_url: null,
    shipping_address: null,
    post_url: null,
    fee: 9_000,
    reimbursement: 0,
    revisions_used: 0,
    revisions_left: 2,
    canceled_by: null,
    cancel_reason: null,
    auto_accept_at: null,
    actions: ['ship', 'cancel'],
    events: [],
    contents: [],
    unread_messages: 0,
    last_message_at: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function message(n: number, overrides: Partial<DealMessage> = {}): DealMessage {
  return {
    id: `message-${n}`,
    deal_id: DEAL_ID,
    author: n % 2 === 0 ? 'company' : 'creator',
    author_name: n % 2 === 0 ? 'Northwind Labs' : 'Ana Ruiz',
    text: `Message ${n}`,
    created_at: new Date(Date.UTC(2026, 2, 1, 10, n)).toISOString(),
    ...overrides,
  };
}

/** A chat page, newest first (as the API pages it). */
export function messagePage(nodes: DealMessage[], next: string | null = null): DealMessagePage {
  return { nodes, page_info: { has_next_page: next !== null, end_cursor: next } };
}

export const dealsReply = (page: DealPage): Reply => ({ data: { Deals: page } });
export const dealReply = (deal: DealDetail = dealDetail()): Reply => ({ data: { Deal: deal } });
export const messagesReply = (page: DealMessagePage): Reply => ({ data: { DealMessages: page } });
export const campaignOptionsReply = (
  nodes: Array<{ id: string; name: string }> = [{ id: 'campaign-1', name: 'Campaign 1' }],
): Reply => ({ data: { Campaigns: { nodes, total_count: nodes.length } } });

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

/** A real-time client that records what the app asks of it and delivers what a test sends. */
export function fakeRealtime() {
  const calls: string[] = [];
  let onMessage: ((topic: string, payload: Uint8Array) => void) | null = null;
  const client: RealtimeClient = {
    open: () => calls.push('open'),
    close: () => calls.push('close'),
    subscribe: (topic) => calls.push(`subscribe ${topic}`),
    unsubscribe: (topic) => calls.push(`unsubscribe ${topic}`),
    publish: (topic) => calls.push(`publish ${topic}`),
  };
  const factory: RealtimeClientFactory = (events) => {
    onMessage = events.onMessage;
    return client;
  };
  const receive = (topic: string, payload: unknown) =>
    onMessage?.(topic, new TextEncoder().encode(JSON.stringify(payload)));
  return { factory, calls, receive };
}

/** The app at `route`, logged in, with the deals' operations stubbed. */
export function renderDeals(
  route: string,
  handlers: Record<string, Handler> = {},
  { realtime }: { realtime?: ReturnType<typeof fakeRealtime> } = {},
) {
  const api = stubApi({
    CompanyData: companyData(companyAccount()),
    Deals: dealsReply(dealPage([dealRow(1), dealRow(2)])),
    DealCampaignOptions: campaignOptionsReply(),
    Deal: dealReply(),
    DealMessages: messagesReply(messagePage([])),
    DealMessagesRead: { data: { DealMessagesRead: { id: DEAL_ID, unread_messages: 0 } } },
    ...handlers,
  });
  const preloadedState = { session: { token: 'token-1', role: 'company' as const } };
  const view = realtime
    ? renderApp({ route, store: makeStore(preloadedState, { realtime: realtime.factory }) })
    : renderApp({ route, preloadedState });
  return { api, ...view };
}
