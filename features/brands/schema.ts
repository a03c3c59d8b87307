/**
 * Yup rules of a brand, used by the brand form and by BrandCreate/BrandUpdate on the
 * server. Field names are the API's argument names; messages are `validation:` keys.
 * Below them, the brand form's values and how they become the API's (pure, no React).
 */
import { object } from 'yup';
import type { InferType } from 'yup';
import type { ImageValue } from '@/features/images/rules';
import { lengthBetween, storableString } from '@/src/lib/validation';
// Types only, from the generated module: schema.ts stays free of the client's store.
import type {
  BrandCreateMutationVariables,
  BrandFieldsFragment as BrandItem,
} from '@/store/generated/graphql';
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

export type BrandValues = InferType<typeof brandSchema>;

export interface BrandFormValues {
  name?: string;
  description?: string;
  /** The logo as the images field holds it: none or one image. */
  logo?: ImageValue[];
}

/** The API's arguments → the form's fields, for server errors: the logo's is on `logo`. */
export const BRAND_FORM_FIELDS = {
  name: 'name',
  description: 'description',
  logo_image_id: 'logo',
} as const;

/** A stored brand as the edit form starts, or the empty form of a new one. */
export function brandFormValues(brand?: BrandItem): BrandFormValues {
  return {
    name: brand?.name ?? '',
    description: brand?.description ?? '',
    logo: brand?.logo ? [{ id: brand.logo.id, url: brand.logo.url }] : [],
  };
}

/** The API's arguments, unchecked: the logo as its image id, or null for none. */
export function toBrandInput(values: BrandFormValues) {
  return {
    name: values.name,
    description: values.description,
    logo_image_id: values.logo?.[0]?.id ?? null,
  };
}

/** The checked values as the mutation sends them (trimmed). */
export function brandVariables(values: BrandFormValues): BrandCreateMutationVariables {
  const input = brandSchema.validateSync(toBrandInput(values), { stripUnknown: true });
  // `lengthBetween` types them optional; the validation just made them present.
  return {
    name: input.name ?? '',
    description: input.description ?? '',
    logo_image_id: input.logo_image_id ?? null,
  };
}
