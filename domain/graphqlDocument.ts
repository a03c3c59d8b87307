import { Kind, parse } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';

/** Adds the names of the fragments a selection spreads, at any depth, to `into`. */
export function spreadNames(selectionSet: SelectionSetNode | undefined, into: Set<string>): void {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) into.add(selection.name.value);
    else spreadNames(selection.selectionSet, into);
  }
}

/**
 * The document a client sends for `source`: its own text, followed by the text of every
 * fragment it spreads (directly or through another fragment), taken from
 * `fragmentSources` (the sources of fragment documents, which may hold several
 * definitions). Fragments it does not use are left out: the server refuses unused ones.
 *
 * The result is shaped like graphql-tag's: an AST without locations, plus `loc.source.body`,
 * the text sent (store/graphqlBaseQuery.ts reads nothing else). Tests and the dev server
 * build documents with it at run time (store/graphql.ts); the production build calls it
 * when it precompiles them (server/build/graphqlPrecompile.ts), so the bundle holds no parser.
 */
export function documentFromSource(
  source: string,
  fragmentSources: readonly string[] = [],
): DocumentNode {
  const own = parse(source);
  const available = new Map<string, { node: FragmentDefinitionNode; text: string }>();
  for (const body of fragmentSources) {
    for (const node of parse(body).definitions) {
      if (node.kind !== Kind.FRAGMENT_DEFINITION || !node.loc) continue;
      const text = body.slice(node.loc.start, node.loc.end);
      const known = available.get(node.name.value);
      if (known && known.text !== text) {
        throw new Error(`Two different GraphQL fragments are named ${node.name.value}`);
      }
      available.set(node.name.value, { node, text });
    }
  }

  const defined = new Set<string>();
  const used = new Set<string>();
  for (const definition of own.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) defined.add(definition.name.value);
    if ('selectionSet' in definition) spreadNames(definition.selectionSet, used);
  }
  // A Set iterates over the names added while it is being iterated: the fragments of
  // fragments are reached too.
  const appended: string[] = [];
  for (const name of used) {
    if (defined.has(name)) continue;
    const fragment = available.get(name);
    if (!fragment) {
      throw new Error(
        `GraphQL fragment ${name} is not defined: pass its document in graphql()'s fragments`,
      );
    }
    appended.push(fragment.text);
    spreadNames(fragment.node.selectionSet, used);
  }

  const body = [source, ...appended].join('\n');
  return {
    ...parse(body, { noLocation: true }),
    loc: { start: 0, end: body.length, source: { body, name: 'GraphQL request' } },
  } as DocumentNode;
}
