import { object } from 'yup';
import { storableString } from './validation';

/** Page sizes of every cursor-paginated list (brands, products, and the lists to come). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/**
 * The text arguments every list takes (`after`, the previous page's cursor). `first` is
 * checked on its own, with its limits in the message.
 */
export const pageArgsSchema = object({
  after: storableString().optional(),
});
