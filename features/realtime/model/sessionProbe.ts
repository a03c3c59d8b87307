import { reloadAccount } from '@/src/entities/session/reloadAccount';
import { selectIsAuthenticated, selectRole } from '@/src/entities/session/sessionSlice';
import { isMutationPending } from '@/store/apiHost';
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
    effect: async (_action, { condition, dispatch, getState }) => {
      // A drop the account's own request caused (confirming an e-mail change ends every
      // session, then answers with a new one) is checked once that answer is in, with the
      // session it hands back rather than the one it ended.
      if (isMutationPending(getState())) {
        await condition((_next, state) => !isMutationPending(state));
      }
      const state = getState();
      if (selectIsAuthenticated(state)) await reloadAccount(dispatch, selectRole(state));
    },
  });
}
