import { useTranslation } from 'react-i18next';
import { ChatThread } from '@/src/entities/deal/chat/ChatThread';
import { useDealMessageSendMutation, type DealDetail } from '../api';
import { useDealChat } from '../hooks/useDealChat';

/** The deal's chat with its creator, as the company writes in it. */
export function DealChat({ deal }: { deal: DealDetail }) {
  const { t } = useTranslation('deals');
  const query = useDealChat(deal.id, deal.unread_messages);
  const [send, { isLoading }] = useDealMessageSendMutation();
  return (
    <ChatThread
      title={t('chat.title', { name: deal.creator.name })}
      empty={t('chat.empty', { name: deal.creator.name })}
      party="company"
      query={query}
      composer={{ send: (text) => send({ id: deal.id, text }), isLoading }}
    />
  );
}
