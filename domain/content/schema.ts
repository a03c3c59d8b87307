/** Yup rules of the content list's filter (ContentListing and the API's Contents). */
import { object } from 'yup';
import type { InferType } from 'yup';
import { optionalChoices, storableString } from '../validation';
import { CONTENT_RIGHTS_FILTERS } from '../campaigns/rights';
import { CONTENT_STATUSES } from './rules';

/** Contents(filter): every given part must hold. */
export const contentFilterSchema = object({
  campaign_id: storableString().trim().optional(),
  brand_id: storableString().trim().optional(),
  statuses: optionalChoices(CONTENT_STATUSES, 'validation:contentFilterChoice'),
  /** Each given one must hold (docs/product.md#content-rights). */
  rights: optionalChoices(CONTENT_RIGHTS_FILTERS, 'validation:contentFilterChoice'),
});
export type ContentFilterValues = InferType<typeof contentFilterSchema>;
