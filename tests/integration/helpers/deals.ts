/**
 * Deals in tests, made the real way: a company pays a campaign from its wallet
 * (CampaignCreate), an operator approves it, and the company picks creators (DealCreate),
 * so the campaign's escrow really holds every deal's money. Also the deal operations (every
 * field asked for), content uploads as a creator's app sends them, and content bytes.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CampaignType, DeliveryType } from '@/domain/campaigns/rules';
import { campaigns } from '@/server/db/schema/campaigns';
import type { CreatorRow } from '@/server/db/schema/creators';
import { jobs } from '@/server/db/schema/jobs';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { approveCampaign } from '@/server/services/campaigns/review';
import { dataOf } from './catalog';
import { campaignCompany, campaignInput, createArgs } from './campaigns';
import { creatorApi, creatorSession, EVERYONE, insertCreators, variedCreators } from './creators';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import { pngBytes } from './images';
import { brokerUrl, connected, mqttClient } from './mqtt';
import type { TestServer } from './testServer';
import { credit, moneyEnv } from './wallet';

const CONTENT = `id deal_id campaign_id campaign_name brand_id brand_name creator { id name }
  kind status round files { id role url content_type size } feedback
  time_comments { at_seconds text } created_at reviewed_at`;
export const DEAL_FIELDS = `id status delivery campaign_id
  campaign { id name type delivery_type brand_id brand_name content_format video_duration
    usage_rights raw_footage extra_hooks content_brief must_have_tags revision_rounds }
  creator { id name } products { id name price link image_url }
  carrier tracking_number order_number order_total receipt_image_url post_url fee
  reimbursement creator_due_at revisions_used
  revisions_left canceled_by cancel_reason auto_accept_at actions
  events { id action actor status note created_at } contents { ${CONTENT} }
  unread_messages last_message_at created_at updated_at`;

export const DEAL_OPS = {
  deal: `query Deal($id: ID!) { Deal(id: $id) { ${DEAL_FIELDS} } }`,
  creatorDeal: `query CreatorDeal($id: ID!) { CreatorDeal(id: $id) { ${DEAL_FIELDS} } }`,
  ship: `mutation DealShip($id: ID!, $carrier: Carrier!, $tracking_number: String!) {
    DealShip(id: $id, carrier: $carrier, tracking_number: $tracking_number) { ${DEAL_FIELDS} } }`,
  accept: `mutation DealAcceptContent($id: ID!, $content_id: ID!) {
    DealAcceptContent(id: $id, content_id: $content_id) { ${DEAL_FIELDS} } }`,
  revision: `mutation DealRequestRevision($id: ID!, $content_id: ID!, $feedback: String!,
    $time_comments: [TimeCommentInput!]) {
    DealRequestRevision(id: $id, content_id: $content_id, feedback: $feedback,
      time_comments: $time_comments) { ${DEAL_FIELDS} } }`,
  cancel: `mutation DealCancel($id: ID!, $reason: String!) {
    DealCancel(id: $id, reason: $reason) { ${DEAL_FIELDS} } }`,
  reportPurchase: `mutation CreatorDealReportPurchase($id: ID!, $order_number: String!,
    $order_total_cents: Int!, $receipt_image_id: ID!) {
    CreatorDealReportPurchase(id: $id, order_number: $order_number,
      order_total_cents: $order_total_cents, receipt_image_id: $receipt_image_id) {
      ${DEAL_FIELDS} } }`,
  confirmReceipt: `mutation CreatorDealConfirmReceipt($id: ID!) {
    CreatorDealConfirmReceipt(id: $id) { ${DEAL_FIELDS} } }`,
  reportPost: `mutation CreatorDealReportPost($id: ID!, $post_url: String!) {
    CreatorDealReportPost(id: $id, post_url: $post_url) { ${DEAL_FIELDS} } }`,
  creatorCancel: `mutation CreatorDealCancel($id: ID!, $reason: String!) {
    CreatorDealCancel(id: $id, reason: $reason) { ${DEAL_FIELDS} } }`,
} as const;
export type DealOp = keyof typeof DEAL_OPS;

export const UPLOAD_DOCUMENT = `mutation CreatorContentUpload($id: ID!, $files: [File!]!,
  $raw_footage: [File!], $hooks: [File!]) {
  CreatorContentUpload(id: $id, files: $files, raw_footage: $raw_footage, hooks: $hooks) {
    ${DEAL_FIELDS} } }`;

export interface ApiContent {
  id: string;
  kind: string;
  status: string;
  round: number;
  files: Array<{ id: string; role: string; url: string; content_type: string; size: number }>;
  feedback: string | null;
  time_comments: Array<{ at_seconds: number; text: string }>;
  reviewed_at: string | null;
  [field: string]: unknown;
}

export interface ApiDeal {
  id: string;
  status: string;
  delivery: string;
  fee: number;
  reimbursement: number;
  revisions_used: number;
  revisions_left: number;
  actions: string[];
  auto_accept_at: string | null;
  events: Array<{ action: string; actor: string; status: string; note: string | null }>;
  contents: ApiContent[];
  [field: string]: unknown;
}

/** CreatorImageUpload as the creators' app sends it (a receipt photo); the image's id. */
export async function uploadCreatorImage(
  t: TestServer,
  token: string,
  bytes: Uint8Array = pngBytes(2, 2, [240, 240, 230]),
): Promise<string> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation CreatorImageUpload($file: File!) { CreatorImageUpload(file: $file) { id } }',
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'receipt.png');
  const response = await fetch(`${t.url}/v1/j`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'graphql-require-preflight': '1' },
    body: form,
  });
  const body = (await response.json()) as GraphqlResponse<{
    CreatorImageUpload: { id: string };
  }>['body'];
  return dataOf({ status: response.status, body }).CreatorImageUpload.id;
}

