/**
 * The creators' side of deals, for `npm run simulate`: each step a creator takes on a deal
 * (report the purchase, confirm receipt, upload content, answer a revision by uploading
 * again, report the post) and answers to the company's chat messages, through the creator
 * operations of the API only. The step functions are exported so tests drive them one by one.
 */
import type { DealAction } from '../../domain/deals/rules';
import { contentPhotos, contentVideo } from './contentMedia';
import { productPhotoPng } from './productImages';
import type { Random } from './random';

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** A deal as the simulator reads it. */
export interface SimulatedDeal {
  id: string;
  status: string;
  actions: DealAction[];
  unread_messages: number;
  /** Refund delivery: what the products cost with taxes and shipping (USD cents). */
  reimbursement: number;
  campaign: { id: string; name: string; type: string };
}

const DEAL_FIELDS = 'id status actions unread_messages reimbursement campaign { id name type }';
const CREATOR_DEALS = `query CreatorDeals($first: Int, $after: String) {
  CreatorDeals(first: $first, after: $after) { nodes { ${DEAL_FIELDS} }
    page_info { has_next_page end_cursor } } }`;
const CREATOR_DEAL = `query CreatorDeal($id: ID!) { CreatorDeal(id: $id) { ${DEAL_FIELDS}
  contents { status feedback } } }`;
const IMAGE_UPLOAD = `mutation CreatorImageUpload($file: File!) {
  CreatorImageUpload(file: $file) { id } }`;
const REPORT_PURCHASE = `mutation CreatorDealReportPurchase($id: ID!, $order_number: String!,
  $order_total_cents: Int!, $receipt_image_id: ID!) {
  CreatorDealReportPurchase(id: $id, order_number: $order_number,
    order_total_cents: $order_total_cents, receipt_image_id: $receipt_image_id) { id status } }`;
const CONFIRM_RECEIPT = `mutation CreatorDealConfirmReceipt($id: ID!) {
  CreatorDealConfirmReceipt(id: $id) { id status } }`;
const UPLOAD = `mutation CreatorContentUpload($id: ID!, $files: [File!]!) {
  CreatorContentUpload(id: $id, files: $files) { id status } }`;
const REPORT_POST = `mutation CreatorDealReportPost($id: ID!, $post_url: String!) {
  CreatorDealReportPost(id: $id, post_url: $post_url) { id status } }`;
const MESSAGES = `query CreatorDealMessages($id: ID!) {
  CreatorDealMessages(id: $id, first: 5) { nodes { author text } } }`;
const SEND = `mutation CreatorDealMessageSend($id: ID!, $text: String!) {
  CreatorDealMessageSend(id: $id, text: $text) { id } }`;
const READ = `mutation CreatorDealMessagesRead($id: ID!) { CreatorDealMessagesRead(id: $id) { id } }`;

/**
 * One GraphQL call as a creator (JSON, or multipart when `files` are given: the list
 * variable `files`, or with `single` the one variable `file`).
 */
export async function creatorCall<T>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  files?: Array<{ bytes: Uint8Array; name: string; type: string }>,
  single = false,
): Promise<GraphqlAnswer<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: string | FormData;
  if (files) {
    // The GraphQL multipart request: operations, the map of parts to variables, the parts.
    const form = new FormData();
    const withFiles = single
      ? { ...variables, file: null }
      : { ...variables, files: files.map(() => null) };
    form.append('operations', JSON.stringify({ query, variables: withFiles }));
    const paths = files.map((_, i) => (single ? 'variables.file' : `variables.files.${i}`));
    form.append(
      'map',
      JSON.stringify(Object.fromEntries(paths.map((path, i) => [String(i), [path]]))),
    );
    files.forEach((file, i) =>
      form.append(String(i), new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name),
    );
    body = form;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ query, variables });
  }
  const response = await fetch(`${url}/v1/j`, { method: 'POST', headers, body });
  return (await response.json()) as GraphqlAnswer<T>;
}

/** What went wrong with a call, for the log (the code, never the input). */
const failure = (answer: GraphqlAnswer<unknown>) =>
  answer.errors?.length ? (answer.errors[0]?.extensions?.code ?? 'ERROR') : null;

/** The creator's deals, every page. */
export async function creatorDeals(url: string, token: string): Promise<SimulatedDeal[]> {
  const deals: SimulatedDeal[] = [];
  let after: string | null = null;
  for (;;) {
    type Page = {
      CreatorDeals: {
        nodes: SimulatedDeal[];
        page_info: { has_next_page: boolean; end_cursor: string | null };
      };
    };
    const answer: GraphqlAnswer<Page> = await creatorCall<Page>(url, token, CREATOR_DEALS, {
      first: 50,
      after,
    });
    const page: Page['CreatorDeals'] | undefined = answer.data?.CreatorDeals;
    if (!page) return deals;
    deals.push(...page.nodes);
    if (!page.page_info.has_next_page) return deals;
    after = page.page_info.end_cursor;
  }
}

/** The order number a creator reports: letters and digits like a shop's. */
const orderNumber = (random: Random) => `ORD-${random.int(100000, 999999)}-${random.int(10, 99)}`;

