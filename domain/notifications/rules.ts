/**
 * The notification centre (docs/product.md#notification-centre): every real-time
 * notification with a message is stored for its company before it is published, so the
 * bell keeps what a 5-second toast showed. Shared by the bell and the API.
 */
import { CAMPAIGN_STATUS_EVENT } from '../campaigns/rules';
import { DEAL_CHANGED_EVENT, DEAL_MESSAGE_EVENT } from '../deals/rules';

/** A page of the bell's history: 20 by default, at most 100. */
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
/** NotificationsMarkRead takes at most this many ids at once. */
export const NOTIFICATIONS_MARK_MAX = 100;
/** A stored notification's text is at most this long (longer ones are cut with "…"). */
export const NOTIFICATION_MESSAGE_MAX = 500;

/**
 * Published (with an empty message, so no toast) when notifications were marked read, so
 * the bell of every open tab updates its count.
 */
export const NOTIFICATIONS_READ_EVENT = 'notifications_read';

/** What a stored notification carries besides its text (the publication's fields). */
export interface NotificationTarget {
  event: string | null;
  deal_id: string | null;
  campaign_id: string | null;
}

/** A stored message: the text as published, cut to NOTIFICATION_MESSAGE_MAX. */
export const storedMessage = (message: string): string =>
  message.length <= NOTIFICATION_MESSAGE_MAX
    ? message
    : `${message.slice(0, NOTIFICATION_MESSAGE_MAX - 1)}…`;

/**
 * The notices a creator is sent besides its deals' (docs/product.md#notification-centre):
 * a company invited it to a campaign, picked it (a deal began), or a campaign it applied or
 * was invited to closed its applications (it ended, or its deals are all filled).
 */
export const CAMPAIGN_INVITATION_EVENT = 'campaign_invitation';
export const CREATOR_PICKED_EVENT = 'creator_picked';
export const CAMPAIGN_CLOSED_EVENT = 'campaign_closed';

/**
 * The kinds of a company's notifications a person of its team may mute
 * (docs/product.md#notification-centre): a creator's application, a deal's move, a deal's
 * chat, a campaign's review or completion. Anything else (an operator opening the account,
 * the person's own e-mail changing) always reaches them.
 */
export const MUTABLE_NOTICE_KINDS = ['applications', 'deals', 'messages', 'campaigns'] as const;
export type MutableNoticeKind = (typeof MUTABLE_NOTICE_KINDS)[number];

/** A creator applied to a campaign (the company's notice; its screens refresh on it). */
export const CAMPAIGN_APPLICATION_EVENT = 'campaign_application';

/**
 * A licence's paid-ads rights end soon (docs/product.md#licences): the company's notice,
 * with `licence_id`, `content_id` and `campaign_id`. Muted with deal updates: a licence is
 * what a deal bought.
 */
export const LICENCE_EXPIRING_EVENT = 'licence_expiring';

/** The event each kind's notices carry (see the services that queue them). */
const KIND_OF_EVENT: Readonly<Record<string, MutableNoticeKind>> = {
  [CAMPAIGN_APPLICATION_EVENT]: 'applications',
  [DEAL_CHANGED_EVENT]: 'deals',
  [LICENCE_EXPIRING_EVENT]: 'deals',
  [DEAL_MESSAGE_EVENT]: 'messages',
  [CAMPAIGN_STATUS_EVENT]: 'campaigns',
};

/** The kind a notice's event belongs to; null for one nobody may mute. */
export const noticeKindOf = (event: string | null | undefined): MutableNoticeKind | null =>
  (event && KIND_OF_EVENT[event]) || null;
