/**
 * Yup rules of a product, used by the product form and by ProductCreate/ProductUpdate on
 * the server. Field names are the API's argument names (`price` in integer cents);
 * messages are `validation:` keys with the limits as values. Below them, the product
 * form's values and how they become the API's (pure, no React).
 */
import { array, mixed, number, object } from 'yup';
import type { InferType } from 'yup';
import type { ImageValue } from '@/features/images/rules';
import { pageArgsSchema } from '@/src/lib/pagination';
import { normalizeWebUrl, normalizing } from '@/src/lib/normalize';
import { lengthBetween, storableString } from '@/src/lib/validation';
// Types only, from the generated module: schema.ts stays free of the client's store.
import type { ProductCreateMutationVariables, ProductQuery } from '@/store/generated/graphql';
import { centsToDollars, dollarsToCents } from '@/src/lib/money';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DESCRIPTION_MIN,
  PRODUCT_IMAGES_MAX,
  PRODUCT_LINK_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_MIN,
  PRODUCT_PRICE_MAX_CENTS,
  PRODUCT_PRICE_MIN_CENTS,
  type ProductCategoryName,
} from './rules';

type ProductDetail = ProductQuery['Product'];

/** http(s) only: a product link is opened by creators in their browser. */
const WEB_URL = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i;

export const productSchema = object({
  brand_id: storableString().trim().required('validation:productBrandRequired'),
  name: lengthBetween(
    storableString().trim().required('validation:productNameRequired'),
    PRODUCT_NAME_MIN,
    PRODUCT_NAME_MAX,
    'validation:productNameLength',
  ),
  price: number()
    .typeError('validation:productPriceInvalid')
    .required('validation:productPriceRequired')
    .integer('validation:productPriceInvalid')
    .min(PRODUCT_PRICE_MIN_CENTS, 'validation:productPriceRange')
    .max(PRODUCT_PRICE_MAX_CENTS, 'validation:productPriceRange'),
  // "calmcream.com/serum" gets its https:// before the rule (docs/product.md#as-typed).
  link: storableString()
    .trim()
    .transform(normalizing(normalizeWebUrl))
    .required('validation:productLinkRequired')
    .max(PRODUCT_LINK_MAX, 'validation:productLinkInvalid')
    .matches(WEB_URL, 'validation:productLinkInvalid'),
  description: lengthBetween(
    storableString().trim().required('validation:productDescriptionRequired'),
    PRODUCT_DESCRIPTION_MIN,
    PRODUCT_DESCRIPTION_MAX,
    'validation:productDescriptionLength',
  ),
  category: mixed<ProductCategoryName>()
    .required('validation:productCategoryRequired')
    .oneOf([...PRODUCT_CATEGORIES], 'validation:productCategoryRequired'),
  image_ids: array(storableString().required())
    .max(PRODUCT_IMAGES_MAX, 'validation:productImagesMax')
    .default([]),
});

export type ProductValues = InferType<typeof productSchema>;

/** The text arguments of Products (its category and sort are enums GraphQL checks). */
export const productListSchema = pageArgsSchema.shape({
  brand_id: storableString().optional(),
  search: storableString().optional(),
});

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
