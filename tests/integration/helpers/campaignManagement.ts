/**
 * Managing campaigns in tests: the listing (tabs, search, sorts, tab counts), a campaign's
 * products, the status actions and the duplicate draft, each asking for every field.
 */
import { dataOf } from './catalog';
import { dealApi, dealOf, dealUpTo } from './deals';
import type { ApiDeal, PickedTestDeal } from './deals';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import type { TestServer } from './testServer';

/** A campaign's fields the listing and the campaign's pages read. */
export const MANAGED_CAMPAIGN = `id name type status brand { id name } products { id name price }
  number_of_deals deals_filled cost_lines { kind amount } total rejection_reason created_at
  reviewed_at status_changed_at actions content_accepted content_expected spent in_escrow
  refunded`;

const DRAFT = `type name brand_id product_ids delivery_type taxes_shipping_compensation
  number_of_deals creator_tier creator_category must_have_tags content_brief content_format
  video_duration resource_links ages genders ethnicities revision_rounds`;

export const MANAGE_OPS = {
  campaigns: `query Campaigns($status: CampaignStatus, $tab: CampaignTab, $search: String,
    $sort: CampaignSort, $first: Int, $after: String) {
    Campaigns(status: $status, tab: $tab, search: $search, sort: $sort, first: $first,
      after: $after) {
      nodes { ${MANAGED_CAMPAIGN} } page_info { has_next_page end_cursor } total_count } }`,
  campaign: `query Campaign($id: ID!) { Campaign(id: $id) { ${MANAGED_CAMPAIGN} } }`,
  tabCounts: `query CampaignTabCounts($search: String) {
    CampaignTabCounts(search: $search) { tab count } }`,
  products: `query CampaignProducts($id: ID!) { CampaignProducts(id: $id) {
    campaign { ${MANAGED_CAMPAIGN} }
    products { id name price link image { id url content_type size created_at }
      deal_counts { status count } } } }`,
  pause: `mutation CampaignPause($id: ID!) { CampaignPause(id: $id) { ${MANAGED_CAMPAIGN} } }`,
  resume: `mutation CampaignResume($id: ID!) { CampaignResume(id: $id) { ${MANAGED_CAMPAIGN} } }`,
  deactivate: `mutation CampaignDeactivate($id: ID!) {
    CampaignDeactivate(id: $id) { ${MANAGED_CAMPAIGN} } }`,
  duplicate: `mutation CampaignDuplicate($id: ID!) { CampaignDuplicate(id: $id) { ${DRAFT} } }`,
} as const;
export type ManageOp = keyof typeof MANAGE_OPS;

export interface ManagedCampaign {
  id: string;
  name: string;
  status: string;
  number_of_deals: number;
  deals_filled: number;
  total: number;
  status_changed_at: string;
  actions: string[];
  content_accepted: number;
  content_expected: number;
  spent: number;
  in_escrow: number;
  refunded: number;
  [field: string]: unknown;
}

export interface CampaignProductSummary {
  id: string;
  name: string;
  price: number;
  link: string;
  image: { id: string; url: string } | null;
  deal_counts: Array<{ status: string; count: number }>;
}

export interface ManageData {
  campaigns: {
    Campaigns: {
      nodes: ManagedCampaign[];
      page_info: { has_next_page: boolean; end_cursor: string | null };
      total_count: number;
    };
  };
  campaign: { Campaign: ManagedCampaign };
  tabCounts: { CampaignTabCounts: Array<{ tab: string; count: number }> };
  products: {
    CampaignProducts: { campaign: ManagedCampaign; products: CampaignProductSummary[] };
  };
  pause: { CampaignPause: ManagedCampaign };
  resume: { CampaignResume: ManagedCampaign };
  deactivate: { CampaignDeactivate: ManagedCampaign };
  duplicate: { CampaignDuplicate: Record<string, unknown> };
}

/** Runs a campaign management operation on /v1/j as the session `token`, optionally in `locale`. */
export function manageApi<O extends ManageOp>(
  t: TestServer,
  token: string,
  op: O,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<ManageData[O]>> {
  return postGraphql<ManageData[O]>(`${t.url}/v1/j`, MANAGE_OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** The campaign as Campaign(id) shows it now. */
export async function managedCampaign(
  t: TestServer,
  token: string,
  id: string | number,
): Promise<ManagedCampaign> {
  return dataOf(await manageApi(t, token, 'campaign', { id: String(id) })).Campaign;
}

/**
 * Takes a deal of a refund-delivery UGC image campaign (campaignWithDeals' default) from
 * its start to the company's acceptance of its content: the deal is then completed.
 */
export async function acceptedDeal(
  t: TestServer,
  companyToken: string,
  deal: PickedTestDeal,
): Promise<ApiDeal> {
  const shown = await dealUpTo(
    t,
    companyToken,
    deal,
    'ugc_image',
    'refund',
    'content_approved_by_admin',
  );
  const content_id = shown.contents[0]!.id;
  return dealOf(await dealApi(t, companyToken, 'accept', { id: deal.id, content_id }));
}
