import type { UnknownAction } from '@reduxjs/toolkit';
import {
  CAMPAIGN_CLOSED_EVENT,
  CAMPAIGN_INVITATION_EVENT,
  CREATOR_PICKED_EVENT,
} from '@/domain/notifications/rules';
import { CAMPAIGN_CHANGED_EVENT } from '@/domain/realtime/rules';
import type { AppStartListening } from '@/store/listenerMiddleware';
import type { RealtimeMessagesOf } from '@/store/realtimeMessages';
import { afterChange, MARKET_TAG, marketplaceApi } from './api';

/** The creator's own notices that change how a campaign stands for the creator. */
const STANDING_EVENTS: ReadonlySet<unknown> = new Set([
  CAMPAIGN_INVITATION_EVENT,
  CREATOR_PICKED_EVENT,
  CAMPAIGN_CLOSED_EVENT,
]);

/** The campaign of an invitation, a pick or a closing the creator was told of. */
function standingChangeOf(message: Readonly<Record<string, unknown>>): string | null {
  const { event, campaign_id: id } = message;
  if (!STANDING_EVENTS.has(event)) return null;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** A `campaign_changed` message's campaign and whether it takes applications now. */
interface CampaignNews {
  id: string;
  open: boolean;
}

function newsOf(message: Readonly<Record<string, unknown>>): CampaignNews | null {
  const { event, campaign_id: id, open } = message;
  if (event !== CAMPAIGN_CHANGED_EVENT || typeof open !== 'boolean') return null;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  return { id: String(id), open };
}

/**
 * The marketplace stays live (docs/product.md#marketplace): a campaign that stops taking
 * applications (filled, paused, ended) leaves every loaded marketplace page at once and its
 * open page says it is closed; one that takes them again brings the marketplace's pages
 * back from the server (it may now be among them).
 */
export function addMarketplaceListeners(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
) {
  const news = (action: UnknownAction) =>
    messagesOf(action).flatMap((message) => newsOf(message) ?? []);
  startAppListening({
    predicate: (action) => news(action).length > 0,
    effect: (action, listenerApi) => {
      const changes = news(action);
      const closed = new Set(changes.filter((item) => !item.open).map((item) => item.id));
      const filters = marketplaceApi.util.selectCachedArgsForQuery(
        listenerApi.getState(),
        'creatorCampaigns',
      );
      for (const filter of filters) {
        listenerApi.dispatch(
          marketplaceApi.util.updateQueryData('creatorCampaigns', filter, (draft) => {
            for (const page of draft.pages) {
              const kept = page.nodes.filter((node) => !closed.has(node.id));
              page.total_count -= page.nodes.length - kept.length;
              page.nodes = kept;
            }
          }),
        );
      }
      for (const id of closed) {
        listenerApi.dispatch(
          marketplaceApi.util.updateQueryData('creatorCampaign', id, (draft) => {
            draft.open = false;
          }),
        );
      }
      if (changes.some((item) => item.open)) {
        listenerApi.dispatch(marketplaceApi.util.invalidateTags([MARKET_TAG]));
      }
    },
  });

  // Invited, picked, or a campaign waited on closed: the applications, the invitations and
  // that campaign's page load again, so "Picked" shows without a reload.
  const standingChanges = (action: UnknownAction) =>
    messagesOf(action).flatMap((message) => standingChangeOf(message) ?? []);
  startAppListening({
    predicate: (action) => standingChanges(action).length > 0,
    effect: (action, listenerApi) => {
      const tags = standingChanges(action).flatMap(afterChange);
      listenerApi.dispatch(marketplaceApi.util.invalidateTags(tags));
    },
  });
}
