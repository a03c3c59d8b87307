/**
 * The demo company's past (`npm run seed`): HISTORY_WEEKS of campaigns played through the
 * very services the API runs, on a stepped clock (historyPlan.ts says when each step
 * happens): the company pays and launches a campaign, creators apply, the company picks
 * them and ships (or the creators buy the product and are reimbursed), the creators
 * confirm receipt and upload, the company sometimes asks for a revision, then accepts,
 * which pays the creator's fee; the last acceptance completes the campaign and takes the
 * platform fee. So the ledger, the dashboard's weeks, the content library, the timelines
 * and the creators' earnings all hold what really happened, at the time it happened.
 */
import { asc } from 'drizzle-orm';
import { MINIMUM_PAYOUT_CENTS } from '../../domain/earnings/rules';
import type { Database } from '../db/client';
import { creators } from '../db/schema/creators';
import { approveCampaign } from '../services/campaigns/review';
import { createCampaign } from '../services/campaigns/create';
import { latestContent } from '../services/content/view';
import { applyToCampaign } from '../services/creators/creatorSide';
import { matchingCampaign } from '../services/creators/matching';
import { confirmReceipt, reportPurchase } from '../services/deals/creatorSteps';
import { createDeal } from '../services/deals/create';
import { acceptContent, requestRevision } from '../services/deals/review';
import { shipDeal } from '../services/deals/ship';
import { uploadContent } from '../services/deals/upload';
import { uploadImage } from '../services/images/upload';
import type { ServiceEnv } from '../services/env';
import { ServiceError } from '../services/errors';
import { markAllNotificationsRead } from '../services/notifications/read';
import { payCreatorOut } from '../services/earnings/demo';
import { earningsFigures } from '../services/earnings/figures';
import { contentPhotos, contentVideo } from './contentMedia';
import { productPhotoPng } from './productImages';
import { DEMO_AUDIENCE } from './demoCompany';
import type { DemoAccount } from './demoCompany';
import { HISTORY_DEALS, HISTORY_EXTRA_APPLICANTS, historyPlan } from './historyPlan';
import type { HistoryStep, PlannedCampaign } from './historyPlan';
import { seededRandom } from './random';
import type { SteppedClock } from './steppedClock';
import type { Random } from './random';
import { pitchFor } from './simulator';

export interface HistorySummary {
  campaigns: number;
  completedDeals: number;
  /** The creator with a deal on every past campaign: the one to log in as. */
  featuredCreatorId: number;
}

/** How many creators the history needs: each campaign's picks and extra applicants. */
const CREATORS_PER_CAMPAIGN = HISTORY_DEALS + HISTORY_EXTRA_APPLICANTS;
/** The creators the history draws from: the first that match the demo audience. */
const POOL = 40;

const FEEDBACK = [
  'Lovely light! Could you hold the product closer so the label reads?',
  'Great energy. Please mention the product name once, near the start.',
  'Nice shots: could you add one with the product in your hand?',
];
const TIME_COMMENTS = [
  'The label is hard to read here',
  'Keep this moment but slow it down a little',
];

/**
 * The creators' payouts of the past: each creator of `creatorIds` with at least the
 * minimum available asks for all of it, as a creator does every couple of weeks, through
 * the payout service (the sandbox's always-paid test account, keyed by the day so a
 * re-run pays nothing twice). Answers how many payouts were made.
 */
export async function requestCreatorPayouts(
  env: ServiceEnv,
  creatorIds: readonly number[],
): Promise<number> {
  const now = env.services.now();
  let made = 0;
  for (const creatorId of creatorIds) {
    const { available } = await earningsFigures(env.db, creatorId, now, env.config.payoutHoldHours);
    if (available < MINIMUM_PAYOUT_CENTS) continue;
    const key = `seed-payout-${creatorId}-${now.toISOString().slice(0, 10)}`;
    await payCreatorOut(env, creatorId, available, key);
    made += 1;
  }
  return made;
}

/**
 * Creators matching the demo audience, by id: the pool the history picks from. The first
 * is left out: today's shipping deal goes to it (pickDemoCreator), a story of its own.
 */
