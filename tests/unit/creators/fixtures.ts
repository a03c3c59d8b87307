import type {
  CampaignCreator,
  CreatorPage,
  CreatorProfile,
  DiscoveryCampaign,
} from '@/features/creators/api';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { companyData, stubApi, type Reply } from '../account/apiStub';

export const CAMPAIGN_ID = 'campaign-7';

export function campaign(overrides: Partial<DiscoveryCampaign> = {}): DiscoveryCampaign {
  return {
    id: CAMPAIGN_ID,
    name: 'Spring glow',
    status: 'active',
    number_of_deals: 5,
    deals_filled: 1,
    ...overrides,
  };
}

/** Creator n of a list: numbers that differ per creator, so each row reads its own. */
export function entry(
  n: number,
  overrides: Partial<CampaignCreator['creator']> = {},
  extra: Partial<Omit<CampaignCreator, 'creator'>> = {},
): CampaignCreator {
  return {
    creator: {
      id: `creator-${n}`,
      name: `Creator ${n}`,
      avatar_url: `/v1/avatars/creator-${n}.png`,
      tier: 'basic',
      categories: ['beauty'],
      followers: 1000 * n,
      views: 5000 * n,
      engagement_rate: 300 + n,
      price: 10_000 + n * 100,
      ...overrides,
    },
    application: null,
    invited: false,
    deal: null,
    ...extra,
  };
}

export function profile(n: number, overrides: Partial<CreatorProfile> = {}): CreatorProfile {
  const { creator } = entry(n);
  return {
    ...creator,
    age_range: '25-34',
    country: 'MX',
    bio: 'Skincare routines filmed in natural light.',
    portfolio: ['/v1/portfolio/1.png', '/v1/portfolio/2.png'],
    intro_video_url: null,
    handles: {
      instagram: { handle: 'glow.daily', followers: 12_500, verified: true },
      tiktok: { handle: 'glowdaily', followers: 1, verified: false },
      youtube: null,
    },
    joined_at: '2024-03-05T12:00:00.000Z',
    last_active_at: '2025-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export function connection(
  nodes: CampaignCreator[],
  { total = nodes.length, next = null }: { total?: number; next?: string | null } = {},
): CreatorPage {
  return {
    nodes,
    page_info: { has_next_page: next !== null, end_cursor: next },
    total_count: total,
  };
}

export const creatorsReply = (page: CreatorPage): Reply => ({ data: { Creators: page } });
export const applicantsReply = (page: CreatorPage): Reply => ({
  data: { CampaignApplicants: page },
});
export const campaignReply = (value: DiscoveryCampaign = campaign()): Reply => ({
  data: { Campaign: value },
});

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

/** The app at `route`, logged in (in `locale`), with the discovery's operations stubbed. */
export function renderDiscovery(
  route: string,
  handlers: Record<string, Handler> = {},
  locale: 'en' | 'es' = 'en',
) {
  const api = stubApi({
    CompanyData: companyData(companyAccount()),
    DiscoveryCampaign: campaignReply(),
    CampaignApplicants: applicantsReply(connection([])),
    Creators: creatorsReply(connection([entry(1), entry(2)])),
    ...handlers,
  });
  const view = renderApp({
    route,
    preloadedState: {
      session: { token: 'token-1', role: 'company' },
      preferences: { locale, colorMode: 'light', sidebarCollapsed: false },
    },
  });
  return { api, ...view };
}

export const discoveryPath = (query = '') =>
  `/campaign/${CAMPAIGN_ID}/creators-discovery${query ? `?${query}` : ''}`;
