import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import type { AppStartListening } from './listenerMiddleware';

/**
 * The parsed real-time messages an action carries (none for other actions). The store
 * passes the realtime feature's (store/loggedInListeners.ts): features do not import each other,
 * so what their listeners share about these messages lives here.
 */
export type RealtimeMessagesOf = (action: UnknownAction) => ReadonlyArray<Record<string, unknown>>;

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
