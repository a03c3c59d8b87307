import { CAMPAIGN_STATUS_EVENT } from '@/domain/campaigns/rules';
import { DEAL_CHANGED_EVENT } from '@/domain/deals/rules';
import {
  isStoredNotice,
  refreshOnRealtime,
  type RealtimeMessagesOf,
} from '@/store/realtimeMessages';
import type { AppStartListening } from '@/store/listenerMiddleware';

/** What changes the dashboard's figures: a deal moving, a campaign's status, any notice. */
const EVENTS = new Set<unknown>([DEAL_CHANGED_EVENT, CAMPAIGN_STATUS_EVENT]);

/**
 * The dashboard live (docs/product.md#dashboard): its figures, attention list and chart
 * are read again after a deal moves, a campaign's status changes or a notice arrives
 * (a top-up, a refund), once per burst.
 */
export function addDashboardListeners(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
) {
  refreshOnRealtime(startAppListening, messagesOf, {
    matches: (message) => EVENTS.has(message.event) || isStoredNotice(message),
    tags: ['Dashboard'],
  });
}
