import type { UnknownAction } from '@reduxjs/toolkit';
import { DEAL_CHANGED_EVENT } from '@/domain/deals/rules';
import type { AppStartListening } from '@/store/listenerMiddleware';
import type { RealtimeMessagesOf } from '@/store/realtimeMessages';
import { CONTENT_LIST, contentApi } from './api';

/**
 * A deal moved (`{ event: 'deal_changed', deal_id, … }`): an upload, its screening, an
 * acceptance or a revision may have changed what the content lists show, so they are read
 * again and an open ContentListing follows without a reload. The toast is the realtime
 * feature's; the deal's own screens are the deals feature's.
 */
export function addContentListeners(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
) {
  startAppListening({
    predicate: (action: UnknownAction) =>
      messagesOf(action).some((message) => message.event === DEAL_CHANGED_EVENT),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(contentApi.util.invalidateTags([CONTENT_LIST]));
    },
  });
}
