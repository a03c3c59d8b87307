import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/store/listenerMiddleware';
import type { RealtimeMessagesOf } from '@/store/realtimeMessages';
import { campaignsApi } from './api';
import { CAMPAIGN_STATUS_EVENT } from '@/domain/campaigns/rules';

/**
 * A campaign approved, rejected, gone live by itself, paused, resumed, deactivated or
 * completed (`{ message, event: 'campaign_status', campaign_id, status }`): the campaign
 * (its page and its products' pages), the listing and its tab counts are read again, so
 * an open screen shows its new status without a reload. A deal moving on it is the deals
 * listeners' (they read the campaign's tag again: its figures move). The toast with
 * `message` is the realtime feature's.
 */
export function addCampaignsListeners(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
) {
  const statusEvents = (action: UnknownAction) =>
    messagesOf(action).filter((message) => message.event === CAMPAIGN_STATUS_EVENT);
  startAppListening({
    predicate: (action) => statusEvents(action).length > 0,
    effect: (action, listenerApi) => {
      const ids = statusEvents(action).flatMap(({ campaign_id: id }) =>
        typeof id === 'string' || typeof id === 'number' ? [String(id)] : [],
      );
      listenerApi.dispatch(
        campaignsApi.util.invalidateTags([
          { type: 'Campaign', id: 'LIST' },
          ...ids.map((id) => ({ type: 'Campaign' as const, id })),
        ]),
      );
    },
  });
}
