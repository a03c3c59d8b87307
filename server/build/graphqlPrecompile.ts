import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { documentFromSource } from '../../domain/graphqlDocument';
import { documentCalls } from '../graphql/clientDocuments';
import type { DocumentCall } from '../graphql/clientDocuments';

const GRAPHQL_IMPORT = /^import \{ graphql \} from ['"]@\/store\/graphql['"];?\s*$/m;

/**
 * Replaces the `graphql()` calls of a module with the documents they return at run time
 * (store/graphql.ts). A fragments list names documents of the same module: their text is
 * known here.
 */
export function precompileDocuments(code: string): string {
  const calls = documentCalls(code);
  const byBinding = new Map(calls.flatMap((call) => (call.binding ? [[call.binding, call]] : [])));
  const documents = new Map<DocumentCall, DocumentNode>();
  const documentOf = (call: DocumentCall, path: readonly DocumentCall[] = []): DocumentNode => {
    const known = documents.get(call);
    if (known) return known;
    if (path.includes(call)) throw new Error('graphql() fragments refer to each other in a cycle');
    const fragmentSources = call.fragments.map((name) => {
      const fragment = byBinding.get(name);
      if (!fragment) {
        throw new Error(`graphql() fragment ${name} must be defined with graphql() in this module`);
      }
      return documentOf(fragment, [...path, call]).loc!.source.body;
    });
    const document = documentFromSource(call.source, fragmentSources);
    documents.set(call, document);
    return document;
  };

  let output = '';
  let last = 0;
  for (const call of calls) {
    const json = JSON.stringify(documentOf(call));
    // Pure: a fragment's document that only other documents used is dropped.
    output += `${code.slice(last, call.start)}/* @__PURE__ */ JSON.parse(${JSON.stringify(json)})`;
    last = call.end;
  }
  output += code.slice(last);
  if (/\bgraphql\(\s*`/.test(output)) {
    throw new Error(
      'graphql() takes one literal template (no ${} nor escapes) and, optionally, a list of ' +
        'fragment documents of the same module: [BRAND_FIELDS]',
    );
  }
  return output.replace(GRAPHQL_IMPORT, '');
}

/**
 * Build-time `graphql()`: parses each document when the bundle is built, so the browser
 * ships neither store/graphql.ts nor GraphQL's parser and printer (about 11 kB gzip).
 * Tests and the dev server run `graphql()` itself, which builds the same document.
 */
export function graphqlPrecompile(): Plugin {
  return {
    name: 'ugc-desk:graphql-precompile',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || !GRAPHQL_IMPORT.test(code)) return null;
      try {
        return { code: precompileDocuments(code), map: null };
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}
