import { addAnalyticsListeners } from '@/features/analytics/listeners';
import { addRealtimeListeners } from '@/features/realtime/listeners';
import { addSessionListeners } from '@/features/session/listeners';
import { addToastsListeners } from '@/features/toasts/listeners';
import type { AppStartListening } from './listenerMiddleware';

/**
 * The side effects every screen needs, registered when a store is made: the session (its
 * end, other tabs' logouts), toasts, analytics and the real-time connection. The
 * logged-in features' come with the company layout (store/loggedInListeners.ts).
 */
export function addSessionWideListeners(startAppListening: AppStartListening) {
  addSessionListeners(startAppListening);
  addToastsListeners(startAppListening);
  addAnalyticsListeners(startAppListening);
  addRealtimeListeners(startAppListening);
}
