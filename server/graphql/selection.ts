import { Kind } from 'graphql';
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the operation asks, below the resolved field, for the field at `path` (e.g.
 * `['nodes', 'brand', 'products_count']`), through fragments too. Lets a list read only the
 * costly columns (counts, "in use") a client selects; `@skip`/`@include` are ignored, so a
 * field that might be asked for counts as asked.
 */
export function selects(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  const within = (set: SelectionSetNode | undefined, depth: number): boolean => {
    if (!set) return false;
    return set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== path[depth]) return false;
        return depth === path.length - 1 || within(selection.selectionSet, depth + 1);
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet, depth);
      return within(info.fragments[selection.name.value]?.selectionSet, depth);
    });
  };
  return info.fieldNodes.some((node) => within(node.selectionSet, 0));
}
