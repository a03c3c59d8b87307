/**
 * Yup rules of a brand, used by the brand form and by BrandCreate/BrandUpdate on the
 * server. Field names are the API's argument names; messages are `validation:` keys.
 */
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { lengthBetween } from '@/src/lib/validation';
import {
  BRAND_DESCRIPTION_MAX,
  BRAND_DESCRIPTION_MIN,
  BRAND_NAME_MAX,
  BRAND_NAME_MIN,
} from './rules';

export const brandSchema = object({
  name: lengthBetween(
    string().trim().required('validation:brandNameRequired'),
    BRAND_NAME_MIN,
    BRAND_NAME_MAX,
    'validation:brandNameLength',
  ),
  description: lengthBetween(
    string().trim().required('validation:brandDescriptionRequired'),
    BRAND_DESCRIPTION_MIN,
    BRAND_DESCRIPTION_MAX,
    'validation:brandDescriptionLength',
  ),
  /** An id from ImageUpload; absent or null means no logo. */
  logo_image_id: string().trim().nullable().optional(),
});

export type BrandValues = InferType<typeof brandSchema>;
