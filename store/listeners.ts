import type { UnknownAction } from '@reduxjs/toolkit';
import { addAnalyticsListeners } from '@/features/analytics/listeners';
import { addCampaignsListeners } from '@/features/campaigns/listeners';
import { addContentListeners } from '@/features/content/listeners';
import { addCreatorsListeners } from '@/features/creators/listeners';
import { addDashboardListeners } from '@/features/dashboard/listeners';
import { dealsApi } from '@/features/deals/api';
import { addDealsListeners, type DealChatTopics } from '@/features/deals/listeners';
import { addNotificationsListeners } from '@/features/notifications/listeners';
import { addRealtimeListeners } from '@/features/realtime/listeners';
import {
  messageReceived,
  messagesReceived,
  subscribe,
  unsubscribe,
} from '@/features/realtime/realtimeSlice';
import { dealMessagesTopic } from '@/domain/realtime/rules';
import { addSessionListeners } from '@/features/session/listeners';
import { addToastsListeners } from '@/features/toasts/listeners';
import type { AppStartListening } from './listenerMiddleware';

/** The real-time messages an action carries, for the features that react to them. */
const realtimeMessagesOf = (action: UnknownAction) =>
  messagesReceived.match(action)
    ? action.payload.messages.map(({ message }) => message)
    : messageReceived.match(action)
      ? [action.payload.message]
      : [];

/** A deal's chat topic, followed by the realtime feature's commands while a screen shows it. */
const dealChatTopics: DealChatTopics = {
  follow: (dealId) => subscribe({ topic: dealMessagesTopic(dealId) }),
  unfollow: (dealId) => unsubscribe({ topic: dealMessagesTopic(dealId) }),
};

/** The deal its page shows, once loaded (or read again): its notifications are read. */
const dealShownOf = (action: UnknownAction) =>
  dealsApi.endpoints.deal.matchFulfilled(action) ? action.payload.id : null;

/** Every feature's side effects, registered on a store's listener middleware. */
export function addAppListeners(startAppListening: AppStartListening) {
  addSessionListeners(startAppListening);
  addToastsListeners(startAppListening);
  addAnalyticsListeners(startAppListening);
  addRealtimeListeners(startAppListening);
  addCampaignsListeners(startAppListening, realtimeMessagesOf);
  addCreatorsListeners(startAppListening, realtimeMessagesOf);
  addDealsListeners(startAppListening, realtimeMessagesOf, dealChatTopics);
  addContentListeners(startAppListening, realtimeMessagesOf);
  addNotificationsListeners(startAppListening, realtimeMessagesOf, dealShownOf);
  addDashboardListeners(startAppListening, realtimeMessagesOf);
}
