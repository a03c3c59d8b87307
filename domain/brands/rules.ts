/** Brand limits (docs/product.md#brands-and-products), shared by the forms and the API. */

export const BRAND_NAME_MIN = 3;
export const BRAND_NAME_MAX = 20;
export const BRAND_DESCRIPTION_MIN = 8;
export const BRAND_DESCRIPTION_MAX = 50;
