/**
 * When each step of the demo company's history happens (see history.ts): HISTORY_WEEKS of
 * campaigns, each run over two weeks with its deals taken from the pick to the accepted
 * content, so that every week of the dashboard's spend chart, this one included, has money
 * paid out. Pure: the same `now` and random source give the same plan, every time before
 * `now` and in order (the services' clock only moves forward).
 */
import type { CampaignType, DeliveryType } from '../../domain/campaigns/rules';
import { weekStart } from '../services/dashboard/spend';
import type { Random } from './random';

/** The weeks of history: the chart's default span (this week and the 11 before). */
export const HISTORY_WEEKS = 12;
/** Deals of each past campaign, all of them completed. */
export const HISTORY_DEALS = 4;
/** Creators who apply to a past campaign without being picked (the campaign then closes). */
export const HISTORY_EXTRA_APPLICANTS = 2;
/** How often the company asks for a revision before accepting (videos, then photos). */
export const REVISION_ODDS = { ugc_video: 0.4, ugc_image: 0.2 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** A past campaign: what the company asked for (its audience is the demo's). */
export interface HistoryCampaign {
  name: string;
  type: Extract<CampaignType, 'ugc_video' | 'ugc_image'>;
  delivery: DeliveryType;
  /** Index of the brand in the demo catalogue; its first `products` products. */
  brand: number;
  products: number;
  brief: string;
}

/** One campaign every two weeks: HISTORY_WEEKS / 2 of them, oldest first. */
export const HISTORY_CAMPAIGNS: readonly HistoryCampaign[] = [
  {
    name: 'Vitamin C first impressions',
    type: 'ugc_video',
    delivery: 'refund',
    brand: 0,
    products: 1,
    brief: 'Film your first week with the serum: the texture, the smell and how your skin feels.',
  },
  {
    name: 'Night cream flat lays',
    type: 'ugc_image',
    delivery: 'shipping',
    brand: 0,
    products: 2,
    brief: 'Style the night cream on your bedside table in warm evening light.',
  },
  {
    name: 'Beach day sunscreen',
    type: 'ugc_video',
    delivery: 'shipping',
    brand: 1,
    products: 1,
    brief: 'Show how the sunscreen goes on without a white cast before a day outdoors.',
  },
  {
    name: 'Lip balm everyday carry',
    type: 'ugc_image',
    delivery: 'refund',
    brand: 0,
    products: 1,
    brief: 'Photograph the lip balm in your bag, on your desk and on the go.',
  },
  {
    name: 'Cold brew mornings',
    type: 'ugc_video',
    delivery: 'refund',
    brand: 2,
    products: 1,
    brief: 'Mix a cold brew in your morning routine and tell us how you take it.',
  },
  {
    name: 'Glow routine before and after',
    type: 'ugc_video',
    delivery: 'shipping',
    brand: 0,
    products: 2,
    brief: 'Show your routine with the serum and the night cream, morning and evening.',
  },
];

/** A step of the history: who does what, to which deal (or applicant), and when. */
export type HistoryStep =
  | { kind: 'create'; at: Date }
  | { kind: 'apply'; at: Date; applicant: number }
  | {
      kind: 'pick' | 'ship' | 'purchase' | 'receive' | 'upload' | 'revise' | 'accept';
      at: Date;
      deal: number;
    };

export interface PlannedCampaign {
  campaign: HistoryCampaign;
  /** In time order. */
  steps: HistoryStep[];
}

/** The weeks of history, oldest first: [start, end), the last one ending at `now`. */
export function historyWeeks(now: Date): Array<{ start: Date; end: Date }> {
  const thisWeek = weekStart(now).getTime();
  return Array.from({ length: HISTORY_WEEKS }, (_, week) => {
    const start = thisWeek - (HISTORY_WEEKS - 1 - week) * WEEK_MS;
    return { start: new Date(start), end: new Date(Math.min(start + WEEK_MS, now.getTime())) };
  });
}

/** When the demo account is made: a day before its first campaign. */
export const accountCreatedAt = (now: Date): Date =>
  new Date(historyWeeks(now)[0]!.start.getTime() - DAY_MS);

/**
 * The steps of each past campaign. Campaign k runs in weeks 2k and 2k + 1: made, applied
 * to and picked early in the first; half its deals go through to acceptance in the first
 * week, the other half buy or receive the product then and are accepted in the second.
 * A revision, when drawn, is asked for between the upload and a second upload.
 */
export function historyPlan(now: Date, random: Random): PlannedCampaign[] {
  const weeks = historyWeeks(now);
  /** The moment `fraction` of the way through week `w`. */
  const at = (w: number, fraction: number) => {
    const { start, end } = weeks[w]!;
    return new Date(start.getTime() + Math.floor((end.getTime() - start.getTime()) * fraction));
  };
  return HISTORY_CAMPAIGNS.map((campaign, k) => {
    const first = 2 * k;
    const second = 2 * k + 1;
    const steps: HistoryStep[] = [{ kind: 'create', at: at(first, 0.02) }];
    for (let a = 0; a < HISTORY_DEALS + HISTORY_EXTRA_APPLICANTS; a++) {
      steps.push({ kind: 'apply', at: at(first, 0.04 + 0.005 * a), applicant: a });
    }
    for (let deal = 0; deal < HISTORY_DEALS; deal++) {
      const early = deal < HISTORY_DEALS / 2;
      const i = early ? deal : deal - HISTORY_DEALS / 2;
      const late = (fraction: number) => (early ? at(first, fraction) : at(second, fraction));
      const before = (fraction: number) =>
        early ? at(first, fraction) : at(first, fraction + 0.4);
      const revised = random.next() < REVISION_ODDS[campaign.type];
      steps.push(
        { kind: 'pick', at: at(first, 0.1 + 0.005 * deal), deal },
        {
          kind: campaign.delivery === 'shipping' ? 'ship' : 'purchase',
          at: before(0.2 + 0.02 * i),
          deal,
        },
        { kind: 'receive', at: before(0.35 + 0.02 * i), deal },
        { kind: 'upload', at: late(0.5 + 0.02 * i), deal },
        ...(revised
          ? ([
              { kind: 'revise', at: late(0.6 + 0.02 * i), deal },
              { kind: 'upload', at: late(0.7 + 0.02 * i), deal },
            ] as const)
          : []),
        { kind: 'accept', at: late(0.85 + 0.02 * i), deal },
      );
    }
    // Stable: steps at one moment (a week of a few milliseconds) keep their order.
    steps.sort((a, b) => a.at.getTime() - b.at.getTime());
    return { campaign, steps };
  });
}
