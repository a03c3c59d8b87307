import { localeChanged } from '@/features/preferences/preferencesSlice';
import { selectIsAuthenticated, selectRole } from '@/src/entities/session/sessionSlice';
import type { AppStartListening } from '@/store/listenerMiddleware';
import { accountApi } from './api';

/**
 * A signed-in creator who switches the app's language tells the server, so its notices
 * come in that language too (docs/product.md#creators-accounts). A company's language
 * stays in the browser: its notices follow each campaign's language.
 */
export function addAccountListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: localeChanged,
    effect: (action, listenerApi) => {
      const state = listenerApi.getState();
      if (!selectIsAuthenticated(state) || selectRole(state) !== 'creator') return;
      // A failure is already reported like any other call's; the switch itself stays.
      void listenerApi.dispatch(
        accountApi.endpoints.creatorLanguageUpdate.initiate({ language: action.payload }),
      );
    },
  });
}