/**
 * Runs a deal operation on /v1/j as the session `token` (company or creator). A purchase
 * report without a receipt or total gets a receipt uploaded by `token` and a $25.00 total,
 * so tests of other steps name only the order number.
 */
export async function dealApi(
  t: TestServer,
  token: string,
  op: DealOp,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<Record<string, ApiDeal>>> {
  const sent =
    op === 'reportPurchase'
      ? {
          order_total_cents: 2500,
          ...variables,
          receipt_image_id:
            'receipt_image_id' in variables
              ? variables.receipt_image_id
              : await uploadCreatorImage(t, token),
        }
      : variables;
  return postGraphql<Record<string, ApiDeal>>(`${t.url}/v1/j`, DEAL_OPS[op], {
    token,
    variables: sent,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** The deal of a successful operation (its one root field). */
export function dealOf(response: GraphqlResponse<Record<string, ApiDeal>>): ApiDeal {
  return Object.values(dataOf(response))[0]!;
}

/** A file of an upload: bytes and the name and type the browser gives them. */
export interface UploadFile {
  bytes: Uint8Array;
  name?: string;
  type?: string;
}

/** The extra parts of an upload: the raw footage and the extra hooks a campaign bought. */
export interface UploadExtras {
  raw_footage?: UploadFile[];
  hooks?: UploadFile[];
}

/** CreatorContentUpload as a creator's app sends it: a GraphQL multipart request. */
export async function uploadContent(
  t: TestServer,
  token: string,
  dealId: string,
  files: UploadFile[],
  locale?: string,
  extras: UploadExtras = {},
): Promise<GraphqlResponse<Record<string, ApiDeal>>> {
  const parts: Array<[string, UploadFile[]]> = [['files', files]];
  if (extras.raw_footage) parts.push(['raw_footage', extras.raw_footage]);
  if (extras.hooks) parts.push(['hooks', extras.hooks]);
  const variables: Record<string, unknown> = { id: dealId };
  const map: Record<string, string[]> = {};
  const sent: UploadFile[] = [];
  for (const [name, list] of parts) {
    variables[name] = list.map(() => null);
    list.forEach((file, i) => {
      map[String(sent.length)] = [`variables.${name}.${i}`];
      sent.push(file);
    });
  }
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD_DOCUMENT, variables }));
  form.set('map', JSON.stringify(map));
  sent.forEach((file, i) =>
    form.set(
      String(i),
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name ?? `file-${i}`,
    ),
  );
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (locale) headers['accept-language'] = locale;
  const response = await fetch(`${t.url}/v1/j`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as never };
}

/** The raw footage and extra hooks a deal's campaign bought, as videos (none otherwise). */
export function extrasFor(campaign: { raw_footage: boolean; extra_hooks: number }): UploadExtras {
  // Of different lengths, so each file has its own SHA-256.
  const video = (name: string, n: number) => ({
    bytes: videoBytes(4 * 1024 + n),
    name,
    type: 'video/mp4',
  });
  const hooks = Array.from({ length: campaign.extra_hooks }, (_, i) =>
    video(`hook-${i + 1}.mp4`, i + 2),
  );
  return {
    ...(campaign.raw_footage ? { raw_footage: [video('raw.mp4', 1)] } : {}),
    ...(hooks.length > 0 ? { hooks } : {}),
  };
}

/**
 * Bytes an MP4 starts with (an `ftyp` box), then `size` bytes in all of a pattern: what the
 * server checks of a video is its kind by its first bytes, and its size.
 */
export function videoBytes(size = 64 * 1024): Uint8Array {
  const bytes = new Uint8Array(size);
  const head = [0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')];
  bytes.set(head);
  for (let i = head.length; i < size; i++) bytes[i] = (i * 31) % 251;
  return bytes;
}

/** What a campaign of each type uploads: two small PNGs, or one video. */
export const contentFor = (type: CampaignType): UploadFile[] =>
  type === 'ugc_video'
    ? [{ bytes: videoBytes(), name: 'clip.mp4', type: 'video/mp4' }]
    : [
        { bytes: pngBytes(2, 2, [10, 120, 200]), name: 'a.png', type: 'image/png' },
        { bytes: pngBytes(3, 1, [220, 20, 90]), name: 'b.png', type: 'image/png' },
      ];

export interface CampaignWithDealsOptions {
  type?: CampaignType;
  delivery?: DeliveryType;
  /** How many creators are picked (at most the campaign's number of deals). */
  picks?: number;
  /** The campaign's number of deals (10 for product packages; `picks` otherwise). */
  numberOfDeals?: number;
  revisionRounds?: number;
  /** The language the campaign is created in (its notices are in it). */
  locale?: string;
  /**
   * A company of campaignCompany's to add the campaign to (its wallet must hold the price);
   * by default a new one, with money.
   */
  owner?: Awaited<ReturnType<typeof campaignCompany>>;
  /** More CampaignInput values (the content rights, say). */
  input?: Record<string, unknown>;
}

export interface PickedTestDeal {
  id: string;
  creator: CreatorRow;
  creatorToken: string;
}

/**
 * A company with an active campaign, paid from its wallet, and `picks` deals in
 * creator_accepted, each with its creator's session. Basic tier, beauty creators, an
 * audience everyone is in; one product of $19.99 and $3.33 of taxes and shipping (refund
 * delivery reimburses both).
 */
export async function campaignWithDeals(
  t: TestServer,
  {
    type = 'ugc_image',
    delivery = 'refund',
    picks = 1,
    numberOfDeals = type === 'product_package' ? 10 : picks,
    revisionRounds = 2,
    locale,
    owner,
    input: more = {},
  }: CampaignWithDealsOptions = {},
) {
  const { company, token, brandId, productIds } =
    owner ?? (await campaignCompany(t, { productCount: 1 }));
  if (!owner) await credit(t, company.id, 100_000_00);
  const input = campaignInput(brandId, productIds, {
    type,
    name: `Deals of ${type.replace('_', ' ')} ${delivery}`,
    delivery_type: delivery,
    number_of_deals: numberOfDeals,
    creator_tier: 'basic',
    video_duration: type === 'ugc_video' ? 30 : null,
    revision_rounds: revisionRounds,
    ...EVERYONE,
    ...more,
  });
  const created = dataOf(
    await postGraphql<{ CampaignCreate: { id: string } }>(
      `${t.url}/v1/j`,
      `mutation CampaignCreate($input: CampaignInput!, $payment: CampaignPaymentInput!,
        $idempotency_key: String!, $accept_terms: Boolean!) {
        CampaignCreate(input: $input, payment: $payment, idempotency_key: $idempotency_key,
          accept_terms: $accept_terms) { id } }`,
      {
        token,
        variables: createArgs(input),
        headers: locale ? { 'accept-language': locale } : undefined,
      },
    ),
  ).CampaignCreate;
  await approveCampaign(moneyEnv(t), created.id);
  const creators = await insertCreators(
    t,
    variedCreators(picks, picks + numberOfDeals).map((creator) => ({
      ...creator,
      categories: ['beauty'],
    })),
  );
  const deals: PickedTestDeal[] = [];
  for (const creator of creators) {
    const picked = await creatorApi(t, token, 'pick', {
      campaign_id: created.id,
      creator_id: String(creator.id),
    });
    deals.push({
      id: dataOf(picked).DealCreate.id,
      creator,
      creatorToken: await creatorSession(t, creator.id),
    });
  }
  const [campaign] = await t.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.id, Number(created.id)));
  return { company, token, campaign: campaign!, deals };
}