async function creatorPool(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: creators.id })
    .from(creators)
    .where(matchingCampaign(DEMO_AUDIENCE))
    .orderBy(asc(creators.id))
    .limit(POOL + 1);
  return rows.slice(1).map((row) => row.id);
}

/** Campaign k's creators: the featured one first, then a rotation through the pool. */
function castOf(pool: readonly number[], k: number): number[] {
  const others = pool.slice(1);
  return [
    pool[0]!,
    ...Array.from(
      { length: CREATORS_PER_CAMPAIGN - 1 },
      (_, j) => others[(k * CREATORS_PER_CAMPAIGN + j) % others.length]!,
    ),
  ];
}

/** Photos drawn once per seed run: drawing one takes tens of milliseconds. */
const PHOTO_POOL = 6;

/** What creators upload: the campaign's kind, photos taken from a pool drawn once. */
function contentMaker(random: Random) {
  let photos: Uint8Array[] | null = null;
  return async (type: string): Promise<Blob[]> => {
    if (type === 'ugc_video') return [new Blob([Buffer.from(await contentVideo())])];
    photos ??= Array.from({ length: PHOTO_POOL / 2 }, (_, i) =>
      contentPhotos(random, `history-${i}`).slice(0, 2),
    ).flat();
    const count = random.int(2, 3);
    const from = random.int(0, photos.length - count);
    return photos.slice(from, from + count).map((bytes) => new Blob([Buffer.from(bytes)]));
  };
}

interface Played {
  campaignId: string;
  cast: number[];
  /** Deal ids (API) by the plan's deal index. */
  deals: string[];
}

/** One step of one campaign, by whoever takes it. */
async function playStep(
  env: ServiceEnv,
  account: DemoAccount,
  planned: PlannedCampaign,
  played: Played,
  step: Exclude<HistoryStep, { kind: 'create' }>,
  random: Random,
  content: ReturnType<typeof contentMaker>,
): Promise<void> {
  const { companyId } = account;
  const campaignId = played.campaignId;
  if (step.kind === 'apply') {
    await applyToCampaign(env, played.cast[step.applicant]!, {
      campaign_id: campaignId,
      pitch: pitchFor(random, DEMO_AUDIENCE.creator_category),
    });
    return;
  }
  const creatorId = played.cast[step.deal]!;
  if (step.kind === 'pick') {
    const picked = await createDeal(env, companyId, {
      campaign_id: campaignId,
      creator_id: String(creatorId),
    });
    played.deals[step.deal] = String(picked.row.id);
    return;
  }
  const id = played.deals[step.deal]!;
  switch (step.kind) {
    case 'ship':
      await shipDeal(env, companyId, {
        id,
        carrier: random.pick(['usps', 'ups', 'fedex']),
        tracking_number: `1Z${random.int(10_000_000, 99_999_999)}`,
      });
      return;
    case 'purchase': {
      // The creator photographs the receipt (an upload of its own), then reports the order.
      const receipt = await uploadImage(
        env,
        creatorId,
        new Blob([Buffer.from(productPhotoPng(`receipt-${id}`, [240, 240, 232]))]),
      );
      await reportPurchase(env, creatorId, {
        id,
        order_number: `ORD-${random.int(100_000, 999_999)}`,
        order_total_cents: random.int(25_00, 60_00),
        receipt_image_id: receipt.id,
      });
      return;
    }
    case 'receive':
      await confirmReceipt(env, creatorId, { id });
      return;
    case 'upload':
      await uploadContent(env, creatorId, {
        id,
        files: await content(planned.campaign.type),
      });
      return;
    case 'revise': {
      const content = await latestContent(env.db, Number(id));
      const video = planned.campaign.type === 'ugc_video';
      await requestRevision(env, companyId, {
        id,
        content_id: String(content!.id),
        feedback: random.pick(FEEDBACK),
        time_comments: video
          ? [{ at_seconds: random.int(1, 5), text: random.pick(TIME_COMMENTS) }]
          : null,
      });
      return;
    }
    case 'accept': {
      const content = await latestContent(env.db, Number(id));
      await acceptContent(env, companyId, { id, content_id: String(content!.id) });
      return;
    }
  }
}

