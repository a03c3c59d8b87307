import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { OpsCompanyDetail, OpsCompanyRow } from '@/features/opsCompanies/api';
import type { OpsCreator } from '@/features/opsCreators/api';
import type { OpsPayout } from '@/features/opsMoney/api';
import { stubApi, type Reply } from '../account/apiStub';
import { renderWithProviders } from '../renderWithProviders';

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

/** A reason long enough for the console's rule (8 to 255 characters). */
export const REASON = 'Checked the profile by hand';

/** Creator n: two declared handles (Instagram verified), never checked, basic. */
export function opsCreator(n: number, overrides: Partial<OpsCreator> = {}): OpsCreator {
  return {
    id: `creator-${n}`,
    name: `Creator ${n}`,
    email: `creator-${n}@creators.test`,
    avatar_url: `/v1/avatars/${n}.png`,
    tier: 'basic',
    categories: ['beauty', 'health'],
    country: 'MX',
    followers: 12_500,
    handles: {
      instagram: { handle: `insta${n}`, followers: 10_000, verified: true },
      tiktok: { handle: `tok${n}`, followers: 2_500, verified: false },
      youtube: null,
    },
    accepted_deals: 1,
    may_be_pro: false,
    suspended: false,
    suspended_at: null,
    handles_checked_at: null,
    joined_at: new Date(Date.now() - n * 3_600_000).toISOString(),
    ...overrides,
  };
}

export function connection<Node>(
  nodes: Node[],
  { total = nodes.length, next = null as string | null } = {},
) {
  return {
    nodes,
    page_info: { has_next_page: next !== null, end_cursor: next },
    total_count: total,
  };
}

export function opsCompany(n: number, overrides: Partial<OpsCompanyRow> = {}): OpsCompanyRow {
  return {
    id: `company-${n}`,
    name: `Company ${n}`,
    email: `owner@company-${n}.test`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    created_at: new Date(Date.now() - n * 86_400_000).toISOString(),
    deleted: false,
    wallet_balance: 125_000,
    in_escrow: 30_000,
    campaigns_count: 3,
    deals_count: 7,
    ...overrides,
  };
}

export function opsCompanyDetail(overrides: Partial<OpsCompanyDetail> = {}): OpsCompanyDetail {
  return {
    company: opsCompany(1),
    campaigns: [
      {
        id: 'campaign-1',
        name: 'Spring glow',
        status: 'active',
        total: 90_000,
        deals_filled: 2,
        number_of_deals: 5,
        created_at: '2026-03-01T10:00:00.000Z',
      },
    ],
    deals: [
      {
        id: 'deal-1',
        status: 'completed',
        campaign_name: 'Spring glow',
        creator_name: 'Ana Ruiz',
        fee: 9_000,
        updated_at: '2026-03-05T10:00:00.000Z',
      },
    ],
    transactions: [
      {
        id: 'tx-1',
        kind: 'top_up_bank',
        description: 'Bank transfer REF-1',
        amount: 50_000,
        balance_after: 125_000,
        created_at: '2026-03-02T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function opsPayout(n: number, overrides: Partial<OpsPayout> = {}): OpsPayout {
  return {
    id: `payout-${n}`,
    creator: {
      id: `creator-${n}`,
      name: `Creator ${n}`,
      email: `creator-${n}@creators.test`,
      avatar_url: `/v1/avatars/${n}.png`,
    },
    amount: 12_345,
    account_last4: '6789',
    failure_code: 'account_closed',
    failure_message: 'The bank account is closed',
    failed_at: new Date(Date.now() - n * 3_600_000).toISOString(),
    retryable: true,
    ...overrides,
  };
}

/**
 * One console screen at `route`, matched by `pattern` as the console's route table will
 * (its parameters read by the screen), with an operator's session and the API stubbed.
 */
export function renderOps(
  screen: ReactElement,
  pattern: string,
  route: string,
  handlers: Record<string, Handler>,
) {
  const api = stubApi(handlers);
  const view = renderWithProviders(
    <Routes>
      <Route path={pattern} element={screen} />
      <Route path="*" element={null} />
    </Routes>,
    { route, preloadedState: { session: { token: 'operator-token', role: 'company' } } },
  );
  return { api, ...view };
}
