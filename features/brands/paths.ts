/**
 * The routes the brand screens link to. Features do not import the app shell, so these
 * mirror src/router/paths.ts (a unit test keeps the two equal).
 */
export const brandsPaths = {
  brands: '/brands',
  products: '/products',
} as const;
