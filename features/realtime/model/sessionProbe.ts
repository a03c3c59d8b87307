import { reloadAccount } from '@/src/entities/session/reloadAccount';
import { selectIsAuthenticated, selectRole } from '@/src/entities/session/sessionSlice';
import type { AppStartListening } from '@/store/listenerMiddleware';
import { connectionDropped } from '../realtimeSlice';

/**
 * A dropped real-time connection may mean the session was ended on the server (a member
 * removed from the company, docs/product.md#brand-teams): while the app believes it is
 * signed in, one authenticated request — the account, asked afresh — finds out, and a 401
 * logs out through the app's usual path, with its message. One request per drop: the
 * client reports a connection's end once.
 */
export function addSessionProbe(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: connectionDropped,
    effect: async (_action, { dispatch, getState }) => {
      const state = getState();
      if (selectIsAuthenticated(state)) await reloadAccount(dispatch, selectRole(state));
    },
  });
}
