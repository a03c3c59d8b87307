import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/store/baseApi';
import type { AppStartListening } from '@/store/listenerMiddleware';
import type { RealtimeMessagesOf } from '@/store/realtimeMessages';
import { DEAL_CHANGED_EVENT, DEAL_MESSAGE_EVENT } from '@/domain/deals/rules';
import { chatMessageOf, insertMessage } from '@/src/entities/deal/chat/chatPages';
import type { creatorDealsApi as CreatorDealsApi } from './api';
import { creatorChatTag, creatorDealTag, CREATOR_DEALS_LIST } from './model/tags';

/** A deal's page shows its chat: its messages should arrive live while it does. */
export const creatorChatOpened = createAction<{ dealId: string }>('creatorDeals/chatOpened');
/** That page is gone. */
export const creatorChatClosed = createAction<{ dealId: string }>('creatorDeals/chatClosed');

/** The real-time connection's commands for a deal's chat topic (the store passes them). */
export interface CreatorChatTopics {
  follow: (dealId: string) => UnknownAction;
  unfollow: (dealId: string) => UnknownAction;
}

/**
 * The endpoints as api.ts types them, without importing its documents here (they come
 * with the deal screens). Before they are injected no chat is cached.
 */
const api = baseApi as unknown as typeof CreatorDealsApi;
const chatsCached = () => 'creatorDealMessages' in baseApi.endpoints;

const idOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

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

  const chatMessagesOf = (action: UnknownAction) =>
    messagesOf(action).flatMap((payload) => chatMessageOf(payload) ?? []);
  startAppListening({
    predicate: (action) => chatsCached() && chatMessagesOf(action).length > 0,
    effect: (action, listenerApi) => {
      for (const message of chatMessagesOf(action)) {
        listenerApi.dispatch(
          api.util.updateQueryData('creatorDealMessages', message.deal_id, (draft) => {
            insertMessage(draft, message);
          }),
        );
      }
    },
  });

  // How many pages show each deal's chat: the topic is followed from the first to the last.
  const open = new Map<string, number>();
  startAppListening({
    actionCreator: creatorChatOpened,
    effect: ({ payload: { dealId } }, listenerApi) => {
      const count = (open.get(dealId) ?? 0) + 1;
      open.set(dealId, count);
      if (count === 1) listenerApi.dispatch(topics.follow(dealId));
    },
  });
  startAppListening({
    actionCreator: creatorChatClosed,
    effect: ({ payload: { dealId } }, listenerApi) => {
      const count = (open.get(dealId) ?? 0) - 1;
      if (count > 0) return void open.set(dealId, count);
      open.delete(dealId);
      if (count === 0) listenerApi.dispatch(topics.unfollow(dealId));
    },
  });
}
