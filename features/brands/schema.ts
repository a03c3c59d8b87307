/**
 * The brand form's values and how they become the API's (pure, no React), over the
 * shared rules of domain/brands/schema.ts.
 */
import type { ImageValue } from '@/domain/images/rules';
import { brandSchema } from '@/domain/brands/schema';
// Types only, from the generated module: no runtime import of the client's store.
import type {
  BrandCreateMutationVariables,
  BrandFieldsFragment as BrandItem,
} from '@/store/generated/graphql';

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
