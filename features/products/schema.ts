/**
 * The product form's values and how they become the API's (pure, no React), over the
 * shared rules of domain/products/schema.ts.
 */
import type { ImageValue } from '@/domain/images/rules';
import { centsToDollars, dollarsToCents } from '@/domain/money';
import type { ProductCategoryName } from '@/domain/products/rules';
import { productSchema } from '@/domain/products/schema';
// Types only, from the generated module: no runtime import of the client's store.
import type { ProductCreateMutationVariables, ProductQuery } from '@/store/generated/graphql';

type ProductDetail = ProductQuery['Product'];

/**
 * The form shows the price in dollars and the images with their previews; the schema
 * above checks the API's values (price in cents, image ids), so the rules exist once.
 */
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

/** A stored product as the edit form starts, or a new one under `brandId` (if any). */
export function productFormValues(product?: ProductDetail, brandId = ''): ProductFormValues {
  if (!product) return { brand_id: brandId, images: [] };
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