export type Notification = Record<string, unknown>;

/**
 * The notifications an account (a company, or a creator: both are accounts) receives on its
 * own topics, from now on. `waitFor` resolves with the first one, received so far or later,
 * that has every given field: the tests wait for conditions, not for time. End the clients
 * with `endClients` from ./mqtt.
 */
export async function notificationsOf(t: TestServer, accountId: number, token: string) {
  const client = mqttClient(brokerUrl(t.url), { username: MQTT_USERNAME, password: token });
  await connected(client);
  await client.subscribeAsync(`company/${accountId}/#`);
  const received: Notification[] = [];
  const waiting: Array<{ fields: Notification; resolve: (found: Notification) => void }> = [];
  const has = (message: Notification, fields: Notification) =>
    Object.entries(fields).every(([key, value]) => message[key] === value);
  client.on('message', (_topic, payload) => {
    const message = JSON.parse(payload.toString()) as Notification;
    received.push(message);
    for (const waiter of waiting.splice(0)) {
      if (has(message, waiter.fields)) waiter.resolve(message);
      else waiting.push(waiter);
    }
  });
  return {
    received,
    waitFor(fields: Notification): Promise<Notification> {
      const found = received.find((message) => has(message, fields));
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push({ fields, resolve }));
    },
  };
}

