/**
 * What a creator does next on a deal (docs/product.md#deal-statuses), for every status and
 * delivery type: the one rule My deals and a deal's page word their "next step" from, and
 * the carriers' tracking pages. Pure.
 */
import type { ContentStatus } from '../content/rules';
import type { CampaignType, DeliveryType } from '../campaigns/rules';
import type { Carrier, DealStatus } from './rules';

/**
 * The step a deal is at, seen from the creator. `yours` says the creator has to act (the
 * deal then has a due date); otherwise the brand, the review or nobody is next.
 */
export const CREATOR_NEXT_STEPS = [
  'buy',
  'awaitShipping',
  'confirmReceipt',
  'confirmPurchaseReceipt',
  'upload',
  'revise',
  'reupload',
  'screening',
  'review',
  'payout',
  'post',
  'paid',
  'finished',
  'canceled',
] as const;
export type CreatorNextStep = (typeof CREATOR_NEXT_STEPS)[number];

export interface CreatorStepFacts {
  status: DealStatus;
  delivery_type: DeliveryType;
  campaign_type: CampaignType;
  /** The status of the creator's latest upload, if any. */
  latest_content?: ContentStatus | null;
  /** Whether the brand asked for a revision of the latest upload (it has feedback). */
  revision_asked?: boolean;
}

export interface CreatorStepView {
  step: CreatorNextStep;
  /** Whether the creator has to act now. */
  yours: boolean;
}

const YOURS: ReadonlySet<CreatorNextStep> = new Set([
  'buy',
  'confirmReceipt',
  'confirmPurchaseReceipt',
  'upload',
  'revise',
  'reupload',
  'post',
]);

function stepOf(deal: CreatorStepFacts): CreatorNextStep {
  switch (deal.status) {
    case 'creator_accepted':
      return deal.delivery_type === 'refund' ? 'buy' : 'awaitShipping';
    case 'purchased_sent':
      return deal.delivery_type === 'refund' ? 'confirmPurchaseReceipt' : 'confirmReceipt';
    case 'product_received':
      // Back at content creation after an upload: the brand asked for a revision, or our
      // screening refused the upload (no feedback from the brand then).
      if (deal.latest_content === 'denied') return deal.revision_asked ? 'revise' : 'reupload';
      return 'upload';
    case 'creator_upload_content':
      return 'screening';
    case 'content_approved_by_admin':
      return 'review';
    case 'company_accepts_content':
      return deal.campaign_type === 'social_media' ? 'post' : 'payout';
    case 'creator_waiting_for_publish_date':
      return 'post';
    case 'completed':
      return 'paid';
    case 'finished':
      return 'finished';
    case 'canceled':
      return 'canceled';
  }
}

/** The creator's next step on a deal, and whether it is the creator's to take. */
export function creatorNextStep(deal: CreatorStepFacts): CreatorStepView {
  const step = stepOf(deal);
  return { step, yours: YOURS.has(step) };
}

/** My deals' groups: what needs the creator, what waits on others, what has ended. */
export const CREATOR_DEAL_GROUPS = ['todo', 'waiting', 'ended'] as const;
export type CreatorDealGroup = (typeof CREATOR_DEAL_GROUPS)[number];

export function creatorDealGroup(view: CreatorStepView): CreatorDealGroup {
  if (view.yours) return 'todo';
  return ['paid', 'finished', 'canceled'].includes(view.step) ? 'ended' : 'waiting';
}

/** Each carrier's public tracking page, with the number in it; `other` has none. */
const TRACKING_URLS: Record<Exclude<Carrier, 'other'>, string> = {
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
  ups: 'https://www.ups.com/track?tracknum={number}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={number}',
};

/** The carrier's tracking page for the number, or null for another carrier or no number. */
export function trackingUrl(carrier: Carrier | null, number: string | null): string | null {
  if (!carrier || carrier === 'other' || !number) return null;
  return TRACKING_URLS[carrier].replace('{number}', encodeURIComponent(number));
}
