import type { UnknownAction } from '@reduxjs/toolkit';
import { addOpsQueueListeners } from '@/features/opsQueue/listeners';
import { messageReceived, messagesReceived } from '@/features/realtime/realtimeSlice';
import { startListeningOn, type AppStore } from './coreStore';

/** The real-time messages an action carries, for the console's features. */
const realtimeMessagesOf = (action: UnknownAction) =>
  messagesReceived.match(action)
    ? action.payload.messages.map(({ message }) => message)
    : messageReceived.match(action)
      ? [action.payload.message]
      : [];

/** The stores that have them: registering twice would run each effect twice. */
const started = new WeakSet<AppStore>();

/**
 * Registers the console's listeners on a store, once however often it is called (the
 * layout mounts again after each logout and login). They start with the console's layout:
 * its login and the brands' and creators' pages never load them.
 */
export function startOpsListeners(store: AppStore) {
  const startAppListening = startListeningOn(store);
  if (!startAppListening || started.has(store)) return;
  started.add(store);
  addOpsQueueListeners(startAppListening, realtimeMessagesOf);
}
