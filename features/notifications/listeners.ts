import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/store/listenerMiddleware';
import {
  isStoredNotice,
  refreshOnRealtime,
  type RealtimeMessagesOf,
} from '@/store/realtimeMessages';
import { notificationsApi } from './api';
import { NOTIFICATIONS_READ_EVENT } from '@/domain/notifications/rules';

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
