import type { CardItem, InvoiceDetail, InvoiceItem } from '@/src/entities/billing/api';
import { initialPreferences, type Locale } from '@/features/preferences/preferencesSlice';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { stubGateway, type GatewayReply } from '../helpers/gateway';

export type { GatewayReply } from '../helpers/gateway';
import { companyData, stubApi, type Reply } from '../account/apiStub';

/** A billing address that keeps every rule, as the API takes and returns it. */
export const BILLING_ADDRESS: CardItem['billing_address'] = {
  full_name: 'Ada Lovelace',
  address_name: 'Head office',
  address_line1: '12 Analytical Row',
  address_line2: null,
  city: 'London',
  state: 'Greater London',
  country: 'United Kingdom',
  zip: '12345',
  tax_id: '123456789',
};

/** A card on file as Cards returns it; tests override what they are about. */
export function card(id: string, overrides: Partial<CardItem> = {}): CardItem {
  return {
    id,
    brand: 'visa',
    last4: '4242',
    exp_month: 4,
    exp_year: new Date().getUTCFullYear() + 3,
    holder_name: 'Ada Lovelace',
    is_default: false,
    in_use: false,
    created_at: '2026-01-01T00:00:00.000Z',
    billing_address: BILLING_ADDRESS,
    ...overrides,
  };
}

export const cardsReply = (cards: CardItem[]): Reply => ({ data: { Cards: cards } });

export function invoice(id: string, overrides: Partial<InvoiceItem> = {}): InvoiceItem {
  return {
    id,
    number: `INV-${id.padStart(6, '0')}`,
    created_at: '2026-03-05T14:30:00.000Z',
    description: 'Wallet top-up',
    total: 104_00,
    method: 'card',
    card_brand: 'visa',
    card_last4: '4242',
    ...overrides,
  };
}

/** One Invoices page as the server answers it. */
export function invoicesPage(
  nodes: InvoiceItem[],
  { total = nodes.length, next = null }: { total?: number; next?: string | null } = {},
): Reply {
  return {
    data: {
      Invoices: {
        nodes,
        page_info: { has_next_page: next !== null, end_cursor: next ?? nodes.at(-1)?.id ?? null },
        total_count: total,
      },
    },
  };
}

/** A whole invoice, as Invoice(id) answers it. */
export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...invoice('1'),
    lines: [
      { description: 'Wallet top-up', amount: 100_00 },
      { description: 'Card fee (4%)', amount: 4_00 },
    ],
    billing: {
      company_name: 'Northwind Labs',
      email: 'ada@northwind.test',
      address: card('c1').billing_address,
    },
    ...overrides,
  };
}

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

export const gatewayToken = (overrides: Record<string, unknown> = {}): GatewayReply => ({
  status: 200,
  body: {
    id: 'tok_0123456789abcdef01234567',
    card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
    ...overrides,
  },
});

export const gatewayError = (code: string): GatewayReply => ({
  status: 402,
  body: { error: { type: 'card_error', code, message: `The gateway says ${code}` } },
});

/**
 * Opens `route` logged in, with the GraphQL API answering `handlers` (and CompanyData) and
 * the payment gateway's tokenisation answering `gateway` in turn (the last one again).
 * Returns both sides' calls: the gateway's are outside the product's API.
 */
export function renderBilling(
  route: string,
  handlers: Record<string, Handler>,
  gateway: GatewayReply[] = [],
  { locale = 'en' }: { locale?: Locale } = {},
) {
  const api = stubApi({ CompanyData: companyData(companyAccount()), ...handlers });
  const gatewayCalls = stubGateway(api.fetchMock, gateway);
  const view = renderApp({
    route,
    preloadedState: {
      session: { token: 'token-1', role: 'company' },
      preferences: { ...initialPreferences, locale },
    },
  });
  return { api, gatewayCalls, ...view };
}