/**
 * Whether a review step was refused because the deal is accepted already: inside a running
 * server its job runner (on the real clock) may run a past deal's automatic acceptance,
 * long due, between the upload and the company's review. The deal is then paid and
 * completed all the same; its remaining steps are skipped.
 */
function settledByDeadline(error: unknown, step: HistoryStep): boolean {
  return (
    error instanceof ServiceError &&
    error.code === 'DEAL_ACTION_NOT_ALLOWED' &&
    (step.kind === 'revise' || step.kind === 'accept' || step.kind === 'upload')
  );
}

/** Launches a past campaign: paid by card and approved, as an operator would. */
async function launch(env: ServiceEnv, account: DemoAccount, planned: PlannedCampaign, k: number) {
  const { campaign } = planned;
  const { brandId, productIds } = account.catalogue[campaign.brand]!;
  const created = await createCampaign(env, account.companyId, 'en', {
    input: {
      ...DEMO_AUDIENCE,
      type: campaign.type,
      name: campaign.name,
      brand_id: brandId,
      product_ids: productIds.slice(0, campaign.products),
      delivery_type: campaign.delivery,
      taxes_shipping_compensation: campaign.delivery === 'refund' ? 2_00 : 0,
      number_of_deals: HISTORY_DEALS,
      content_brief: campaign.brief,
      video_duration: campaign.type === 'ugc_video' ? 30 : null,
    },
    payment: { method: 'CARD', card_id: account.cardId },
    idempotency_key: `seed-history-${k}-${account.companyId}`,
    accept_terms: true,
  });
  await approveCampaign(env, String(created.row.id));
  return created.row.id;
}

/**
 * Plays the history up to `now` on `clock` (env's services read it), then releases the
 * clock. History is not mailed (`env` should carry a mailer that sends nothing): those
 * mails would have gone out weeks ago. What the company and the creators were told is
 * read by the end, as it would have been. Needs CREATORS_PER_CAMPAIGN matching creators
 * (besides the first): with fewer there is no history (null).
 */
export async function seedHistory(
  env: ServiceEnv,
  clock: SteppedClock,
  account: DemoAccount,
  { now, seed }: { now: Date; seed: number },
): Promise<HistorySummary | null> {
  const random = seededRandom(`history:${seed}`);
  const plan = historyPlan(now, random);
  const content = contentMaker(random);
  const pool = await creatorPool(env.db);
  // Too few creators to play a past: none at all, rather than a campaign left half done.
  if (pool.length < CREATORS_PER_CAMPAIGN) {
    clock.release();
    return null;
  }
  const involved = new Set<number>();
  let completedDeals = 0;
  let launched = 0;
  for (const [k, planned] of plan.entries()) {
    const [create, ...steps] = planned.steps;
    clock.set(create!.at);
    const campaignId = await launch(env, account, planned, k);
    launched += 1;
    const played: Played = { campaignId: String(campaignId), cast: castOf(pool, k), deals: [] };
    played.cast.forEach((id) => involved.add(id));
    // Deals the server's own deadline accepted meanwhile (see settledByDeadline).
    const settled = new Set<number>();
    for (const step of steps) {
      if (step.kind === 'create' || ('deal' in step && settled.has(step.deal))) continue;
      clock.set(step.at);
      try {
        await playStep(env, account, planned, played, step, random, content);
      } catch (error) {
        if (!('deal' in step) || !settledByDeadline(error, step)) throw error;
        settled.add(step.deal);
      }
      if (step.kind === 'accept' || ('deal' in step && settled.has(step.deal))) {
        completedDeals += 1;
      }
    }
    // Creators withdraw what each past campaign paid them; the last one's fees stay
    // available, so a creator logging in sees money both paid out and waiting.
    if (k < plan.length - 1) await requestCreatorPayouts(env, played.cast);
  }
  for (const accountId of [account.companyId, ...involved]) {
    await markAllNotificationsRead(env, { companyId: accountId, personId: accountId });
  }
  clock.release();
  return { campaigns: launched, completedDeals, featuredCreatorId: pool[0]! };
}
