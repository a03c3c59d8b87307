import { isAnyOf } from '@reduxjs/toolkit';
import { matchPath } from 'react-router-dom';
import { patterns } from '@/src/lib/paths';
import type { AppStartListening } from '@/store/listenerMiddleware';
import { apiUnauthorized, apiUnreachable } from '@/store/apiEvents';
import {
  selectToastsAwaitScreen,
  TOAST_FADE_MS,
  toastAdded,
  toastHidden,
  toastRemoved,
} from '@/src/entities/toasts/toastsSlice';

/** The error catalogue's messages (docs/product.md#messages), as translation keys. */
export const LOGGED_OUT_TOAST_ID = 'session-logged-out';

export function addToastsListeners(startAppListening: AppStartListening) {
  // Each toast's life: shown for its duration, then faded, then removed. A toast added
  // again with the same id starts a fresh life, so this one's clock stops.
  startAppListening({
    actionCreator: toastAdded,
    effect: async (action, listenerApi) => {
      const { id, duration } = action.payload;
      const replaced = (next: { type: string; payload?: unknown }) =>
        toastAdded.match(next) && next.payload.id === id;
      // The clock starts once there is a screen to show the toast on.
      if (selectToastsAwaitScreen(listenerApi.getState())) {
        const [first] = await listenerApi.take(
          (next, state) => replaced(next) || !selectToastsAwaitScreen(state),
        );
        if (replaced(first)) return;
      }
      if (await listenerApi.condition(replaced, duration)) return;
      listenerApi.dispatch(toastHidden({ id }));
      if (await listenerApi.condition(replaced, TOAST_FADE_MS)) return;
      listenerApi.dispatch(toastRemoved({ id }));
    },
  });

  startAppListening({
    matcher: isAnyOf(apiUnauthorized, apiUnreachable),
    effect: (action, listenerApi) => {
      if (apiUnauthorized.match(action)) {
        // Refused on the impersonation page, the token is the link's: whoever opened it
        // was not logged out, the link is bad. (Read before the session listeners' move
        // to Login takes effect: a navigation commits later.)
        const onLink = matchPath(patterns.impersonate, listenerApi.extra.router.pathname());
        listenerApi.dispatch(
          onLink
            ? toastAdded({
                id: LOGGED_OUT_TOAST_ID,
                messageKey: 'errors.impersonationLinkInvalid',
                type: 'error',
              })
            : toastAdded({
                id: LOGGED_OUT_TOAST_ID,
                messageKey: 'errors.loggedOut',
                type: 'warning',
              }),
        );
      } else if (apiUnreachable.match(action)) {
        listenerApi.dispatch(
          toastAdded({
            messageKey: 'errors.cannotProcess',
            messageValues: { detail: action.payload.detail },
            type: 'error',
          }),
        );
      }
    },
  });
}
