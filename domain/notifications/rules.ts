/**
 * The notification centre (docs/product.md#notification-centre): every real-time
 * notification with a message is stored for its company before it is published, so the
 * bell keeps what a 5-second toast showed. Shared by the bell and the API.
 */

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
