/**
 * The product form's values and how they become the API's: the form shows the price in
 * dollars and the images with their previews; the shared `productSchema` checks the API
 * values (price in cents, image ids), so the rules exist once.
 */
import type { ImageValue } from '@/features/images/rules';
import type { ProductCreateMutationVariables } from '@/store/generated/graphql';
import type { ProductDetail } from '../api';
import { centsToDollars, dollarsToCents, type ProductCategoryName } from '../rules';
import { productSchema } from '../schema';

export interface ProductFormValues {
  brand_id?: string;
  name?: string;
  /** Dollars as typed ("19.99"). */
  price?: string;
  link?: string;
  description?: string;
  category?: ProductCategoryName | '';
  images?: ImageValue[];
}

/** The form's fields that have an API argument of the same name (for server errors). */
export const PRODUCT_FORM_FIELDS = [
  'brand_id',
  'name',
  'price',
  'link',
  'description',
  'category',
] as const;

/**
 * The API's arguments, unchecked. An empty price stays missing ("Enter the price"); one
 * that is not an amount becomes NaN, which the schema reports as productPriceInvalid.
 */
export function toProductInput(values: ProductFormValues) {
  const price = values.price?.trim() ?? '';
  return {
    brand_id: values.brand_id,
    name: values.name,
    price: price === '' ? undefined : (dollarsToCents(price) ?? Number.NaN),
    link: values.link,
    description: values.description,
    category: values.category === '' ? undefined : values.category,
    image_ids: (values.images ?? []).map((image) => image.id),
  };
}

/** The checked values as the mutation sends them (trimmed, defaults applied). */
export function productVariables(values: ProductFormValues): ProductCreateMutationVariables {
  const input = productSchema.validateSync(toProductInput(values), { stripUnknown: true });
  // `lengthBetween` types them optional; the validation just made them present.
  return { ...input, name: input.name ?? '', description: input.description ?? '' };
}

/** A stored product as the edit form starts. */
export function productFormValues(product: ProductDetail): ProductFormValues {
  return {
    brand_id: product.brand.id,
    name: product.name,
    price: centsToDollars(product.price),
    link: product.link,
    description: product.description,
    category: product.category,
    images: product.images.map(({ id, url }) => ({ id, url })),
  };
}
