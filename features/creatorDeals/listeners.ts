import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/store/baseApi';
import { addLiveChat, type ChatTopics } from '@/src/entities/deal/chat/chatSession';
import type { AppStartListening } from '@/store/listenerMiddleware';
import type { RealtimeMessagesOf } from '@/store/realtimeMessages';
import { DEAL_CHANGED_EVENT, DEAL_MESSAGE_EVENT } from '@/domain/deals/rules';
import { idOf, insertMessage } from '@/src/entities/deal/chat/chatPages';
import type { creatorDealsApi as CreatorDealsApi } from './api';
import { creatorChatTag, creatorDealTag, CREATOR_DEALS_LIST } from './model/tags';

/** A deal's page shows its chat: its messages should arrive live while it does. */
export const creatorChatOpened = createAction<{ dealId: string }>('creatorDeals/chatOpened');
/** That page is gone. */
export const creatorChatClosed = createAction<{ dealId: string }>('creatorDeals/chatClosed');

/** The real-time connection's commands for a deal's chat topic (the store passes them). */
export type CreatorChatTopics = ChatTopics;

/**
 * The endpoints as api.ts types them, without importing its documents here (they come
 * with the deal screens). Before they are injected no chat is cached.
 */
const api = baseApi as unknown as typeof CreatorDealsApi;
const chatsCached = () => 'creatorDealMessages' in baseApi.endpoints;

/**
 * The creator's deals live (docs/product.md#real-time):
 * - a deal moved (`{ event: 'deal_changed', deal_id }`, the creator's notification): that
 *   deal and My deals are read again;
 * - its chat got a message (`{ event: 'deal_message', deal_id }`): that chat and the
 *   unread counts are read again;
 * - a message on an open chat's topic joins the loaded chat without a request;
 * - while a deal's page shows its chat, the connection follows that chat's topic.
 */
export function addCreatorDealsListeners(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
  topics: CreatorChatTopics,
) {
  const dealsOf = (action: UnknownAction, event: string) =>
    messagesOf(action)
      .filter((message) => message.event === event)
      .flatMap(({ deal_id: id }) => idOf(id) ?? []);

  startAppListening({
    predicate: (action) => dealsOf(action, DEAL_CHANGED_EVENT).length > 0,
    effect: (action, listenerApi) => {
      const deals = new Set(dealsOf(action, DEAL_CHANGED_EVENT));
      listenerApi.dispatch(
        baseApi.util.invalidateTags([CREATOR_DEALS_LIST, ...[...deals].map(creatorDealTag)]),
      );
    },
  });

  startAppListening({
    predicate: (action) => dealsOf(action, DEAL_MESSAGE_EVENT).length > 0,
    effect: (action, listenerApi) => {
      const deals = new Set(dealsOf(action, DEAL_MESSAGE_EVENT));
      listenerApi.dispatch(
        baseApi.util.invalidateTags([CREATOR_DEALS_LIST, ...[...deals].map(creatorChatTag)]),
      );
    },
  });

  addLiveChat(startAppListening, messagesOf, {
    opened: creatorChatOpened,
    closed: creatorChatClosed,
    topics,
    insert: (message, dispatch) => {
      if (!chatsCached()) return;
      dispatch(
        api.util.updateQueryData('creatorDealMessages', message.deal_id, (draft) => {
          insertMessage(draft, message);
        }),
      );
    },
  });
}
