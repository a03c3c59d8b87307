import type { UnknownAction } from '@reduxjs/toolkit';
import { addAccountListeners } from '@/features/account/listeners';
import { addCampaignsListeners } from '@/features/campaigns/listeners';
import { addContentListeners } from '@/features/content/listeners';
import { addCreatorsListeners } from '@/features/creators/listeners';
import { addDashboardListeners } from '@/features/dashboard/listeners';
import { addEarningsListeners } from '@/features/earnings/listeners';
import { addMarketplaceListeners } from '@/features/marketplace/listeners';
import { addCreatorDealsListeners } from '@/features/creatorDeals/listeners';
import { dealsApi } from '@/features/deals/api';
import { addDealsListeners, type DealChatTopics } from '@/features/deals/listeners';
import { addNotificationsListeners } from '@/features/notifications/listeners';
import { localeChanged } from '@/features/preferences/preferencesSlice';
import {
  messageReceived,
  messagesReceived,
  subscribe,
  unsubscribe,
} from '@/features/realtime/realtimeSlice';
import { dealMessagesTopic } from '@/domain/realtime/rules';
import { startListeningOn, type AppStore } from './coreStore';
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

/** The language the preferences' switch chose. */
const languageChosenOf = (action: UnknownAction) =>
  localeChanged.match(action) ? action.payload : null;

/** The deal its page shows, once loaded (or read again): its notifications are read. */
const dealShownOf = (action: UnknownAction) =>
  dealsApi.endpoints.deal.matchFulfilled(action) ? action.payload.id : null;

/**
 * The logged-in features' side effects: each keeps its screens' data live (real-time
 * messages read their lists again, a deal's chat follows its topic). They only touch data
 * those screens load, so they start with the company layout, which holds every one of them,
 * and the logged-out screens never load them nor the endpoints they use.
 */
function addLoggedInListeners(startAppListening: AppStartListening) {
  addCampaignsListeners(startAppListening, realtimeMessagesOf);
  addCreatorsListeners(startAppListening, realtimeMessagesOf);
  addDealsListeners(startAppListening, realtimeMessagesOf, dealChatTopics);
  addContentListeners(startAppListening, realtimeMessagesOf);
  addNotificationsListeners(startAppListening, realtimeMessagesOf, dealShownOf);
  addDashboardListeners(startAppListening, realtimeMessagesOf);
  addMarketplaceListeners(startAppListening, realtimeMessagesOf);
  addEarningsListeners(startAppListening, realtimeMessagesOf);
  addCreatorDealsListeners(startAppListening, realtimeMessagesOf, dealChatTopics);
  addAccountListeners(startAppListening, languageChosenOf);
}

/** The stores that have them: registering twice would run each effect twice. */
const started = new WeakSet<AppStore>();

/**
 * Registers the logged-in features' listeners on a store, once however often it is called
 * (the layout mounts again after each logout and login). A store made without listeners
 * (a replay) gets none.
 */
export function startLoggedInListeners(store: AppStore) {
  const startAppListening = startListeningOn(store);
  if (!startAppListening || started.has(store)) return;
  started.add(store);
  addLoggedInListeners(startAppListening);
}
