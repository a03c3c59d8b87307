import type { UnknownAction } from '@reduxjs/toolkit';
import type { Locale } from '@/domain/preferences/rules';
import { selectIsAuthenticated, selectRole } from '@/src/entities/session/sessionSlice';
import type { AppStartListening } from '@/store/listenerMiddleware';
import { accountApi } from './api';

/** The language an action switches the app to, or null (the preferences' switch, given by the store). */
export type LanguageChosenOf = (action: UnknownAction) => Locale | null;

/**
 * A signed-in creator who switches the app's language tells the server, so its notices
 * come in that language too (docs/product.md#creators-accounts). A company's language
 * stays in the browser: its notices follow each campaign's language.
 */
export function addAccountListeners(
  startAppListening: AppStartListening,
  languageChosenOf: LanguageChosenOf,
) {
  startAppListening({
    predicate: (action) => languageChosenOf(action) !== null,
    effect: (action, listenerApi) => {
      const language = languageChosenOf(action);
      const state = listenerApi.getState();
      if (!language || !selectIsAuthenticated(state) || selectRole(state) !== 'creator') return;
      // A failure is already reported like any other call's; the switch itself stays.
      void listenerApi.dispatch(accountApi.endpoints.creatorLanguageUpdate.initiate({ language }));
    },
  });
}
