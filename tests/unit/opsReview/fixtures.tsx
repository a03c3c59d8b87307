import { Route, Routes } from 'react-router-dom';
import type {
  OpsCampaignItem,
  OpsDealMessage,
  OpsDisputeDetail,
  OpsDisputeRow,
  OpsScreeningItem,
} from '@/features/opsReview/api';
import OpsCampaignQueue from '@/features/opsReview/screens/OpsCampaignQueue';
import OpsCampaignReview from '@/features/opsReview/screens/OpsCampaignReview';
import OpsContentScreening from '@/features/opsReview/screens/OpsContentScreening';
import OpsDisputeQueue from '@/features/opsReview/screens/OpsDisputeQueue';
import OpsDisputeReview from '@/features/opsReview/screens/OpsDisputeReview';
import { patterns } from '@/src/lib/paths';
import type { RootState } from '@/store/store';
import { stubApi, type Reply } from '../account/apiStub';
import { content, dealDetail } from '../deals/fixtures';
import { renderWithProviders } from '../renderWithProviders';

export const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

export function opsCampaign(n: number, overrides: Partial<OpsCampaignItem['campaign']> = {}) {
  const item: OpsCampaignItem = {
    campaign: {
      id: `campaign-${n}`,
      name: `Campaign ${n}`,
      type: 'ugc_video',
      status: 'pending_admin_approval',
      brand: { id: `brand-${n}`, name: `Brand ${n}` },
      products: [{ id: `product-${n}`, name: `Serum ${n}`, price: 2_950 }],
      delivery_type: 'refund',
      taxes_shipping_compensation: 500,
      number_of_deals: 5,
      creator_tier: 'pro',
      creator_category: 'beauty',
      must_have_tags: ['#glow'],
      content_brief: `Brief of campaign ${n}`,
      content_format: 'portrait',
      video_duration: 30,
      usage_rights: 'organic',
      raw_footage: false,
      extra_hooks: 0,
      resource_links: ['https://glow.test/guide'],
      ages: ['18-24'],
      genders: ['female'],
      revision_rounds: 2,
      payment_method: 'WALLET',
      total: 125_000 * n,
      created_at: ago(n),
      auto_approves_at: new Date(Date.now() + 20 * HOUR).toISOString(),
      ...overrides,
    },
    company: { id: `company-${n}`, name: `Company ${n}`, email: `owner${n}@company.test` },
    waiting_since: ago(n),
  };
  return item;
}

export function opsScreening(n: number): OpsScreeningItem {
  return {
    content: content(n, {
      id: `content-${n}`,
      deal_id: `deal-${n}`,
      status: 'pending_approval',
      kind: 'image',
      creator: { id: `creator-${n}`, name: `Creator ${n}`, avatar_url: '' },
    }),
    deal: {
      id: `deal-${n}`,
      status: 'creator_upload_content',
      campaign: {
        id: `campaign-${n}`,
        name: `Campaign ${n}`,
        type: 'ugc_image',
        content_brief: `Brief of campaign ${n}`,
      },
      revisions_used: 1,
      revisions_left: 1,
    },
    company: { id: `company-${n}`, name: `Company ${n}`, email: `owner${n}@company.test` },
    creator: {
      id: `creator-${n}`,
      name: `Creator ${n}`,
      email: `creator${n}@creators.test`,
      avatar_url: '',
    },
    waiting_since: ago(n),
  };
}

export function opsDisputeRow(n: number): OpsDisputeRow {
  return {
    deal: {
      id: `deal-${n}`,
      status: 'content_approved_by_admin',
      campaign: { id: `campaign-${n}`, name: `Campaign ${n}` },
      fee: 9_000,
      revisions_used: 2,
      revisions_left: 0,
    },
    company: { id: `company-${n}`, name: `Company ${n}`, email: `owner${n}@company.test` },
    creator: {
      id: `creator-${n}`,
      name: `Creator ${n}`,
      email: `creator${n}@creators.test`,
      avatar_url: '',
    },
    waiting_since: ago(n),
  };
}

/** Deal 7 in dispute: its two revision rounds used, the third upload awaiting the company. */
export function opsDispute(overrides: Partial<OpsDisputeDetail['deal']> = {}): OpsDisputeDetail {
  return {
    deal: {
      ...dealDetail({
        status: 'content_approved_by_admin',
        delivery: 'delivered',
        revisions_used: 2,
        revisions_left: 0,
        actions: [],
        contents: [content(3, { status: 'accepted' })],
      }),
      ...overrides,
    },
    company: { id: 'company-1', name: 'Glow Co', email: 'owner@glow.test' },
    creator: {
      id: 'creator-1',
      name: 'Ana Ruiz',
      email: 'ana@creators.test',
      avatar_url: '/v1/avatars/1.png',
    },
    waiting_since: ago(5),
  };
}

export function chatMessage(n: number, overrides: Partial<OpsDealMessage> = {}): OpsDealMessage {
  return {
    id: `message-${n}`,
    deal_id: 'deal-7',
    author: n % 2 === 0 ? 'company' : 'creator',
    author_name: n % 2 === 0 ? 'Glow Co' : 'Ana Ruiz',
    text: `Message ${n}`,
    created_at: new Date(Date.UTC(2026, 2, 1, 10, n)).toISOString(),
    ...overrides,
  };
}

/** A queue's page, as the connection answers it. */
export function page<Node>(
  nodes: Node[],
  { total = nodes.length, next = null as string | null } = {},
) {
  return {
    nodes,
    page_info: { has_next_page: next !== null, end_cursor: next },
    total_count: total,
  };
}

export const reply = (field: string, value: unknown): Reply => ({ data: { [field]: value } });

/** An API error as server/graphql/errors.ts formats it. */
export const apiError = (
  code: string,
  message: string,
  fields?: Record<string, string>,
): Reply => ({
  errors: [{ message, extensions: { code, ...(fields && { fields }) } }],
});

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

/** The review screens in their console routes (the route table adds them once merged). */
function OpsReviewRoutes() {
  return (
    <Routes>
      <Route path={patterns.opsCampaigns} element={<OpsCampaignQueue />} />
      <Route path={patterns.opsCampaign} element={<OpsCampaignReview />} />
      <Route path={patterns.opsContent} element={<OpsContentScreening />} />
      <Route path={patterns.opsDisputes} element={<OpsDisputeQueue />} />
      <Route path={patterns.opsDispute} element={<OpsDisputeReview />} />
    </Routes>
  );
}

/** A review screen at `route`, a session held, the review operations stubbed. */
export function renderOps(route: string, handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    OpsCampaigns: reply('OpsCampaigns', page([opsCampaign(1), opsCampaign(2)])),
    OpsScreenings: reply('OpsScreenings', page([opsScreening(1), opsScreening(2)])),
    OpsDisputes: reply('OpsDisputes', page([opsDisputeRow(1), opsDisputeRow(2)])),
    OpsDisputeDetail: reply('OpsDeal', opsDispute()),
    OpsDealMessages: reply('OpsDealMessages', page([chatMessage(1), chatMessage(2)])),
    ...handlers,
  });
  // The session slice knows the company and creator roles; these screens read none.
  const preloadedState: Partial<RootState> = { session: { token: 'token-1', role: 'company' } };
  return { api, ...renderWithProviders(<OpsReviewRoutes />, { route, preloadedState }) };
}

/** The success toasts raised, by key. */
export const toastKeys = (state: RootState) => state.toasts.items.map((toast) => toast.messageKey);
