import { useTranslation } from 'react-i18next';
import { ChatThread } from '@/src/entities/deal/chat/ChatThread';
import { useCreatorDealMessageSendMutation, type CreatorDealDetail } from '../api';
import { useCreatorDealChat } from '../hooks/useCreatorDealChat';

/** The deal's chat with its brand, as the creator writes in it (the house's send rate holds). */
export function CreatorChat({ deal }: { deal: CreatorDealDetail }) {
  const { t } = useTranslation('creatorDeals');
  const query = useCreatorDealChat(deal.id, deal.unread_messages);
  const [send, { isLoading }] = useCreatorDealMessageSendMutation();
  const brand = deal.campaign.brand_name;
  return (
    <ChatThread
      title={t('page.chatTitle', { brand })}
      empty={t('page.chatEmpty', { brand })}
      party="creator"
      query={query}
      composer={{ send: (text) => send({ id: deal.id, text }), isLoading }}
    />
  );
}
