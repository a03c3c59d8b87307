import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { useCreatorDealMessagesInfiniteQuery, useCreatorDealMessagesReadMutation } from '../api';
import { creatorChatClosed, creatorChatOpened } from '../listeners';

/**
 * A deal's chat while its page shows it: its pages (newest first), its topic followed so
 * messages arrive live, and read up to the newest message on opening (when some were
 * unread) and at each message from the brand, so the unread counts clear.
 */
export function useCreatorDealChat(dealId: string, unread: number) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(creatorChatOpened({ dealId }));
    return () => void dispatch(creatorChatClosed({ dealId }));
  }, [dispatch, dealId]);

  const messages = useCreatorDealMessagesInfiniteQuery(dealId);
  const [markRead] = useCreatorDealMessagesReadMutation();
  const newest = messages.data?.pages[0]?.nodes[0];
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!messages.isSuccess) return;
    const id = newest?.id ?? null;
    const first = seen.current === undefined;
    if (id === seen.current) return;
    seen.current = id;
    const fromBrand = newest?.author === 'company';
    if (first ? unread > 0 : fromBrand) void markRead({ id: dealId });
  }, [messages.isSuccess, newest, unread, dealId, markRead]);

  return messages;
}
