import { createElement } from 'react';
import { selectToasts } from '@/src/entities/toasts/toastsSlice';
import type { AppStore } from '@/store/store';
import type {
  CreatorEarnings,
  EarningsStatement,
  MovementItem,
  PayoutAccount,
  PayoutItem,
} from '@/features/earnings/api';
import Earnings from '@/features/earnings/screens/Earnings';
import { initialPreferences, type Locale } from '@/features/preferences/preferencesSlice';
import { stubApi, type Reply } from '../account/apiStub';
import { CREATOR_SESSION } from '../marketplace/marketStub';
import { renderWithProviders } from '../renderWithProviders';
import { stubGateway, type GatewayReply } from '../helpers/gateway';

export type { GatewayReply } from '../helpers/gateway';

export const ACCOUNT: PayoutAccount = {
  id: 'pa-1',
  holder_name: 'Maya Ortiz',
  bank_name: 'Sandbox Bank',
  last4: '6789',
  created_at: '2026-03-01T10:00:00.000Z',
};

/** CreatorEarnings as the server answers it; tests override what they are about. */
export function earnings(overrides: Partial<CreatorEarnings> = {}): CreatorEarnings {
  return {
    pending: 0,
    available: 125_00,
    in_flight: 0,
    paid_out: 300_00,
    minimum_payout: 20_00,
    payout_account: ACCOUNT,
    current_payout: null,
    ...overrides,
  };
}

export const earningsReply = (overrides: Partial<CreatorEarnings> = {}): Reply => ({
  data: { CreatorEarnings: earnings(overrides) },
});

export function movement(id: string, overrides: Partial<MovementItem> = {}): MovementItem {
  return {
    id,
    kind: 'fee',
    amount: 80_00,
    description: `Fee: Campaign ${id} (Glow Lab)`,
    deal_id: `deal-${id}`,
    balance_after: 125_00,
    available_at: null,
    created_at: '2026-03-09T14:30:00.000Z',
    ...overrides,
  };
}

export function payout(id: string, overrides: Partial<PayoutItem> = {}): PayoutItem {
  return {
    id,
    amount: 100_00,
    status: 'paid',
    failure_reason: null,
    account_last4: '6789',
    created_at: '2026-03-05T09:00:00.000Z',
    settled_at: '2026-03-05T09:00:05.000Z',
    ...overrides,
  };
}

export function statement(month: string, overrides: Partial<EarningsStatement> = {}) {
  return {
    month,
    opening_balance: 45_00,
    earned: 80_00,
    paid_out: 0,
    returned: 0,
    closing_balance: 125_00,
    ...overrides,
  };
}

/** A connection's page: `next` is the cursor of the page after it, if there is one. */
export const connection = <Node>(nodes: Node[], next: string | null = null) => ({
  nodes,
  page_info: { has_next_page: next !== null, end_cursor: next },
});

export const historyReply = (nodes: MovementItem[], next: string | null = null): Reply => ({
  data: { CreatorEarningsHistory: connection(nodes, next) },
});

export const payoutsReply = (nodes: PayoutItem[], next: string | null = null): Reply => ({
  data: { CreatorPayouts: connection(nodes, next) },
});

export const statementsReply = (nodes: EarningsStatement[]): Reply => ({
  data: { CreatorEarningsStatements: nodes },
});

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

export const BANK_TOKEN = 'btok_0123456789abcdef';

export const gatewayBankToken = (): GatewayReply => ({
  status: 200,
  body: { token: BANK_TOKEN, bank_account: { bank_name: 'Sandbox Bank', last4: '6789' } },
});

export const gatewayBankError = (code: string): GatewayReply => ({
  status: 400,
  body: { error: { code } },
});

/**
 * The Earnings screen for a creator's session, the API answering `handlers` (figures with
 * money, no payouts, no movements and no statements unless they say otherwise) and the
 * gateway's bank tokenisation answering `gateway` in turn (the last one again).
 */
export function renderEarnings(
  handlers: Record<string, Handler>,
  {
    gateway = [],
    route = '/creator/earnings',
    locale = 'en',
  }: { gateway?: GatewayReply[]; route?: string; locale?: Locale } = {},
) {
  const api = stubApi({
    CreatorEarnings: earningsReply(),
    CreatorPayouts: payoutsReply([]),
    CreatorEarningsHistory: historyReply([]),
    CreatorEarningsStatements: statementsReply([]),
    ...handlers,
  });
  const gatewayCalls = stubGateway(api.fetchMock, gateway);
  const view = renderWithProviders(createElement(Earnings), {
    route,
    preloadedState: { ...CREATOR_SESSION, preferences: { ...initialPreferences, locale } },
  });
  return { api, gatewayCalls, ...view };
}

/** The toasts' message keys, as the store holds them (the layout's toaster shows them). */
export const toastKeys = (store: AppStore) =>
  selectToasts(store.getState()).map((toast) => toast.messageKey);
