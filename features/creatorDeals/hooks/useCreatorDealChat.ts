import { useChatSession } from '@/src/entities/deal/chat/chatSession';
import { useCreatorDealMessagesInfiniteQuery, useCreatorDealMessagesReadMutation } from '../api';
import { creatorChatClosed, creatorChatOpened } from '../listeners';

/**
 * A deal's chat while its page shows it: its pages (newest first), its topic followed so
 * messages arrive live, and read on opening and at each message from the brand.
 */
export function useCreatorDealChat(dealId: string, unread: number) {
  const messages = useCreatorDealMessagesInfiniteQuery(dealId);
  const [markRead] = useCreatorDealMessagesReadMutation();
  useChatSession({
    dealId,
    unread,
    other: 'company',
    loaded: messages.isSuccess,
    newest: messages.data?.pages[0]?.nodes[0],
    markRead: () => void markRead({ id: dealId }),
    opened: creatorChatOpened,
    closed: creatorChatClosed,
  });
  return messages;
}
