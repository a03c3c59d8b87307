/**
 * The brands' side for `npm run simulate -- --brands`, through the company operations of
 * the API only, so a tester acting as a creator sees brands pick, ship, review and pay:
 * a company picks an applicant of an active campaign with slots left, ships the product
 * of a shipping-delivery deal, and reviews content that passed screening, accepting most
 * and asking for a revision sometimes (on a video, with a comment pinned to a moment of
 * it). The move functions are exported so tests drive them one by one.
 */
import { creatorCall } from './dealSimulator';
import type { GraphqlAnswer } from './dealSimulator';
import type { Random } from './random';

/** How often a brand asks for a revision when it still may (else it accepts). */
export const BRAND_REVISION_ODDS = 0.25;

/** A deal as a brand reads it. */
export interface BrandDeal {
  id: string;
  campaign_id: string;
  actions: string[];
  campaign: { name: string };
  contents: Array<{ id: string; kind: 'image' | 'video'; status: string }>;
}

const DEALS = `query Deals($first: Int) {
  Deals(filter: { statuses: [creator_accepted, content_approved_by_admin] }, first: $first) {
    nodes { id campaign_id actions campaign { name } contents { id kind status } } } }`;
const CAMPAIGNS = `query Campaigns { Campaigns(tab: active, first: 20) {
  nodes { id name number_of_deals deals_filled } } }`;
const APPLICANTS = `query CampaignApplicants($campaign_id: ID!) {
  CampaignApplicants(campaign_id: $campaign_id, first: 50) {
    nodes { creator { id name } application { created_at } deal { id } } } }`;
const PICK = `mutation DealCreate($campaign_id: ID!, $creator_id: ID!) {
  DealCreate(campaign_id: $campaign_id, creator_id: $creator_id) { id } }`;
const SHIP = `mutation DealShip($id: ID!, $carrier: Carrier!, $tracking_number: String!) {
  DealShip(id: $id, carrier: $carrier, tracking_number: $tracking_number) { id status } }`;
const ACCEPT = `mutation DealAcceptContent($id: ID!, $content_id: ID!) {
  DealAcceptContent(id: $id, content_id: $content_id) { id status } }`;
const REVISE = `mutation DealRequestRevision($id: ID!, $content_id: ID!, $feedback: String!,
  $time_comments: [TimeCommentInput!]) {
  DealRequestRevision(id: $id, content_id: $content_id, feedback: $feedback,
    time_comments: $time_comments) { id status } }`;

const failure = (answer: GraphqlAnswer<unknown>) =>
  answer.errors?.length ? (answer.errors[0]?.extensions?.code ?? 'ERROR') : null;
const outcome = (answer: GraphqlAnswer<unknown>, done: string) => {
  const code = failure(answer);
  return code ? `${done} refused (${code})` : done;
};

/** The company's deals that wait for it: to ship, or to review. */
export async function brandDeals(url: string, token: string): Promise<BrandDeal[]> {
  type Page = { Deals: { nodes: BrandDeal[] } };
  const answer = await creatorCall<Page>(url, token, DEALS, { first: 50 });
  return (answer.data?.Deals.nodes ?? []).filter(
    (deal) => deal.actions.includes('ship') || deal.actions.includes('accept_content'),
  );
}

const FEEDBACK = [
  'Love it! Could you show the label a little longer so it reads clearly?',
  'Great start. Please film in daylight so the colours are true.',
  'Nice work: could you say the product name once, near the start?',
];
const TIME_COMMENTS = ['Hold the product closer here', 'The label is hard to read here'];

/** Ships the deal's product with a carrier and a tracking number. */
async function ship(url: string, token: string, deal: BrandDeal, random: Random) {
  const answer = await creatorCall(url, token, SHIP, {
    id: deal.id,
    carrier: random.pick(['usps', 'ups', 'fedex', 'dhl']),
    tracking_number: `1Z${random.int(10_000_000, 99_999_999)}`,
  });
  return outcome(answer, `deal ${deal.id}: shipped`);
}

/**
 * Reviews the deal's content: a revision (with a time-coded comment on a video) now and
 * then while rounds are left, else acceptance, which pays the creator.
 */
async function review(url: string, token: string, deal: BrandDeal, random: Random) {
  const latest = deal.contents[0];
  if (!latest) return null;
  if (deal.actions.includes('request_revision') && random.next() < BRAND_REVISION_ODDS) {
    const comments =
      latest.kind === 'video'
        ? [{ at_seconds: random.int(1, 5), text: random.pick(TIME_COMMENTS) }]
        : null;
    const answer = await creatorCall(url, token, REVISE, {
      id: deal.id,
      content_id: latest.id,
      feedback: random.pick(FEEDBACK),
      time_comments: comments,
    });
    return outcome(answer, `deal ${deal.id}: asked for a revision`);
  }
  const answer = await creatorCall(url, token, ACCEPT, { id: deal.id, content_id: latest.id });
  return outcome(answer, `deal ${deal.id}: accepted the content (the creator is paid)`);
}

/** The brand's next move on a deal that waits for it; null when it waits for nobody. */
export async function playBrandStep(
  url: string,
  token: string,
  deal: BrandDeal,
  random: Random,
): Promise<string | null> {
  if (deal.actions.includes('ship')) return ship(url, token, deal, random);
  if (deal.actions.includes('accept_content')) return review(url, token, deal, random);
  return null;
}

/**
 * Picks one of the newest few applicants of the company's first active campaign with a
 * slot left and applicants waiting; null when there is none.
 */
export async function pickApplicant(
  url: string,
  token: string,
  random: Random,
  campaignId?: string,
): Promise<string | null> {
  type Campaigns = {
    Campaigns: {
      nodes: Array<{ id: string; name: string; number_of_deals: number; deals_filled: number }>;
    };
  };
  const campaigns = await creatorCall<Campaigns>(url, token, CAMPAIGNS, {});
  const open = (campaigns.data?.Campaigns.nodes ?? []).filter(
    (c) => c.deals_filled < c.number_of_deals && (campaignId === undefined || c.id === campaignId),
  );
  for (const campaign of open) {
    type Applicants = {
      CampaignApplicants: {
        nodes: Array<{
          creator: { id: string; name: string };
          application: { created_at: string } | null;
          deal: { id: string } | null;
        }>;
      };
    };
    const answer = await creatorCall<Applicants>(url, token, APPLICANTS, {
      campaign_id: campaign.id,
    });
    const waiting = (answer.data?.CampaignApplicants.nodes ?? []).filter(
      (node) => node.application !== null && node.deal === null,
    );
    if (waiting.length === 0) continue;
    const chosen = random.pick(waiting.slice(0, 3));
    const picked = await creatorCall(url, token, PICK, {
      campaign_id: campaign.id,
      creator_id: chosen.creator.id,
    });
    return outcome(picked, `campaign ${campaign.id}: picked creator ${chosen.creator.id}`);
  }
  return null;
}
