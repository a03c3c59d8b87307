/** Product limits (docs/product.md#brands-and-products), shared by the forms and the API. */

export const PRODUCT_NAME_MIN = 3;
export const PRODUCT_NAME_MAX = 30;
export const PRODUCT_DESCRIPTION_MIN = 6;
export const PRODUCT_DESCRIPTION_MAX = 300;
/** Price from $3 to $100,000 (USD); money is integer cents. */
export const PRODUCT_PRICE_MIN_CENTS = 3_00;
export const PRODUCT_PRICE_MAX_CENTS = 100_000_00;
/** Up to 5 images. */
export const PRODUCT_IMAGES_MAX = 5;
/** Links are stored as given; a bound keeps a pasted essay out. */
export const PRODUCT_LINK_MAX = 2048;
/** A search longer than any name matches nothing anyway. */
export const PRODUCT_SEARCH_MAX = 100;

/** The 14 creator categories, in the product's order (docs/product.md#brands-and-products). */
export const PRODUCT_CATEGORIES = [
  'apparel',
  'appliances',
  'baby',
  'beauty',
  'business',
  'ecommerce',
  'financial',
  'food',
  'games',
  'health',
  'home',
  'mature',
  'news',
  'other',
] as const;
export type ProductCategoryName = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_SORTS = [
  'newest',
  'oldest',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
] as const;
export type ProductSortName = (typeof PRODUCT_SORTS)[number];
