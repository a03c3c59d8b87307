import { graphql } from '@/store/graphql';
import { CONTENT_CARD_FIELDS } from '@/src/entities/content/fragments';

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

/**
 * Everything a deal's page shows of it: the company's DealOverview and the operator
 * console's dispute page (the shared deal header and timeline read it).
 */
export const DEAL_FIELDS = graphql(
  `
    fragment DealFields on Deal {
      id
      status
      delivery
      campaign_id
      campaign {
        id
        name
        type
        delivery_type
        brand_id
        brand_name
        content_format
        video_duration
        usage_rights
        raw_footage
        extra_hooks
        content_brief
        revision_rounds
      }
      creator {
        id
        name
        avatar_url
        tier
        followers
      }
      products {
        id
        name
        price
        link
        image_url
      }
      carrier
      tracking_number
      order_number
      order_total
      receipt_image_url
      shipping_address {
        name
        line1
        line2
        city
        region
        postal_code
        country
        phone
      }
      post_url
      fee
      reimbursement
      revisions_used
      revisions_left
      canceled_by
      cancel_reason
      auto_accept_at
      actions
      events {
        id
        action
        actor
        status
        note
        by
        created_at
      }
      contents {
        ...ContentCardFields
      }
      unread_messages
      last_message_at
      created_at
      updated_at
    }
  `,
  [CONTENT_CARD_FIELDS],
);
