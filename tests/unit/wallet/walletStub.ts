import type { BankTransferInformation, TransactionItem } from '@/features/wallet/api';
import type { TopUpCard } from '@/features/wallet/components/CardTopUpForm';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { companyData, stubApi, type Reply } from '../account/apiStub';

export function transaction(id: string, overrides: Partial<TransactionItem> = {}): TransactionItem {
  return {
    id,
    kind: 'top_up_card',
    description: `Movement ${id}`,
    amount: 10_000,
    balance_after: 10_000,
    created_at: '2026-03-09T14:30:00.000Z',
    invoice_id: null,
    by: null,
    ...overrides,
  };
}

/** One Transactions page as the server answers it. */
export function transactionsPage(
  nodes: TransactionItem[],
  { total = nodes.length, next = null }: { total?: number; next?: string | null } = {},
): Reply {
  return {
    data: {
      Transactions: {
        nodes,
        page_info: { has_next_page: next !== null, end_cursor: next },
        total_count: total,
      },
    },
  };
}

export const walletReply = (balance: number): Reply => ({
  data: {
    Wallet: { user_id: '42', balance, currency: { id: 'USD', code: 'USD' } },
  },
});

export function card(id: string, overrides: Partial<TopUpCard> = {}): TopUpCard {
  return {
    id,
    brand: 'visa',
    last4: '4242',
    exp_month: 4,
    exp_year: 2031,
    is_default: false,
    ...overrides,
  };
}

export const cardsReply = (cards: TopUpCard[]): Reply => ({ data: { Cards: cards } });

export const BANK_INFO: BankTransferInformation = {
  id: 'bti-1',
  full_name: 'First Harbor Bank',
  bank_address: '100 Harbor Street, Boston, MA 02110',
  account_number: '000123456789',
  routing_number: '011000138',
  account_type: 'Checking',
  recipient_name: 'UGC Desk Inc.',
  purpose_of_payment: 'Wallet top-up UGC-7K3M9QX2',
  reference: 'UGC-7K3M9QX2',
};

export const bankInfoReply = (info = BANK_INFO): Reply => ({
  data: { BankTransferInformation: info },
});

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

/**
 * The app at `route` (the wallet by default), logged in, with a $0 wallet and an empty
 * history unless `handlers` say otherwise.
 */
export function renderWallet(
  handlers: Record<string, Handler>,
  route = '/wallet',
  locale: 'en' | 'es' = 'en',
) {
  const api = stubApi({
    CompanyData: companyData(companyAccount()),
    Wallet: walletReply(0),
    Transactions: transactionsPage([]),
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

/** What the URL's query string says, as an object. */
export const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
