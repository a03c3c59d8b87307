/**
 * Yup rules of a product, used by the product form and by ProductCreate/ProductUpdate on
 * the server. Field names are the API's argument names (`price` in integer cents);
 * messages are `validation:` keys with the limits as values. The form's own values live
 * in features/products/schema.ts.
 */
import { array, mixed, number, object } from 'yup';
import { pageArgsSchema } from '../pagination';
import { normalizeWebUrl, normalizing } from '../normalize';
import { lengthBetween, storableString } from '../validation';
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

/** The text arguments of Products (its category and sort are enums GraphQL checks). */
export const productListSchema = pageArgsSchema.shape({
  brand_id: storableString().optional(),
  search: storableString().optional(),
});
