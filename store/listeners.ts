import { addAnalyticsListeners } from '@/features/analytics/listeners';
import { addRealtimeListeners } from '@/features/realtime/listeners';
import { addSessionListeners } from '@/features/session/listeners';
import { addToastsListeners } from '@/features/toasts/listeners';
import type { AppStartListening } from './listenerMiddleware';

/** Every feature's side effects, registered on a store's listener middleware. */
export function addAppListeners(startAppListening: AppStartListening) {
  addSessionListeners(startAppListening);
  addToastsListeners(startAppListening);
  addAnalyticsListeners(startAppListening);
  addRealtimeListeners(startAppListening);
}
