import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/store/baseApi';
import { addLiveChat, type ChatTopics } from '@/src/entities/deal/chat/chatSession';
import type { AppStartListening } from '@/store/listenerMiddleware';
import type { RealtimeMessagesOf } from '@/store/realtimeMessages';
import type { dealsApi as DealsApi } from './api';
import { dealMessagesTag, insertMessage } from './model/chatPages';
import { DEAL_CHANGED_EVENT, DEAL_MESSAGE_EVENT } from '@/domain/deals/rules';
import { chatMessageOf, idOf } from '@/src/entities/deal/chat/chatPages';

export { chatMessageOf };

/** A screen shows a deal's chat: its messages should arrive live while it does. */
export const dealChatOpened = createAction<{ dealId: string }>('deals/chatOpened');
/** That screen is gone. */
export const dealChatClosed = createAction<{ dealId: string }>('deals/chatClosed');

/**
 * The real-time connection's commands for a deal's chat topic (`deal/{dealId}/messages`).
 * The store passes the realtime feature's: features do not import each other.
 */
export type DealChatTopics = ChatTopics;

/**
 * The deals endpoints as api.ts types them, without importing its documents here (the
 * endpoints come with the deal screens). Before they are injected no chat is cached, so
 * there is nothing to update.
 */
const dealsApi = baseApi as unknown as typeof DealsApi;
const chatsCached = () => 'dealMessages' in baseApi.endpoints;

/**
 * Deals live (docs/product.md#real-time):
 * - a deal moved (`{ event: 'deal_changed', deal_id, campaign_id }`): that deal, the lists
 *   and its campaign (deals filled, completed) are read again;
 * - its chat got a message (`{ event: 'deal_message', deal_id }`, the company's
 *   notification): that chat and the lists' unread counts are read again;
 * - a message on an open chat's topic joins the loaded chat without a request;
 * - while a screen shows a deal's chat, the connection follows that chat's topic.
 * The toast of a notification's `message` is the realtime feature's.
 */
export function addDealsListeners(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
  topics: DealChatTopics,
) {
  const eventsOf = (action: UnknownAction, event: string) =>
    messagesOf(action).filter((message) => message.event === event);

  startAppListening({
    predicate: (action) => eventsOf(action, DEAL_CHANGED_EVENT).length > 0,
    effect: (action, listenerApi) => {
      const changes = eventsOf(action, DEAL_CHANGED_EVENT);
      const deals = new Set(changes.flatMap(({ deal_id: id }) => idOf(id) ?? []));
      const campaigns = new Set(changes.flatMap(({ campaign_id: id }) => idOf(id) ?? []));
      listenerApi.dispatch(
        baseApi.util.invalidateTags([
          { type: 'Deal', id: 'LIST' },
          ...[...deals].map((id) => ({ type: 'Deal' as const, id })),
          ...[...campaigns].map((id) => ({ type: 'Campaign' as const, id })),
        ]),
      );
    },
  });

  startAppListening({
    predicate: (action) => eventsOf(action, DEAL_MESSAGE_EVENT).length > 0,
    effect: (action, listenerApi) => {
      const deals = new Set(
        eventsOf(action, DEAL_MESSAGE_EVENT).flatMap(({ deal_id: id }) => idOf(id) ?? []),
      );
      listenerApi.dispatch(
        baseApi.util.invalidateTags([
          { type: 'Deal', id: 'LIST' },
          ...[...deals].map(dealMessagesTag),
        ]),
      );
    },
  });

  addLiveChat(startAppListening, messagesOf, {
    opened: dealChatOpened,
    closed: dealChatClosed,
    topics,
    insert: (message, dispatch) => {
      if (!chatsCached()) return;
      dispatch(
        dealsApi.util.updateQueryData('dealMessages', message.deal_id, (draft) => {
          insertMessage(draft, message);
        }),
      );
    },
  });
}
