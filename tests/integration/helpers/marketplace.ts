/**
 * The creators' marketplace in tests: its operations as the creators' app calls them
 * (every field asked for), and a creator's live listener on the marketplace topic.
 */
import type { MqttClient } from 'mqtt';
import { MARKETPLACE_TOPIC, MQTT_USERNAME } from '@/domain/realtime/rules';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import { brokerUrl, connected, mqttClient } from './mqtt';
import type { TestServer } from './testServer';

const CAMPAIGN = `id name type brand_name brand_logo_url products { name photo_urls }
  earnings_per_deal earnings_lines { kind amount } delivery_type reimbursement_per_deal content_brief must_have_tags
  content_format video_duration usage_rights raw_footage extra_hooks resource_links revision_rounds creator_tier creator_category
  number_of_deals deals_filled slots_left open created_at invited
  application { pitch created_at } deal_id`;
const PAGE = 'page_info { has_next_page end_cursor } total_count';

export const MARKETPLACE_OPS = {
  campaigns: `query CreatorCampaigns($filter: CreatorCampaignFilter, $first: Int,
    $after: String) {
    CreatorCampaigns(filter: $filter, first: $first, after: $after) {
      nodes { ${CAMPAIGN} } ${PAGE} } }`,
  campaign: `query CreatorCampaign($id: ID!) { CreatorCampaign(id: $id) { ${CAMPAIGN} } }`,
  applications: `query CreatorApplications($first: Int, $after: String) {
    CreatorApplications(first: $first, after: $after) {
      nodes { campaign { ${CAMPAIGN} } state pitch created_at } ${PAGE} } }`,
  invitations: `query CreatorInvitations($first: Int, $after: String) {
    CreatorInvitations(first: $first, after: $after) {
      nodes { campaign { ${CAMPAIGN} } invited_at } ${PAGE} } }`,
  decline: `mutation CreatorInvitationDecline($campaign_id: ID!) {
    CreatorInvitationDecline(campaign_id: $campaign_id) { campaign { ${CAMPAIGN} } invited_at } }`,
} as const;
export type MarketplaceOp = keyof typeof MARKETPLACE_OPS;

export interface ApiMarketCampaign {
  id: string;
  name: string;
  open: boolean;
  invited: boolean;
  deal_id: string | null;
  [field: string]: unknown;
}

interface Connection<T> {
  nodes: T[];
  page_info: { has_next_page: boolean; end_cursor: string | null };
  total_count: number;
}

interface MarketplaceData {
  campaigns: { CreatorCampaigns: Connection<ApiMarketCampaign> };
  campaign: { CreatorCampaign: ApiMarketCampaign };
  applications: {
    CreatorApplications: Connection<{ campaign: ApiMarketCampaign; state: string; pitch: string }>;
  };
  invitations: {
    CreatorInvitations: Connection<{ campaign: ApiMarketCampaign; invited_at: string }>;
  };
  decline: { CreatorInvitationDecline: { campaign: ApiMarketCampaign; invited_at: string } };
}

/** Runs a marketplace operation on /v1/j as the session `token`, in `locale` when given. */
export function marketApi<O extends MarketplaceOp>(
  t: TestServer,
  token: string,
  op: O,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<MarketplaceData[O]>> {
  return postGraphql<MarketplaceData[O]>(`${t.url}/v1/j`, MARKETPLACE_OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** A client of `token`'s session at the test server's broker, connected. */
export async function brokerClient(t: TestServer, token: string): Promise<MqttClient> {
  const client = mqttClient(brokerUrl(t.url), { username: MQTT_USERNAME, password: token });
  await connected(client);
  return client;
}

/** Subscribes to the marketplace topic; the granted QoS list (128: refused). */
export function subscribeMarketplace(client: MqttClient): Promise<number[]> {
  return client.subscribeAsync(MARKETPLACE_TOPIC).then(
    (grants) => grants.map((grant) => grant.qos),
    (error: { packet?: { granted?: number[] } }) => error.packet?.granted ?? [],
  );
}

/** The next message on the marketplace topic, parsed. */
export function nextMarketNews(client: MqttClient): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const onMessage = (topic: string, payload: Buffer) => {
      if (topic !== MARKETPLACE_TOPIC) return;
      client.off('message', onMessage);
      resolve(JSON.parse(payload.toString()) as Record<string, unknown>);
    };
    client.on('message', onMessage);
  });
}
