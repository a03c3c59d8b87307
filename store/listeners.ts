import type { UnknownAction } from '@reduxjs/toolkit';
import { addAnalyticsListeners } from '@/features/analytics/listeners';
import { addCampaignsListeners } from '@/features/campaigns/listeners';
import { addContentListeners } from '@/features/content/listeners';
import { addCreatorsListeners } from '@/features/creators/listeners';
import { addRealtimeListeners } from '@/features/realtime/listeners';
import { messageReceived, messagesReceived } from '@/features/realtime/realtimeSlice';
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

/** Every feature's side effects, registered on a store's listener middleware. */
export function addAppListeners(startAppListening: AppStartListening) {
  addSessionListeners(startAppListening);
  addToastsListeners(startAppListening);
  addAnalyticsListeners(startAppListening);
  addRealtimeListeners(startAppListening);
  addCampaignsListeners(startAppListening, realtimeMessagesOf);
  addCreatorsListeners(startAppListening, realtimeMessagesOf);
  addContentListeners(startAppListening, realtimeMessagesOf);
}
