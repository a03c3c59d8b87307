import { useChatSession } from '@/src/entities/deal/chat/chatSession';
import { useDealMessagesInfiniteQuery, useDealMessagesReadMutation } from '../api';
import { dealChatClosed, dealChatOpened } from '../listeners';

/**
 * A deal's chat while a screen shows it: its pages (newest first), its topic followed so
 * messages arrive live, and read on opening and at each message from the creator.
 */
export function useDealChat(dealId: string, unread: number) {
  const messages = useDealMessagesInfiniteQuery(dealId);
  const [markRead] = useDealMessagesReadMutation();
  useChatSession({
    dealId,
    unread,
    other: 'creator',
    loaded: messages.isSuccess,
    newest: messages.data?.pages[0]?.nodes[0],
    markRead: () => void markRead({ id: dealId }),
    opened: dealChatOpened,
    closed: dealChatClosed,
  });
  return messages;
}