/**
 * Takes a deal of a refund-delivery campaign (or a shipping one: the company ships) through
 * its steps up to `until`, as both parties do it: purchased_sent, product_received, or
 * content_approved_by_admin (screening is automatic). Returns the deal as last shown.
 */
export async function dealUpTo(
  t: TestServer,
  companyToken: string,
  deal: PickedTestDeal,
  type: CampaignType,
  delivery: DeliveryType,
  until: 'purchased_sent' | 'product_received' | 'content_approved_by_admin',
): Promise<ApiDeal> {
  const { id, creatorToken } = deal;
  let shown =
    delivery === 'shipping'
      ? dealOf(
          await dealApi(t, companyToken, 'ship', { id, carrier: 'dhl', tracking_number: 'JD0123' }),
        )
      : dealOf(await dealApi(t, creatorToken, 'reportPurchase', { id, order_number: 'ORD-77' }));
  if (until === 'purchased_sent') return shown;
  shown = dealOf(await dealApi(t, creatorToken, 'confirmReceipt', { id }));
  if (until === 'product_received') return shown;
  // Every part the campaign bought (docs/product.md#deals-and-content), or it is refused.
  const extras =
    type === 'ugc_video' ? extrasFor(shown.campaign as Parameters<typeof extrasFor>[0]) : {};
  return dealOf(await uploadContent(t, creatorToken, id, contentFor(type), undefined, extras));
}

/** Moves the server's clock on to `at` (never back) and runs the jobs due then. */
export async function runJobsAt(t: TestServer, at: number): Promise<void> {
  const ahead = at - t.clock.now().getTime();
  if (ahead > 0) t.clock.advance(ahead);
  await t.server.jobs.runDue();
}

/** The deal's jobs of `kind`, scheduled or done, oldest first. */
export const dealJobs = (t: TestServer, dealId: string, kind: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`(${jobs.payload}->>'deal_id')::int = ${Number(dealId)}`))
    .orderBy(asc(jobs.id));
