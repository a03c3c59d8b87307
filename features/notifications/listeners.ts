import type { UnknownAction } from '@reduxjs/toolkit';
import type { RealtimeMessagesOf } from '@/features/campaigns/listeners';
import { baseApi } from '@/store/baseApi';
import type { AppStartListening } from '@/store/listenerMiddleware';
import { notificationsApi } from './api';
import { NOTIFICATIONS_READ_EVENT } from '@/domain/notifications/rules';

/** Events closer together than this refresh once, this long after the first of them. */
export const REFRESH_WINDOW_MS = 250;

type Message = Readonly<Record<string, unknown>>;
type Tag = Parameters<typeof baseApi.util.invalidateTags>[0][number];

/** A stored notification's publication: it carries the id the bell lists it under. */
export const isStoredNotice = (message: Message) =>
  typeof message.notification_id === 'string' || typeof message.notification_id === 'number';

/**
 * Reads `tags` again when a real-time message that `matches` arrives, at most once per
 * window: the first such message starts it, the others inside it ride along, so a burst
 * (a campaign's deals moving together) costs one request, yet a steady stream still
 * refreshes every window.
 */
export function refreshOnRealtime(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
  { matches, tags }: { matches: (message: Message) => boolean; tags: readonly Tag[] },
) {
  let waiting = false;
  startAppListening({
    predicate: (action: UnknownAction) => messagesOf(action).some(matches),
    effect: async (_action, listenerApi) => {
      if (waiting) return;
      waiting = true;
      try {
        await listenerApi.delay(REFRESH_WINDOW_MS);
      } finally {
        waiting = false;
      }
      listenerApi.dispatch(baseApi.util.invalidateTags([...tags]));
    },
  });
}

/** The id of the deal an action shows on screen (its page loaded), else null. */
export type DealShownOf = (action: UnknownAction) => string | null;

/**
 * The bell live (docs/product.md#notification-centre): a stored notification published
 * (any message with a `notification_id`) raises the unread count and joins an open
 * history; `notifications_read` (marked read in any tab) brings both up to date. The
 * toast of a message is the realtime feature's, as before. A deal shown on its page (or
 * read again there) says what its notifications said: they are marked read, and the count
 * drops.
 */
export function addNotificationsListeners(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
  dealShownOf: DealShownOf,
) {
  startAppListening({
    predicate: (action) => dealShownOf(action) !== null,
    effect: (action, listenerApi) => {
      const dealId = dealShownOf(action);
      if (dealId === null) return;
      void listenerApi.dispatch(
        notificationsApi.endpoints.notificationsMarkDealRead.initiate({ deal_id: dealId }),
      );
    },
  });

  refreshOnRealtime(startAppListening, messagesOf, {
    matches: (message) => isStoredNotice(message) || message.event === NOTIFICATIONS_READ_EVENT,
    tags: [{ type: 'Notification', id: 'LIST' }],
  });
}
