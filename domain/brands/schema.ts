/**
 * Yup rules of a brand, used by the brand form and by BrandCreate/BrandUpdate on the
 * server. Field names are the API's argument names; messages are `validation:` keys. The
 * form's own values live in features/brands/schema.ts.
 */
import { object } from 'yup';
import { lengthBetween, storableString } from '../validation';
import {
  BRAND_DESCRIPTION_MAX,
  BRAND_DESCRIPTION_MIN,
  BRAND_NAME_MAX,
  BRAND_NAME_MIN,
} from './rules';

export const brandSchema = object({
  name: lengthBetween(
    storableString().trim().required('validation:brandNameRequired'),
    BRAND_NAME_MIN,
    BRAND_NAME_MAX,
    'validation:brandNameLength',
  ),
  description: lengthBetween(
    storableString().trim().required('validation:brandDescriptionRequired'),
    BRAND_DESCRIPTION_MIN,
    BRAND_DESCRIPTION_MAX,
    'validation:brandDescriptionLength',
  ),
  /** An id from ImageUpload; absent or null means no logo. */
  logo_image_id: storableString().trim().nullable().optional(),
});
