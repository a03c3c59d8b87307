/**
 * What every cursor-paginated list (Brands, Products, …) does the same way in RTK Query:
 * pages of a `…Connection` loaded as an infinite query, tagged so a change to any shown
 * item refetches them, and optimistic patches put back when the server refuses.
 */

/** The part of a GraphQL connection the pagination reads. */
export interface ConnectionPage<Node extends { id: string }> {
  nodes: Node[];
  page_info: { has_next_page: boolean; end_cursor?: string | null };
}

/** `end_cursor` of the page before; null for the first page. */
export type Cursor = string | null;

/**
 * `infiniteQueryOptions` of a connection: the first page has no cursor, the next one
 * starts after the last page's `end_cursor`, and there is none after the last page.
 */
export const cursorPageOptions = {
  initialPageParam: null as Cursor,
  getNextPageParam: (
    lastPage: Pick<ConnectionPage<{ id: string }>, 'page_info'>,
  ): Cursor | undefined =>
    lastPage.page_info.has_next_page ? (lastPage.page_info.end_cursor ?? undefined) : undefined,
};

/** The tags of the loaded pages: the list itself and every item shown. */
export function pagesTags<Type extends string>(
  type: Type,
  data: { pages: ConnectionPage<{ id: string }>[] } | undefined,
): Array<{ type: Type; id: string }> {
  return [
    { type, id: 'LIST' },
    ...(data?.pages ?? []).flatMap((page) => page.nodes.map((node) => ({ type, id: node.id }))),
  ];
}

/** Waits for the mutation and undoes its optimistic patches if the server refused it. */
export async function undoIfRefused(
  queryFulfilled: Promise<unknown>,
  patches: ReadonlyArray<{ undo: () => void }>,
): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
  }
}

/**
 * Every node of a connection, asking `fetchPage` for one page after another until the
 * last (an export wants all of them, not the pages a screen shows). A cursor seen before
 * ends the walk: a server answering the same page again cannot make it loop for ever.
 */
export async function collectPages<Node extends { id: string }>(
  fetchPage: (after: Cursor) => Promise<ConnectionPage<Node>>,
): Promise<Node[]> {
  const nodes: Node[] = [];
  const cursors = new Set<string>();
  let after: Cursor = null;
  for (;;) {
    const page = await fetchPage(after);
    nodes.push(...page.nodes);
    const next = page.page_info.has_next_page ? (page.page_info.end_cursor ?? null) : null;
    if (!next || cursors.has(next)) return nodes;
    cursors.add(next);
    after = next;
  }
}
