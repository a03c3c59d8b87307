import { addAnalyticsListeners } from '@/features/analytics/listeners';
import { addSessionListeners } from '@/features/session/listeners';
import { addToastsListeners } from '@/features/toasts/listeners';
import type { AppStartListening } from './listenerMiddleware';
import { addRealtimeStart } from './realtimeStart';

/**
 * The side effects every screen needs, registered when a store is made: the session (its
 * end, other tabs' logouts), toasts, analytics and the real-time connection (whose own
 * listeners load with the first session: store/realtimeStart.ts). The logged-in features'
 * come with the company layout (store/loggedInListeners.ts).
 */
export function addSessionWideListeners(startAppListening: AppStartListening) {
  addSessionListeners(startAppListening);
  addToastsListeners(startAppListening);
  // Vite writes the build's ids in, so a build with neither leaves analytics' code out
  // of the first screens (the listeners check the ids' values themselves).
  if (import.meta.env.VITE_GTM_ID || import.meta.env.VITE_CHAT_APP_ID) {
    addAnalyticsListeners(startAppListening);
  }
  addRealtimeStart(startAppListening);
}
