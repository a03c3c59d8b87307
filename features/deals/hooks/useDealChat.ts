import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { useDealMessagesInfiniteQuery, useDealMessagesReadMutation } from '../api';
import { dealChatClosed, dealChatOpened } from '../listeners';

/**
 * A deal's chat while a screen shows it: its pages (newest first), its topic followed so
 * messages arrive live, and read up to the newest message on opening (when some were
 * unread) and at each message from the creator, so the unread counts clear.
 */
export function useDealChat(dealId: string, unread: number) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(dealChatOpened({ dealId }));
    return () => void dispatch(dealChatClosed({ dealId }));
  }, [dispatch, dealId]);

  const messages = useDealMessagesInfiniteQuery(dealId);
  const [markRead] = useDealMessagesReadMutation();
  const newest = messages.data?.pages[0]?.nodes[0];
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!messages.isSuccess) return;
    const id = newest?.id ?? null;
    const first = seen.current === undefined;
    if (id === seen.current) return;
    seen.current = id;
    const fromCreator = newest?.author === 'creator';
    if (first ? unread > 0 : fromCreator) void markRead({ id: dealId });
  }, [messages.isSuccess, newest, unread, dealId, markRead]);

  return messages;
}
