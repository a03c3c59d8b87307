/**
 * Deals in tests without their lifecycle: deals, uploads (with their files in the server's
 * storage) and chat messages inserted straight into the database in any status, and the
 * list, chat and archive operations with every field asked for.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ContentStatus } from '@/domain/content/rules';
import type { DealParty, DealStatus } from '@/domain/deals/rules';
import { campaigns } from '@/server/db/schema/campaigns';
import type { CampaignRow } from '@/server/db/schema/campaigns';
import { contentFiles, contents, dealMessages, deals } from '@/server/db/schema/deals';
import type { ContentFileRow, ContentRow, DealMessageRow, DealRow } from '@/server/db/schema/deals';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import type { Connection } from './creators';
import type { TestServer } from './testServer';

const DEAL = `id status delivery campaign_id campaign { id name type delivery_type brand_id
  brand_name revision_rounds } creator { id name } products { id name price }
  fee reimbursement revisions_used revisions_left actions unread_messages last_message_at
  created_at updated_at`;
const CONTENT = `id deal_id campaign_id campaign_name brand_id brand_name creator { id name }
  kind status round files { id url content_type size } feedback
  time_comments { at_seconds text } created_at reviewed_at`;
const MESSAGE = 'id deal_id author author_name text created_at';
const PAGE = 'page_info { has_next_page end_cursor }';

export const DEAL_LIST_OPS = {
  deals: `query Deals($filter: DealFilter, $first: Int, $after: String) {
    Deals(filter: $filter, first: $first, after: $after) {
      nodes { ${DEAL} } ${PAGE} total_count status_counts { status count } } }`,
  dealsOnly: `query Deals($filter: DealFilter, $first: Int, $after: String) {
    Deals(filter: $filter, first: $first, after: $after) {
      nodes { id status updated_at } ${PAGE} total_count } }`,
  dealsWithExtras: `query Deals($filter: DealFilter, $first: Int, $after: String) {
    Deals(filter: $filter, first: $first, after: $after) {
      nodes { id events { id action status } contents { ${CONTENT} } } ${PAGE} } }`,
  creatorDeals: `query CreatorDeals($first: Int, $after: String) {
    CreatorDeals(first: $first, after: $after) {
      nodes { ${DEAL} } ${PAGE} total_count status_counts { status count } } }`,
  contents: `query Contents($filter: ContentFilter, $first: Int, $after: String) {
    Contents(filter: $filter, first: $first, after: $after) {
      nodes { ${CONTENT} } ${PAGE} total_count } }`,
  messages: `query DealMessages($id: ID!, $first: Int, $after: String) {
    DealMessages(id: $id, first: $first, after: $after) { nodes { ${MESSAGE} } ${PAGE} } }`,
  creatorMessages: `query CreatorDealMessages($id: ID!, $first: Int, $after: String) {
    CreatorDealMessages(id: $id, first: $first, after: $after) {
      nodes { ${MESSAGE} } ${PAGE} } }`,
  send: `mutation DealMessageSend($id: ID!, $text: String!) {
    DealMessageSend(id: $id, text: $text) { ${MESSAGE} } }`,
  creatorSend: `mutation CreatorDealMessageSend($id: ID!, $text: String!) {
    CreatorDealMessageSend(id: $id, text: $text) { ${MESSAGE} } }`,
  read: `mutation DealMessagesRead($id: ID!) {
    DealMessagesRead(id: $id) { id unread_messages last_message_at updated_at } }`,
  creatorRead: `mutation CreatorDealMessagesRead($id: ID!) {
    CreatorDealMessagesRead(id: $id) { id unread_messages last_message_at updated_at } }`,
  archiveLink: `mutation ContentArchiveLink($campaign_id: ID!) {
    ContentArchiveLink(campaign_id: $campaign_id) }`,
} as const;
export type DealListOp = keyof typeof DEAL_LIST_OPS;

export interface ApiDeal {
  id: string;
  status: DealStatus;
  delivery: string;
  campaign_id: string;
  creator: { id: string; name: string };
  unread_messages: number;
  last_message_at: string | null;
  updated_at: string;
  [field: string]: unknown;
}

export interface ApiContent {
  id: string;
  deal_id: string;
  campaign_id: string;
  brand_id: string;
  status: ContentStatus;
  files: Array<{ id: string; url: string; content_type: string; size: number }>;
  [field: string]: unknown;
}

export interface ApiMessage {
  id: string;
  deal_id: string;
  author: DealParty;
  author_name: string;
  text: string;
  created_at: string;
}

type DealConnection = Connection<ApiDeal> & {
  status_counts: Array<{ status: DealStatus; count: number }>;
};
type MessageConnection = Omit<Connection<ApiMessage>, 'total_count'>;
type ReadDeal = Pick<ApiDeal, 'id' | 'unread_messages' | 'last_message_at' | 'updated_at'>;

export interface DealListData {
  deals: { Deals: DealConnection };
  dealsOnly: { Deals: Connection<Pick<ApiDeal, 'id' | 'status' | 'updated_at'>> };
  dealsWithExtras: {
    Deals: Omit<
      Connection<{ id: string; events: unknown[]; contents: ApiContent[] }>,
      'total_count'
    >;
  };
  creatorDeals: { CreatorDeals: DealConnection };
  contents: { Contents: Connection<ApiContent> };
  messages: { DealMessages: MessageConnection };
  creatorMessages: { CreatorDealMessages: MessageConnection };
  send: { DealMessageSend: ApiMessage };
  creatorSend: { CreatorDealMessageSend: ApiMessage };
  read: { DealMessagesRead: ReadDeal };
  creatorRead: { CreatorDealMessagesRead: ReadDeal };
  archiveLink: { ContentArchiveLink: string };
}

/** Runs a deal list, chat or archive operation on /v1/j as `token`, optionally in `locale`. */
export function dealListApi<O extends DealListOp>(
  t: TestServer,
  token: string,
  op: O,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<DealListData[O]>> {
  return postGraphql<DealListData[O]>(`${t.url}/v1/j`, DEAL_LIST_OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

type DealValues = Partial<Omit<typeof deals.$inferInsert, 'company_id' | 'campaign_id'>>;

/**
 * One deal of `campaign` per creator, inserted as given (`values(i)` for the i-th): in
 * creator_accepted unless told, all last updated at the same instant unless told, so that
 * ties are the rule.
 */
export async function insertDeals(
  t: Pick<TestServer, 'db'>,
  campaign: CampaignRow,
  creatorIds: number[],
  values: (index: number) => DealValues = () => ({}),
): Promise<DealRow[]> {
  if (creatorIds.length === 0) return [];
  const at = new Date('2026-03-01T12:00:00.000Z');
  return t.db
    .insert(deals)
    .values(
      creatorIds.map((creatorId, i) => ({
        company_id: campaign.company_id,
        campaign_id: campaign.id,
        creator_id: creatorId,
        created_at: at,
        updated_at: at,
        ...values(i),
      })),
    )
    .returning();
}

export interface ContentFileInput {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * An upload of `deal` with its files, their bytes put in the server's storage as an upload
 * would. Kind image unless told; status and round as given.
 */
export async function insertContent(
  t: TestServer,
  deal: DealRow,
  {
    status = 'pending_approval',
    kind = 'image',
    round = 1,
    files = [],
    created_at,
  }: {
    status?: ContentStatus;
    kind?: 'image' | 'video';
    round?: number;
    files?: ContentFileInput[];
    created_at?: Date;
  } = {},
): Promise<{ content: ContentRow; files: ContentFileRow[] }> {
  const [campaign] = await t.db
    .select({ brandId: campaigns.brand_id })
    .from(campaigns)
    .where(eq(campaigns.id, deal.campaign_id));
  const [content] = await t.db
    .insert(contents)
    .values({
      company_id: deal.company_id,
      deal_id: deal.id,
      campaign_id: deal.campaign_id,
      brand_id: campaign!.brandId,
      creator_id: deal.creator_id,
      kind,
      status,
      round,
      ...(created_at ? { created_at } : {}),
    })
    .returning();
  const rows = files.map((file, position) => {
    const id = randomBytes(16).toString('base64url');
    return {
      id,
      content_id: content!.id,
      company_id: deal.company_id,
      position,
      content_type: file.contentType,
      size: file.bytes.byteLength,
      storage_key: `${deal.company_id}/content-${id}`,
    };
  });
  for (const [i, row] of rows.entries()) {
    await t.server.app.storage.put(row.storage_key, files[i]!.bytes);
  }
  const stored = rows.length ? await t.db.insert(contentFiles).values(rows).returning() : [];
  return { content: content!, files: stored };
}

/** Chat messages of `deal`, in the order given, a second apart from `from`. */
export async function insertMessages(
  t: Pick<TestServer, 'db'>,
  deal: DealRow,
  messages: Array<{ author: DealParty; text: string }>,
  from = new Date('2026-03-02T09:00:00.000Z'),
): Promise<DealMessageRow[]> {
  if (messages.length === 0) return [];
  return t.db
    .insert(dealMessages)
    .values(
      messages.map((message, i) => ({
        company_id: deal.company_id,
        deal_id: deal.id,
        ...message,
        created_at: new Date(from.getTime() + i * 1000),
      })),
    )
    .returning();
}
