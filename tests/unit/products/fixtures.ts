import type { ProductDetail, ProductListItem, ProductPage } from '@/features/products/api';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { companyData, stubApi, type Reply } from '../account/apiStub';

export const BRANDS = [
  { id: 'brand-1', name: 'Glowco' },
  { id: 'brand-2', name: 'Trailhead' },
];

export const brandOptions = (brands = BRANDS): Reply => ({
  data: { Brands: { nodes: brands, total_count: brands.length } },
});

export function listItem(n: number, overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: `product-${n}`,
    name: `Product ${n}`,
    price: 1999 + n,
    category: 'beauty',
    brand: BRANDS[0]!,
    images: [],
    ...overrides,
  };
}

export function page(
  nodes: ProductListItem[],
  { total = nodes.length, next = null }: { total?: number; next?: string | null } = {},
): Reply {
  const connection: ProductPage = {
    nodes,
    page_info: { has_next_page: next !== null, end_cursor: next },
    total_count: total,
  };
  return { data: { Products: connection } };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 'product-1',
    name: 'Glow serum',
    price: 1999,
    link: 'https://shop.example.com/glow',
    description: 'A serum that glows all day',
    category: 'beauty',
    in_use: false,
    brand: BRANDS[0]!,
    images: [
      { id: 'image-1', url: '/images/image-1' },
      { id: 'image-2', url: '/images/image-2' },
    ],
    ...overrides,
  };
}

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

/** The app at `route`, logged in, with the brand options and the given operations stubbed. */
export function renderProducts(route: string, handlers: Record<string, Handler>) {
  const api = stubApi({
    CompanyData: companyData(companyAccount()),
    BrandOptions: brandOptions(),
    ...handlers,
  });
  const view = renderApp({
    route,
    preloadedState: { session: { token: 'token-1', role: 'company' } },
  });
  return { api, ...view };
}
