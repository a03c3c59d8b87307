import type { Page } from '../../services/shared/pagination';
import type { PageInfo } from '../generated/app';

/** A service page as a GraphQL connection (nodes, page_info, total_count). */
export function toConnection<T, U>(
  page: Page<T>,
  toNode: (node: T) => U,
): { nodes: U[]; page_info: PageInfo; total_count: number } {
  return {
    nodes: page.nodes.map(toNode),
    page_info: { has_next_page: page.hasNextPage, end_cursor: page.endCursor },
    total_count: page.totalCount,
  };
}
