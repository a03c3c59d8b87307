/**
 * A deal's lifecycle (docs/product.md#deal-statuses), shared by the screens and the API:
 * the statuses, their labels and delivery labels, and the one table of transitions with
 * who may make each. The server refuses any other move; the screens offer only these.
 */
import type { CampaignType, CostLineKind, DeliveryType } from '../campaigns/rules';

/** Every deal status, in lifecycle order; the last three end a deal. */
export const DEAL_STATUSES = [
  'creator_accepted',
  'purchased_sent',
  'product_received',
  'creator_upload_content',
  'content_approved_by_admin',
  'company_accepts_content',
  'creator_waiting_for_publish_date',
  'completed',
  'finished',
  'canceled',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** Where a pick puts a new deal: "Deal started". */
export const DEAL_STATUS_INITIAL: DealStatus = 'creator_accepted';

/**
 * Real-time events beside a notification's `message` (company/{id}/notifications):
 * a deal moved (`{ event: 'deal_changed', deal_id, campaign_id, status }`), or its chat
 * got a message (`{ event: 'deal_message', deal_id, campaign_id, campaign_name }`). The app refreshes what shows them.
 */
export const DEAL_CHANGED_EVENT = 'deal_changed';
export const DEAL_MESSAGE_EVENT = 'deal_message';

/**
 * A party sends at most this many chat messages on one deal per DEAL_MESSAGE_WINDOW_MS
 * (docs/product.md#deals-and-content): enough for any conversation, not for a flood.
 */
export const DEAL_MESSAGES_PER_WINDOW = 30;
export const DEAL_MESSAGE_WINDOW_MS = 60_000;

/** Statuses a deal never leaves. */
export const DEAL_STATUSES_ENDED: readonly DealStatus[] = ['completed', 'finished', 'canceled'];
export const isDealEnded = (status: DealStatus): boolean => DEAL_STATUSES_ENDED.includes(status);

/** The `deals` locale key of each status's label (en "Deal started", …). */
export const DEAL_STATUS_LABEL_KEYS: Record<DealStatus, string> = {
  creator_accepted: 'deals:status.creator_accepted',
  purchased_sent: 'deals:status.purchased_sent',
  product_received: 'deals:status.product_received',
  creator_upload_content: 'deals:status.creator_upload_content',
  content_approved_by_admin: 'deals:status.content_approved_by_admin',
  company_accepts_content: 'deals:status.company_accepts_content',
  creator_waiting_for_publish_date: 'deals:status.creator_waiting_for_publish_date',
  completed: 'deals:status.completed',
  finished: 'deals:status.finished',
  canceled: 'deals:status.canceled',
};

/** Where the product is: a label of its own beside the status. */
export const DEAL_DELIVERIES = [
  'pending_shipping',
  'pending_delivery',
  'delivered',
  'canceled',
] as const;
export type DealDelivery = (typeof DEAL_DELIVERIES)[number];

/** creator_accepted: Pending shipping; purchased_sent: Pending delivery; canceled: Canceled. */
export function dealDelivery(status: DealStatus): DealDelivery {
  if (status === 'creator_accepted') return 'pending_shipping';
  if (status === 'purchased_sent') return 'pending_delivery';
  if (status === 'canceled') return 'canceled';
  return 'delivered';
}

/** The statuses whose delivery label is `delivery` (the list filters by delivery this way). */
export const statusesOfDelivery = (delivery: DealDelivery): DealStatus[] =>
  DEAL_STATUSES.filter((status) => dealDelivery(status) === delivery);

export const DEAL_DELIVERY_LABEL_KEYS: Record<DealDelivery, string> = {
  pending_shipping: 'deals:delivery.pending_shipping',
  pending_delivery: 'deals:delivery.pending_delivery',
  delivered: 'deals:delivery.delivered',
  canceled: 'deals:delivery.canceled',
};

/**
 * A status's label on a deal of a delivery type. `purchased_sent` is the company's shipment
 * on a shipping deal ("Product shipped") and the creator's purchase on a refund deal
 * ("Product purchased"); without a type (counts over deals of both kinds) a label true of
 * both ("Product purchased or shipped"). docs/product.md#deal-statuses
 */
export function dealStatusLabelKey(status: DealStatus, deliveryType?: DeliveryType): string {
  if (status !== 'purchased_sent') return DEAL_STATUS_LABEL_KEYS[status];
  if (deliveryType === 'shipping') return 'deals:statusShipping.purchased_sent';
  if (deliveryType === 'refund') return DEAL_STATUS_LABEL_KEYS[status];
  return 'deals:statusAny.purchased_sent';
}

/**
 * A delivery's label on a deal of a delivery type: before the product is on its way a
 * shipping deal waits for the company to ship ("Pending shipping"), a refund deal for the
 * creator to buy it ("Pending purchase"); without a type, a label true of both.
 */
export function dealDeliveryLabelKey(delivery: DealDelivery, deliveryType?: DeliveryType): string {
  if (delivery !== 'pending_shipping') return DEAL_DELIVERY_LABEL_KEYS[delivery];
  if (deliveryType === 'shipping') return DEAL_DELIVERY_LABEL_KEYS[delivery];
  if (deliveryType === 'refund') return 'deals:deliveryRefund.pending_shipping';
  return 'deals:deliveryAny.pending_shipping';
}

/** Who moves a deal: the two parties, an operator, or the server on its own (a deadline). */
export const DEAL_ACTORS = ['company', 'creator', 'admin', 'system'] as const;
export type DealActor = (typeof DEAL_ACTORS)[number];

/** The two parties of a deal: who writes in its chat. */
export const DEAL_PARTIES = ['company', 'creator'] as const;
export type DealParty = (typeof DEAL_PARTIES)[number];

export const DEAL_ACTIONS = [
  'ship',
  'report_purchase',
  'confirm_receipt',
  'upload_content',
  'approve_content',
  'reject_content',
  'accept_content',
  'request_revision',
  'complete',
  'wait_for_publish',
  'report_post',
  'cancel',
  'finish',
] as const;
export type DealAction = (typeof DEAL_ACTIONS)[number];

/** What a transition may depend on besides the status. */
export interface DealFacts {
  status: DealStatus;
  delivery_type: DeliveryType;
  campaign_type: CampaignType;
  /** Whether the creator has uploaded content at least once (cancel stops there). */
  has_content: boolean;
  revisions_used: number;
  /** The campaign's revision rounds (0 to 3). */
  revision_rounds: number;
}

interface Transition {
  from: readonly DealStatus[];
  to: DealStatus;
  by: readonly DealActor[];
  /** Only when this holds of the deal (delivery, campaign type, content so far) and actor. */
  when?: (deal: DealFacts, actor: DealActor) => boolean;
}

const isSocial = (deal: DealFacts) => deal.campaign_type === 'social_media';
const BEFORE_CONTENT: readonly DealStatus[] = [
  'creator_accepted',
  'purchased_sent',
  'product_received',
];

/**
 * The one table of moves. A revision sends the deal back to product_received (the creator
 * makes the content again); acceptance releases the creator's fee, then the server ends a
 * deal at once (complete) or, for a social media post, waits for the post (wait_for_publish).
 */
export const DEAL_TRANSITIONS: Record<DealAction, Transition> = {
  ship: {
    from: ['creator_accepted'],
    to: 'purchased_sent',
    by: ['company'],
    when: (deal) => deal.delivery_type === 'shipping',
  },
  report_purchase: {
    from: ['creator_accepted'],
    to: 'purchased_sent',
    by: ['creator'],
    when: (deal) => deal.delivery_type === 'refund',
  },
  confirm_receipt: { from: ['purchased_sent'], to: 'product_received', by: ['creator'] },
  upload_content: { from: ['product_received'], to: 'creator_upload_content', by: ['creator'] },
  approve_content: {
    from: ['creator_upload_content'],
    to: 'content_approved_by_admin',
    by: ['admin', 'system'],
  },
  reject_content: { from: ['creator_upload_content'], to: 'product_received', by: ['admin'] },
  accept_content: {
    from: ['content_approved_by_admin'],
    to: 'company_accepts_content',
    by: ['company', 'system'],
  },
  request_revision: {
    from: ['content_approved_by_admin'],
    to: 'product_received',
    by: ['company'],
    when: (deal) => deal.revisions_used < deal.revision_rounds,
  },
  complete: {
    from: ['company_accepts_content'],
    to: 'completed',
    by: ['system'],
    when: (deal) => !isSocial(deal),
  },
  wait_for_publish: {
    from: ['company_accepts_content'],
    to: 'creator_waiting_for_publish_date',
    by: ['system'],
    when: isSocial,
  },
  report_post: { from: ['creator_waiting_for_publish_date'], to: 'completed', by: ['creator'] },
  // The parties cancel until content is uploaded; an operator also settles a dispute over
  // uploaded content for the brand (docs/product.md#operator-console): the same refund.
  cancel: {
    from: [...BEFORE_CONTENT, 'creator_upload_content', 'content_approved_by_admin'],
    to: 'canceled',
    by: ['company', 'creator', 'admin'],
    when: (deal, actor) =>
      actor === 'admin' || (!deal.has_content && BEFORE_CONTENT.includes(deal.status)),
  },
  finish: {
    from: ['product_received', 'creator_upload_content', 'content_approved_by_admin'],
    to: 'finished',
    by: ['admin'],
    when: (deal) => deal.has_content,
  },
};

/** Why a move is refused: the status (or the deal) does not allow it, or the actor may not. */
export type DealMoveRefusal = 'not_allowed' | 'not_yours' | 'revisions_used';

export type DealMove = { ok: true; to: DealStatus } | { ok: false; refusal: DealMoveRefusal };

/** Where `action` by `actor` takes the deal, or why it may not (pure: the server's check). */
export function dealMove(deal: DealFacts, action: DealAction, actor: DealActor): DealMove {
  const transition = DEAL_TRANSITIONS[action];
  if (!transition.from.includes(deal.status)) return { ok: false, refusal: 'not_allowed' };
  if (!transition.by.includes(actor)) return { ok: false, refusal: 'not_yours' };
  if (transition.when && !transition.when(deal, actor)) {
    const roundsUsed = action === 'request_revision' && deal.revisions_used >= deal.revision_rounds;
    return { ok: false, refusal: roundsUsed ? 'revisions_used' : 'not_allowed' };
  }
  return { ok: true, to: transition.to };
}

/** The actions `actor` may take now: what a screen offers, in the table's order. */
export const availableDealActions = (deal: DealFacts, actor: DealActor): DealAction[] =>
  DEAL_ACTIONS.filter((action) => dealMove(deal, action, actor).ok);

/** The move the server makes at once after acceptance: complete, or wait for the post. */
export const afterAcceptance = (campaignType: CampaignType): DealAction =>
  campaignType === 'social_media' ? 'wait_for_publish' : 'complete';

/** Revision rounds still open to the company. */
export const revisionsLeft = (deal: Pick<DealFacts, 'revisions_used' | 'revision_rounds'>) =>
  Math.max(0, deal.revision_rounds - deal.revisions_used);

/**
 * A deal's money out of its campaign's price (cost lines per deal): the creator's fee
 * (content, tier, duration, and the content rights and options the brand bought:
 * docs/product.md#content-rights), paid on acceptance, and the product reimbursement
 * (products plus taxes and shipping; refund delivery only), paid when the purchase is
 * reported. The platform fee stays with the campaign (docs/product.md#deal-money).
 */
export interface DealMoney {
  feeCents: number;
  reimbursementCents: number;
}

const FEE_LINES: readonly CostLineKind[] = [
  'price_per_content',
  'creator_tier',
  'video_duration',
  'usage_rights',
  'raw_footage',
  'extra_hooks',
];

/** The cost lines that make up the creator's fee, in the order the price shows them. */
export const feeLines = <Line extends { kind: CostLineKind }>(lines: readonly Line[]): Line[] =>
  lines.filter((line) => FEE_LINES.includes(line.kind));

export function dealMoney(lines: ReadonlyArray<{ kind: CostLineKind; amountCents: number }>) {
  const sum = (kinds: readonly CostLineKind[]) =>
    lines.filter((line) => kinds.includes(line.kind)).reduce((t, l) => t + l.amountCents, 0);
  return {
    feeCents: sum(FEE_LINES),
    reimbursementCents: sum(['product_reimbursement']),
  } satisfies DealMoney;
}

/**
 * What a cancelled deal gives back to the wallet: its fee, and its reimbursement unless
 * the creator was already reimbursed (refund delivery, purchase reported).
 */
export const cancelRefundCents = (money: DealMoney, reimbursed: boolean): number =>
  money.feeCents + (reimbursed ? 0 : money.reimbursementCents);

/** Content approved by screening and not reviewed within this is accepted automatically. */
export const AUTO_ACCEPT_HOURS = 72;
/** The company is reminded this many hours before the automatic acceptance. */
export const REVIEW_REMINDER_HOURS_BEFORE = [48, 24] as const;
/** A creator who has not made the next step this long after the last one is reminded. */
export const CREATOR_STEP_DAYS = 7;
/**
 * The creator is reminded this many hours before the step is due (CREATOR_STEP_DAYS after
 * the last one): a day's notice is time enough to ship a post or an upload, not so early
 * that it is forgotten again.
 */
export const CREATOR_DUE_REMINDER_HOURS_BEFORE = 24;

const HOUR_MS = 60 * 60 * 1000;

/** When content approved at `approvedAt` is accepted automatically. */
export const autoAcceptAt = (approvedAt: Date): Date =>
  new Date(approvedAt.getTime() + AUTO_ACCEPT_HOURS * HOUR_MS);

/** When the company is reminded to review content approved at `approvedAt`. */
export const reviewRemindersAt = (approvedAt: Date): Date[] =>
  REVIEW_REMINDER_HOURS_BEFORE.map(
    (hours) => new Date(autoAcceptAt(approvedAt).getTime() - hours * HOUR_MS),
  );

/** When a creator who has to make the next step since `since` counts as late. */
export const creatorLateAt = (since: Date): Date =>
  new Date(since.getTime() + CREATOR_STEP_DAYS * 24 * HOUR_MS);

/** When a creator who owes the next step since `since` is reminded that it is due soon. */
export const creatorDueReminderAt = (since: Date): Date =>
  new Date(creatorLateAt(since).getTime() - CREATOR_DUE_REMINDER_HOURS_BEFORE * HOUR_MS);

/** The statuses in which the creator owes the next step (and can be late on it). */
export const CREATOR_STEP_STATUSES: readonly DealStatus[] = [
  'creator_accepted',
  'purchased_sent',
  'product_received',
  'creator_waiting_for_publish_date',
];

/**
 * Whether the creator owes the next step in `status`: on shipping delivery a new deal waits
 * for the company to ship, not for the creator, so nobody reminds the creator then.
 */
export const creatorOwesStep = (status: DealStatus, deliveryType: string): boolean =>
  CREATOR_STEP_STATUSES.includes(status) &&
  !(status === 'creator_accepted' && deliveryType === 'shipping');

/**
 * When the creator's current step is due (ISO 8601; the deal entered `status` at `since`),
 * or null when the creator owes nothing now.
 */
export const creatorDueAt = (status: DealStatus, deliveryType: string, since: Date) =>
  creatorOwesStep(status, deliveryType) ? creatorLateAt(since).toISOString() : null;

export const CARRIERS = ['usps', 'ups', 'fedex', 'dhl', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const TRACKING_NUMBER_MIN = 3;
export const TRACKING_NUMBER_MAX = 22;
export const ORDER_NUMBER_MIN = 3;
export const ORDER_NUMBER_MAX = 40;
/** Refund delivery: the order total the creator reports, 1 cent to $10,000 (USD cents). */
export const ORDER_TOTAL_MIN_CENTS = 1;
export const ORDER_TOTAL_MAX_CENTS = 1_000_000;
export const FEEDBACK_MIN = 8;
export const FEEDBACK_MAX = 255;
export const CANCEL_REASON_MIN = 8;
export const CANCEL_REASON_MAX = 255;
export const TIME_COMMENTS_MAX = 20;
export const TIME_COMMENT_MAX = 255;
/** A time code is within the longest video a campaign asks for, with room (seconds). */
export const TIME_CODE_MAX_SECONDS = 3600;
export const POST_URL_MAX = 2048;
export const DEAL_MESSAGE_MAX = 2000;
export const DEAL_SEARCH_MAX = 60;

/** `m:ss` of a time code in seconds (a comment pinned at 75.4 s reads 1:15). */
export function formatTimeCode(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
