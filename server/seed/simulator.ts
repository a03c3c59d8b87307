/**
 * The creator simulator behind `npm run simulate`: creators apply to active campaigns they
 * match at a person's pace (pace.ts), so a demo (and the tests) see applications arrive. It acts only
 * through the creator side of the API, with sessions the operator's admin command opens;
 * invited creators come first, which is how an invitation is accepted.
 */
import { PITCH_MAX } from '../../domain/creators/rules';
import { pauseMs, realSleep } from './pace';
import type { PlayerOptions } from './pace';
import { seededRandom } from './random';
import type { Random } from './random';

/** A creator to act as: its id, a session token, and whether it was invited. */
export interface Candidate {
  id: number;
  invited: boolean;
  token: string;
}

export interface SimulateOptions extends PlayerOptions {
  /** Up to `limit` creators to try, the non-invited ones from position `offset`. */
  candidates(limit: number, offset: number): Promise<Candidate[]>;
}

interface CreatorCampaign {
  id: string;
  creator_category: string;
  number_of_deals: number;
  deals_filled: number;
  invited: boolean;
  application: { created_at: string } | null;
  deal_id: string | null;
}

const CAMPAIGNS = `query CreatorCampaigns($first: Int) { CreatorCampaigns(first: $first) {
  nodes { id creator_category number_of_deals deals_filled invited application { created_at } deal_id } } }`;
const APPLY = `mutation CreatorApply($campaign_id: ID!, $pitch: String!) {
  CreatorApply(campaign_id: $campaign_id, pitch: $pitch) { id application { created_at } } }`;

const BATCH = 20;

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

async function graphql<T>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${url}/v1/j`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

const OPENERS = ['Hi there!', 'Hello!', 'Hey team!', 'Hi!'];
const PROMISES = [
  'I film in natural light and keep edits snappy',
  'my audience trusts my honest, hands-on reviews',
  'I can deliver within a week of receiving the product',
  'my followers ask me about products like this every week',
];

/** A short, friendly pitch: 10 to 500 characters. */
export function pitchFor(random: Random, category: string): string {
  const pitch =
    `${random.pick(OPENERS)} I make ${category} content and would love to work on this ` +
    `campaign: ${random.pick(PROMISES)}.`;
  return pitch.slice(0, PITCH_MAX);
}

/** The campaign a creator applies to: an invitation first, else any open one. */
function choose(random: Random, nodes: CreatorCampaign[], only: string | undefined) {
  const open = nodes.filter(
    (c) =>
      (only === undefined || c.id === only) &&
      c.application === null &&
      c.deal_id === null &&
      c.deals_filled < c.number_of_deals,
  );
  const invited = open.filter((c) => c.invited);
  if (invited.length > 0) return invited[0]!;
  return open.length > 0 ? random.pick(open) : null;
}

/** Runs until the budget is spent (or the signal); returns how many applications were made. */
export async function simulate(options: SimulateOptions): Promise<number> {
  const { url, speed, campaignId, budget, log, signal } = options;
  const random = seededRandom(`simulate:${options.seed}`);
  const pace = seededRandom(`pace:applications:${options.seed}`);
  const sleep = options.sleep ?? realSleep;
  const pause = () => sleep(pauseMs(pace, speed), signal);
  let applied = 0;
  let offset = 0;
  let queue: Candidate[] = [];
  // Said once each time nobody is left to apply, so a quiet run explains itself.
  let waiting = false;
  while (!budget.spent() && !signal?.aborted) {
    if (queue.length === 0) {
      queue = await options.candidates(BATCH, offset);
      if (queue.length === 0 && offset === 0 && !waiting) {
        const which = campaignId ? `campaign ${campaignId}` : 'an active campaign';
        log(`waiting for ${which} that creators match (category and tier) to apply to`);
      }
      waiting = queue.length === 0 && offset === 0;
      offset += queue.filter((c) => !c.invited).length;
      if (queue.length === 0) {
        // Every likely creator was tried: start over (new campaigns, withdrawals), after a pause.
        offset = 0;
        await pause();
        continue;
      }
    }
    const creator = queue.shift()!;
    const answer = await graphql<{ CreatorCampaigns: { nodes: CreatorCampaign[] } }>(
      url,
      creator.token,
      CAMPAIGNS,
      { first: 100 },
    );
    const campaign = choose(random, answer.data?.CreatorCampaigns.nodes ?? [], campaignId);
    if (!campaign) continue;
    const result = await graphql(url, creator.token, APPLY, {
      campaign_id: campaign.id,
      pitch: pitchFor(random, campaign.creator_category),
    });
    if (result.errors?.length) {
      const code = result.errors[0]?.extensions?.code ?? 'ERROR';
      log(`creator ${creator.id} could not apply to campaign ${campaign.id}: ${code}`);
      continue;
    }
    applied += 1;
    budget.spend();
    const how = campaign.invited ? ' (accepting an invitation)' : '';
    log(`creator ${creator.id} applied to campaign ${campaign.id}${how}`);
    if (!budget.spent()) await pause();
  }
  return applied;
}
