import type { PayloadActionCreator, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import type { DealParty } from '@/domain/deals/rules';
import type { AppStartListening } from '@/store/listenerMiddleware';
import type { RealtimeMessagesOf } from '@/store/realtimeMessages';
import { useAppDispatch } from '@/store/hooks';
import type { AppDispatch } from '@/store/store';
import { chatMessageOf, type ChatMessage } from './chatPages';

type ChatShown = PayloadActionCreator<{ dealId: string }>;

/** The real-time connection's commands for a deal's chat topic (the store passes them). */
export interface ChatTopics {
  follow: (dealId: string) => UnknownAction;
  unfollow: (dealId: string) => UnknownAction;
}

export interface LiveChat {
  opened: ChatShown;
  closed: ChatShown;
  topics: ChatTopics;
  /** Adds a message arriving live to its loaded chat (nothing while no chat is cached). */
  insert: (message: ChatMessage, dispatch: AppDispatch) => void;
}

/**
 * A party's chats live: a message on an open chat's topic joins the loaded chat without a
 * request, and a deal's chat topic is followed from the first screen that shows the chat
 * (`opened`) to the last (`closed`).
 */
export function addLiveChat(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
  { opened, closed, topics, insert }: LiveChat,
) {
  const chatMessagesOf = (action: UnknownAction) =>
    messagesOf(action).flatMap((payload) => chatMessageOf(payload) ?? []);
  startAppListening({
    predicate: (action) => chatMessagesOf(action).length > 0,
    effect: (action, listenerApi) => {
      for (const message of chatMessagesOf(action)) insert(message, listenerApi.dispatch);
    },
  });

  const open = new Map<string, number>();
  startAppListening({
    actionCreator: opened,
    effect: ({ payload: { dealId } }, listenerApi) => {
      const count = (open.get(dealId) ?? 0) + 1;
      open.set(dealId, count);
      if (count === 1) listenerApi.dispatch(topics.follow(dealId));
    },
  });
  startAppListening({
    actionCreator: closed,
    effect: ({ payload: { dealId } }, listenerApi) => {
      const count = (open.get(dealId) ?? 0) - 1;
      if (count > 0) return void open.set(dealId, count);
      open.delete(dealId);
      if (count === 0) listenerApi.dispatch(topics.unfollow(dealId));
    },
  });
}

export interface ChatSession {
  dealId: string;
  /** The reader's unread messages when the screen opened. */
  unread: number;
  /** The other party: a message of theirs arriving is read at once. */
  other: DealParty;
  /** Whether the chat's first page has loaded, and its newest message. */
  loaded: boolean;
  newest: ChatMessage | undefined;
  markRead: () => void;
  opened: ChatShown;
  closed: ChatShown;
}

/**
 * A deal's chat while a screen shows it: its topic followed so messages arrive live, and
 * read up to the newest message on opening (when some were unread) and at each message
 * from the other party, so the unread counts clear.
 */
export function useChatSession({
  dealId,
  unread,
  other,
  loaded,
  newest,
  markRead,
  opened,
  closed,
}: ChatSession) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(opened({ dealId }));
    return () => void dispatch(closed({ dealId }));
  }, [dispatch, dealId, opened, closed]);

  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    const id = newest?.id ?? null;
    const first = seen.current === undefined;
    if (id === seen.current) return;
    seen.current = id;
    if (first ? unread > 0 : newest?.author === other) markRead();
  }, [loaded, newest, unread, other, markRead]);
}
