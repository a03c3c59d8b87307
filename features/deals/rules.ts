/** A deal's lifecycle (docs/product.md#deals), shared by the screens and the API. */

/** Every deal status, in lifecycle order; the last three end a deal. */
export const DEAL_STATUSES = [
  'creator_accepted',
  'purchased_sent',
  'product_received',
  'creator_upload_content',
  'content_approved_by_admin',
  'company_accepts_content',
  'creator_waiting_for_publish_date',
  'completed',
  'finished',
  'canceled',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** Where a pick puts a new deal: "Deal started". */
export const DEAL_STATUS_INITIAL: DealStatus = 'creator_accepted';

/** Statuses that no longer hold one of the campaign's deals (the slot is free again). */
export const DEAL_STATUSES_RELEASED: readonly DealStatus[] = ['canceled'];
