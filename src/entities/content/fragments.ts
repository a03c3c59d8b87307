import type { ContentCardFieldsFragment } from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';

/**
 * What the viewer and a card show of an upload. The content listing and the deal screen
 * both spread it (`...ContentCardFields`, passing `[CONTENT_CARD_FIELDS]`), so every screen
 * that shows an upload reads the same fields.
 */
export const CONTENT_CARD_FIELDS = graphql(`
  fragment ContentCardFields on Content {
    id
    deal_id
    campaign_id
    campaign_name
    brand_id
    brand_name
    creator {
      id
      name
      avatar_url
    }
    kind
    status
    round
    files {
      id
      role
      url
      content_type
      size
    }
    feedback
    time_comments {
      at_seconds
      text
    }
    created_at
    reviewed_at
  }
`);

export type ContentCardFields = ContentCardFieldsFragment;
export type ContentFile = ContentCardFields['files'][number];
