import type { BrandItem } from '@/features/brands/api';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { companyData, stubApi, type Reply } from '../account/apiStub';

export function brand(id: string, overrides: Partial<BrandItem> = {}): BrandItem {
  return {
    id,
    name: `Brand ${id}`,
    description: `Everything brand ${id} sells`,
    logo: null,
    products_count: 0,
    in_use: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** One Brands page as the server answers it. */
export function brandsPage(
  nodes: BrandItem[],
  { total = nodes.length, next = null }: { total?: number; next?: string | null } = {},
): Reply {
  return {
    data: {
      Brands: {
        nodes,
        page_info: { has_next_page: next !== null, end_cursor: next ?? nodes.at(-1)?.id ?? null },
        total_count: total,
      },
    },
  };
}

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

/** Opens /brands logged in, with the API answering `handlers` (and CompanyData). */
export function renderBrands(handlers: Record<string, Handler>) {
  const api = stubApi({ CompanyData: companyData(companyAccount()), ...handlers });
  const view = renderApp({
    route: '/brands',
    preloadedState: { session: { token: 'token-1', role: 'company' } },
  });
  return { api, ...view };
}

/** Answers each call with the next reply, the last one again after that. */
export function inTurn(...replies: Reply[]): () => Reply {
  let index = 0;
  return () => replies[Math.min(index++, replies.length - 1)]!;
}
