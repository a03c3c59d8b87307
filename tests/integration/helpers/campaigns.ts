/**
 * Campaigns in tests: their API operations (the server tests ask for every field), a
 * company ready to create campaigns (brand, products, a card), a valid CampaignInput, and
 * where its money went by ledger account.
 */
import { eq, sql } from 'drizzle-orm';
import { campaigns } from '@/server/db/schema/campaigns';
import { ledgerEntries } from '@/server/db/schema/wallet';
import { createBrand, createProduct, dataOf, signedInCompany } from './catalog';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import { addCard } from './money';
import type { TestServer } from './testServer';

const CAMPAIGN = `id name type status brand { id name } products { id name price }
  delivery_type taxes_shipping_compensation number_of_deals creator_tier creator_category
  must_have_tags content_brief content_format video_duration resource_links ages genders
  ethnicities revision_rounds usage_rights raw_footage extra_hooks payment_method card_id cost_lines { kind amount } total
  invoice_id rejection_reason created_at reviewed_at auto_approves_at`;

export const CAMPAIGN_OPS = {
  quote: `query CampaignQuote($input: CampaignInput!, $method: CampaignPaymentMethod!) {
    CampaignQuote(input: $input, method: $method) { lines { kind amount } total } }`,
  create: `mutation CampaignCreate($input: CampaignInput!, $payment: CampaignPaymentInput!,
    $idempotency_key: String!, $accept_terms: Boolean!) {
    CampaignCreate(input: $input, payment: $payment, idempotency_key: $idempotency_key,
      accept_terms: $accept_terms) { ${CAMPAIGN} } }`,
  campaigns: `query Campaigns($status: CampaignStatus, $first: Int, $after: String) {
    Campaigns(status: $status, first: $first, after: $after) {
      nodes { ${CAMPAIGN} } page_info { has_next_page end_cursor } total_count } }`,
  campaign: `query Campaign($id: ID!) { Campaign(id: $id) { ${CAMPAIGN} } }`,
} as const;
export type CampaignOp = keyof typeof CAMPAIGN_OPS;

export interface ApiCampaign {
  id: string;
  name: string;
  status: string;
  brand: { id: string; name: string };
  products: Array<{ id: string; name: string; price: number }>;
  payment_method: string;
  card_id: string | null;
  cost_lines: Array<{ kind: string; amount: number }>;
  total: number;
  invoice_id: string | null;
  rejection_reason: string | null;
  created_at: string;
  reviewed_at: string | null;
  auto_approves_at: string | null;
  [field: string]: unknown;
}

export interface CampaignData {
  quote: { CampaignQuote: { lines: Array<{ kind: string; amount: number }>; total: number } };
  create: { CampaignCreate: ApiCampaign };
  campaigns: {
    Campaigns: {
      nodes: ApiCampaign[];
      page_info: { has_next_page: boolean; end_cursor: string | null };
      total_count: number;
    };
  };
  campaign: { Campaign: ApiCampaign };
}

/** Runs a campaign operation on /v1/j as the session `token`, optionally in `locale`. */
export function campaignApi<O extends CampaignOp>(
  t: TestServer,
  token: string,
  op: O,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<CampaignData[O]>> {
  return postGraphql<CampaignData[O]>(`${t.url}/v1/j`, CAMPAIGN_OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** A valid CampaignInput (a UGC video, pro creators, 60 s, refund delivery); `values` override. */
export const campaignInput = (
  brandId: string,
  productIds: string[],
  values: Record<string, unknown> = {},
) => ({
  type: 'ugc_video',
  name: 'Spring launch 2026',
  brand_id: brandId,
  product_ids: productIds,
  delivery_type: 'refund',
  taxes_shipping_compensation: 3_33,
  number_of_deals: 7,
  creator_tier: 'pro',
  creator_category: 'beauty',
  must_have_tags: ['outdoor'],
  content_brief: 'Show the product in daylight, unboxed',
  content_format: 'portrait',
  video_duration: 60,
  resource_links: ['https://example.com/brand-kit'],
  ages: ['18-24', '25-34'],
  genders: ['female'],
  ethnicities: ['asian', 'white'],
  revision_rounds: 2,
  ...values,
});

/** A signed-in company with a brand of `productCount` products and, unless told, a card. */
export async function campaignCompany(
  t: TestServer,
  { productCount = 2, card = true }: { productCount?: number; card?: boolean } = {},
) {
  const { company, token } = await signedInCompany(t);
  const brand = await createBrand(t, token);
  const productIds: string[] = [];
  for (let i = 0; i < productCount; i += 1) {
    productIds.push((await createProduct(t, token, brand.id, { price: 19_99 + i })).id);
  }
  const cardId = card ? await addCard(t, token) : null;
  return { company, token, brandId: brand.id, productIds, cardId };
}

let keys = 0;
/** A fresh idempotency key. */
export const freshKey = () => `campaign-key-${Date.now()}-${(keys += 1)}`;

/** CampaignCreate's variables: the input, a payment (the wallet unless a card id), terms accepted. */
export const createArgs = (
  input: Record<string, unknown>,
  cardId: string | null = null,
  extra: Record<string, unknown> = {},
) => ({
  input,
  payment: cardId ? { method: 'CARD', card_id: cardId } : { method: 'WALLET' },
  idempotency_key: freshKey(),
  accept_terms: true,
  ...extra,
});

/** Creates a campaign that must succeed. */
export async function createCampaign(
  t: TestServer,
  token: string,
  args: Record<string, unknown>,
): Promise<ApiCampaign> {
  return dataOf(await campaignApi(t, token, 'create', args)).CampaignCreate;
}

/** The company's ledger by account: signed cents summed over every entry. */
export async function accountSums(t: TestServer, companyId: number) {
  const rows = await t.db
    .select({ account: ledgerEntries.account, total: sql<number>`sum(amount_cents)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.company_id, companyId))
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((row) => [row.account, row.total]));
}

/** How many campaigns the company has (rows, whatever their status). */
export async function campaignCount(t: TestServer, companyId: number): Promise<number> {
  const [row] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(eq(campaigns.company_id, companyId));
  return row?.count ?? 0;
}
