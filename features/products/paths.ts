/**
 * The routes the product screens link to. Features do not import the app shell, so
 * these mirror src/router/paths.ts (a unit test keeps the two equal).
 */
export const productPaths = {
  products: '/products',
  product: (productId: string) => `/product/${encodeURIComponent(productId)}`,
  brands: '/brands',
} as const;