/**
 * Refund delivery: uploads a photo of the receipt, then reports the purchase with it and
 * the order's total (what the deal reimburses, at least a cent).
 */
async function reportPurchase(url: string, token: string, deal: SimulatedDeal, random: Random) {
  const photo = productPhotoPng(`receipt-${deal.id}`, [240, 240, 232]);
  const receipt = await creatorCall<{ CreatorImageUpload: { id: string } }>(
    url,
    token,
    IMAGE_UPLOAD,
    {},
    [{ bytes: photo, name: 'receipt.png', type: 'image/png' }],
    true,
  );
  const imageId = receipt.data?.CreatorImageUpload.id;
  if (!imageId) return receipt;
  return creatorCall(url, token, REPORT_PURCHASE, {
    id: deal.id,
    order_number: orderNumber(random),
    order_total_cents: Math.max(1, deal.reimbursement),
    receipt_image_id: imageId,
  });
}

/** Uploads the content the campaign asks for: its video, or a few photos. */
async function upload(url: string, token: string, deal: SimulatedDeal, random: Random) {
  const round = `${deal.id}-${Date.now()}`;
  const files =
    deal.campaign.type === 'ugc_video'
      ? [{ bytes: await contentVideo(), name: 'video.webm', type: 'video/webm' }]
      : contentPhotos(random, `content-${round}`).map((bytes, i) => ({
          bytes,
          name: `photo-${i + 1}.png`,
          type: 'image/png',
        }));
  return creatorCall(url, token, UPLOAD, { id: deal.id }, files);
}

/** The steps a creator takes, in the order the simulator prefers them. */
export const CREATOR_STEPS = [
  'report_purchase',
  'confirm_receipt',
  'upload_content',
  'report_post',
] as const satisfies readonly DealAction[];
export type CreatorStep = (typeof CREATOR_STEPS)[number];

/** The step the deal waits for from its creator, if any. */
export const nextStep = (deal: Pick<SimulatedDeal, 'actions'>): CreatorStep | null =>
  CREATOR_STEPS.find((step) => deal.actions.includes(step)) ?? null;

/**
 * Takes the deal's next creator step; a line for the log, or null when the deal waits for
 * nobody but the company. A failed call is reported, not thrown (the deal may have moved).
 */
export async function playStep(
  url: string,
  token: string,
  deal: SimulatedDeal,
  random: Random,
): Promise<string | null> {
  const step = nextStep(deal);
  if (!step) return null;
  let answer: GraphqlAnswer<unknown>;
  if (step === 'report_purchase') {
    answer = await reportPurchase(url, token, deal, random);
  } else if (step === 'confirm_receipt') {
    answer = await creatorCall(url, token, CONFIRM_RECEIPT, { id: deal.id });
  } else if (step === 'upload_content') {
    answer = await upload(url, token, deal, random);
  } else {
    answer = await creatorCall(url, token, REPORT_POST, {
      id: deal.id,
      post_url: `https://social.example.com/p/${deal.id}-${random.int(1000, 9999)}`,
    });
  }
  const code = failure(answer);
  return code ? `deal ${deal.id}: ${step} refused (${code})` : `deal ${deal.id}: ${step}`;
}

const REPLIES = [
  'Thanks for the message! I am on it.',
  'Got it, I will keep that in mind for the video.',
  'Sounds good, thank you!',
  'Thanks! I will send an update soon.',
];
const REVISION_REPLIES = [
  'Thanks for the feedback, I am filming it again now.',
  'Understood, a new version is on its way.',
];

/** Answers the company's unread messages with one short reply, then marks them read. */
export async function answerMessages(
  url: string,
  token: string,
  deal: SimulatedDeal,
  random: Random,
): Promise<string | null> {
  if (deal.unread_messages === 0) return null;
  type Messages = { CreatorDealMessages: { nodes: Array<{ author: string; text: string }> } };
  const history = await creatorCall<Messages>(url, token, MESSAGES, { id: deal.id });
  if (failure(history)) return `deal ${deal.id}: could not read the chat (${failure(history)})`;
  const answer = await creatorCall(url, token, SEND, { id: deal.id, text: random.pick(REPLIES) });
  await creatorCall(url, token, READ, { id: deal.id });
  const code = failure(answer);
  return code ? `deal ${deal.id}: reply refused (${code})` : `deal ${deal.id}: replied in the chat`;
}

/**
 * After a revision request the deal is back at content creation with a denied upload: the
 * creator says so in the chat before uploading again.
 */
export async function acknowledgeRevision(
  url: string,
  token: string,
  deal: SimulatedDeal,
  random: Random,
): Promise<string | null> {
  if (!deal.actions.includes('upload_content')) return null;
  type One = { CreatorDeal: { contents: Array<{ status: string; feedback: string | null }> } };
  const full = await creatorCall<One>(url, token, CREATOR_DEAL, { id: deal.id });
  const latest = full.data?.CreatorDeal.contents[0];
  if (latest?.status !== 'denied') return null;
  const answer = await creatorCall(url, token, SEND, {
    id: deal.id,
    text: random.pick(REVISION_REPLIES),
  });
  return failure(answer) ? null : `deal ${deal.id}: acknowledged the revision`;
}
