import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { documentFromSource } from '../../domain/graphqlDocument';
import { documentCalls } from '../graphql/clientDocuments';
import type { DocumentCall } from '../graphql/clientDocuments';

const GRAPHQL_IMPORT = /^import \{ graphql \} from ['"]@\/store\/graphql['"];?\s*$/m;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** `import { A, type B, C as D } from '…'` (one statement; `import type { … }` too). */
const NAMED_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

/** The file an import of `importer` names: `@/` is the repository, `./` its folder. */
function moduleFile(specifier: string, importer: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(importer), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Where a module's imported names come from: local name → [file, exported name]. */
function importsOf(code: string, id: string): Map<string, [string, string]> {
  const imports = new Map<string, [string, string]>();
  for (const [, names = '', specifier = ''] of code.matchAll(NAMED_IMPORT)) {
    const file = moduleFile(specifier, id);
    if (!file) continue;
    for (const part of names.split(',')) {
      const [exported, local = exported] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (exported && local) imports.set(local, [file, exported]);
    }
  }
  return imports;
}

/**
 * The documents of one module's `graphql()` calls, by call. A fragments list names
 * documents of the same module, or fragment documents it imports from another module
 * (an entity's fragments.ts): their text is read from that module's file.
 */
function compileModule(
  code: string,
  id: string,
  seen: readonly string[] = [],
): { calls: DocumentCall[]; documentOf: (call: DocumentCall) => DocumentNode } {
  const calls = documentCalls(code);
  const byBinding = new Map(calls.flatMap((call) => (call.binding ? [[call.binding, call]] : [])));
  const documents = new Map<DocumentCall, DocumentNode>();
  let imports: Map<string, [string, string]> | undefined;
  const imported = (name: string): DocumentNode | undefined => {
    imports ??= importsOf(code, id);
    const from = imports.get(name);
    if (!from) return undefined;
    const [file, exported] = from;
    if (seen.includes(file)) throw new Error('graphql() fragments refer to each other in a cycle');
    const other = compileModule(readFileSync(file, 'utf8'), file, [...seen, id]);
    const call = other.calls.find((candidate) => candidate.binding === exported);
    return call && other.documentOf(call);
  };
  const documentOf = (call: DocumentCall, path: readonly DocumentCall[] = []): DocumentNode => {
    const known = documents.get(call);
    if (known) return known;
    if (path.includes(call)) throw new Error('graphql() fragments refer to each other in a cycle');
    const fragmentSources = call.fragments.map((name) => {
      const fragment = byBinding.get(name);
      const document = fragment ? documentOf(fragment, [...path, call]) : imported(name);
      if (!document) {
        throw new Error(
          `graphql() fragment ${name} must be defined with graphql() in this module, or ` +
            'imported from the module that defines it',
        );
      }
      return document.loc!.source.body;
    });
    const document = documentFromSource(call.source, fragmentSources);
    documents.set(call, document);
    return document;
  };
  return { calls, documentOf };
}

/**
 * Replaces the `graphql()` calls of a module with the documents they return at run time
 * (store/graphql.ts). `id` is the module's file, from which imported fragments are found.
 */
export function precompileDocuments(code: string, id = join(ROOT, 'module.ts')): string {
  const { calls, documentOf } = compileModule(code, id);
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
        'fragment documents, of the same module or imported: [BRAND_FIELDS]',
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
        return { code: precompileDocuments(code, id), map: null };
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}
