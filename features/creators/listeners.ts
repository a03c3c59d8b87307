import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/store/listenerMiddleware';
import type { RealtimeMessagesOf } from '@/store/realtimeMessages';
import { CAMPAIGN_APPLICATION_EVENT } from '@/domain/notifications/rules';
import { applicantsTag, creatorsApi } from './api';

/**
 * A creator applied (`{ event: 'campaign_application', campaign_id }`), after an invitation
 * or not: that campaign's applicants are read again, so an open Applicants tab shows them
 * without a reload. Only that campaign's list: the others did not change.
 */
export function addCreatorsListeners(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
) {
  const applicationEvents = (action: UnknownAction) =>
    messagesOf(action).filter((message) => message.event === CAMPAIGN_APPLICATION_EVENT);
  startAppListening({
    predicate: (action) => applicationEvents(action).length > 0,
    effect: (action, listenerApi) => {
      const ids = new Set(
        applicationEvents(action).flatMap(({ campaign_id: id }) =>
          typeof id === 'string' || typeof id === 'number' ? [String(id)] : [],
        ),
      );
      listenerApi.dispatch(creatorsApi.util.invalidateTags([...ids].map(applicantsTag)));
    },
  });
}
