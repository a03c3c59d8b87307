/**
 * Cards in tests, for the cards tests and every money test after them: a gateway token as
 * the browser's card form gets one, a valid billing address, and the card operations.
 *
 *   const token = await tokenFor(t);               // 4242 4242 4242 4242
 *   const cardId = await addCard(t, session);      // CardAdd with that token
 *   await money(t, session, 'cardDelete', { id: cardId }, 'es');
 */
import type { ResultOf, TypedDocumentNode } from '@graphql-typed-document-node/core';
import { eq } from 'drizzle-orm';
import { cardBrandOf, cvcLength } from '@/domain/billing/rules';
import { cards, gatewayCustomers } from '@/server/db/schema/billing';
import { sandboxGatewayCards } from '@/server/db/schema/sandboxGateway';
import type { BillingAddress, Card, StatusMessage } from '@/server/graphql/generated/app';
import { documentFromSource } from '@/domain/graphqlDocument';
import { dataOf } from './catalog';
import { gqlRequest } from './http';
import type { GraphqlResponse, LooseVariables } from './http';
import type { TestServer } from './testServer';

/** Test numbers of the sandbox gateway (server/payments/sandbox/testCards.ts). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  amex: '378282246310005',
  /** Declined when it is attached (CardAdd): "Your card was declined". */
  declined: '4000000000000002',
  /** Attaches; every charge is declined for insufficient funds. */
  insufficientFunds: '4000000000009995',
} as const;

/** Where the browser posts a card (server/payments/sandbox/tokens.ts). */
export const TOKENS_PATH = '/sandbox-gateway/v1/tokens';

/** What the tokenisation endpoint reads: any values, since tests send invalid ones. */
export interface CardDetails {
  number?: unknown;
  exp_month?: unknown;
  exp_year?: unknown;
  cvc?: unknown;
}

/** The endpoint's answer: 200 `{ id, card }` or 402 `{ error: { type, code, message } }`. */
export interface TokenResponse {
  status: number;
  body: {
    id?: string;
    card?: { brand: string; last4: string; exp_month: number; exp_year: number };
    error?: { type: string; code: string; message: string };
  };
}

/** Card details the sandbox accepts for `number`: expiry in 3 years, its brand's CVC length. */
export function cardDetails(t: TestServer, number: string, overrides: CardDetails = {}) {
  return {
    number,
    exp_month: 12,
    exp_year: t.clock.now().getUTCFullYear() + 3,
    cvc: '1234'.slice(0, cvcLength(cardBrandOf(number))),
    ...overrides,
  };
}

/** POSTs to the sandbox's tokenisation endpoint as the card form does (a string: sent as is). */
export async function postCard(t: TestServer, body: CardDetails | string): Promise<TokenResponse> {
  const response = await fetch(`${t.url}${TOKENS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as TokenResponse['body'] };
}

/** A one-time token for `number` (details valid unless `overrides` say otherwise). */
export async function tokenFor(
  t: TestServer,
  number: string = TEST_CARDS.visa,
  overrides: CardDetails = {},
): Promise<string> {
  const response = await postCard(t, cardDetails(t, number, overrides));
  if (!response.body.id) throw new Error(`no token: ${JSON.stringify(response)}`);
  return response.body.id;
}

/** A BillingAddressInput every rule accepts; `overrides` replace fields. */
export const billingAddress = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Ada Lovelace',
  address_name: 'Head office',
  address_line1: '12 Analytical Engine St.',
  address_line2: 'Suite 4',
  city: 'Springfield',
  state: 'Illinois',
  country: 'United States',
  zip: '62701',
  tax_id: '123456789',
  ...overrides,
});

/** A card as the API answers it (every field). */
export type CardResult = Omit<Card, '__typename' | 'billing_address'> & {
  billing_address: Omit<BillingAddress, '__typename'>;
};

// The card operations with every field of a card. The client's own documents live in its
// feature's api.ts; these ask for everything, which the server tests check.
const CARD_FIELDS = `fragment CardFields on Card {
  id brand last4 exp_month exp_year holder_name is_default in_use created_at
  billing_address {
    full_name address_name address_line1 address_line2 city state country zip tax_id
  }
}`;

const document = <Result, Variables>(source: string) =>
  documentFromSource(source, [CARD_FIELDS]) as TypedDocumentNode<Result, Variables>;

export const CARD_OPS = {
  cards: document<{ Cards: CardResult[] }, Record<string, never>>(
    `query Cards { Cards { ...CardFields } }`,
  ),
  cardAdd: document<
    { CardAdd: CardResult },
    { token: string; billing_address: ReturnType<typeof billingAddress> }
  >(
    `mutation CardAdd($token: String!, $billing_address: BillingAddressInput!) {
      CardAdd(token: $token, billing_address: $billing_address) { ...CardFields }
    }`,
  ),
  cardSetDefault: document<{ CardSetDefault: CardResult }, { id: string }>(
    `mutation CardSetDefault($id: ID!) { CardSetDefault(id: $id) { ...CardFields } }`,
  ),
  cardDelete: document<{ CardDelete: Omit<StatusMessage, '__typename'> }, { id: string }>(
    `mutation CardDelete($id: ID!) { CardDelete(id: $id) { status message } }`,
  ),
};

type CardOps = typeof CARD_OPS;
export type CardOp = keyof CardOps;

/** Runs a card operation on /v1/j as the session `session`, optionally in `locale`. */
export function money<O extends CardOp>(
  t: TestServer,
  session: string,
  op: O,
  variables: LooseVariables<CardOps[O]> = {},
  locale?: string,
): Promise<GraphqlResponse<ResultOf<CardOps[O]>>> {
  // The document of `op`: TypeScript does not narrow CARD_OPS[op] by O itself.
  const operation = CARD_OPS[op] as TypedDocumentNode<ResultOf<CardOps[O]>>;
  return gqlRequest(`${t.url}/v1/j`, operation, {
    token: session,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** Adds a card of `number` to the session's company (CardAdd must succeed); its id. */
export async function addCard(
  t: TestServer,
  session: string,
  number: string = TEST_CARDS.visa,
): Promise<string> {
  const token = await tokenFor(t, number);
  const added = await money(t, session, 'cardAdd', { token, billing_address: billingAddress() });
  return dataOf(added).CardAdd.id;
}

/** The company's cards as Cards lists them. */
export async function listCards(t: TestServer, session: string): Promise<CardResult[]> {
  return dataOf(await money(t, session, 'cards')).Cards;
}

/** The company's rows in cards, oldest first (gateway ids included). */
export const cardRows = (t: TestServer, companyId: number) =>
  t.db.select().from(cards).where(eq(cards.company_id, companyId)).orderBy(cards.id);

/** The company's customer at the gateway, or null before its first card. */
export async function gatewayCustomerOf(t: TestServer, companyId: number): Promise<string | null> {
  const [row] = await t.db
    .select()
    .from(gatewayCustomers)
    .where(eq(gatewayCustomers.company_id, companyId));
  return row?.customer_id ?? null;
}

/** The cards the sandbox gateway holds attached to the company's customer. */
export async function gatewayCardsOf(t: TestServer, companyId: number) {
  const customerId = await gatewayCustomerOf(t, companyId);
  if (!customerId) return [];
  return t.db
    .select()
    .from(sandboxGatewayCards)
    .where(eq(sandboxGatewayCards.customer_id, customerId));
}
