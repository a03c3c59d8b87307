import { graphql } from '@/store/graphql';

/**
 * A deal chat's message as both parties' chats read it (DealMessages, CreatorDealMessages
 * and the send operations spread it).
 */
export const DEAL_MESSAGE_FIELDS = graphql(`
  fragment DealMessageFields on DealMessage {
    id
    deal_id
    author
    author_name
    text
    created_at
  }
`);
