import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, validate } from 'graphql';
import { spreadNames } from '../../domain/graphqlDocument';
import type { DefinitionNode, DocumentNode, FragmentDefinitionNode, GraphQLSchema } from 'graphql';

export interface ClientDocument {
  /** Repository-relative path, e.g. features/account/api.ts. */
  location: string;
  document: DocumentNode;
  /** The template's text, exactly: codegen types `graphql()` by it (store/graphql.ts). */
  source: string;
}

/** A `graphql()` call in a module's text (store/graphql.ts says how documents are written). */
export interface DocumentCall {
  /** Where the call starts and ends in the module. */
  start: number;
  end: number;
  /** The const the call initialises, if any (`const BRAND_FIELDS = graphql(…)`). */
  binding: string | undefined;
  source: string;
  /** The identifiers of its fragments list (`[BRAND_FIELDS]`), empty without one. */
  fragments: string[];
}

// A literal template (no `${}`, no escapes: the text is what codegen and the build read),
// then an optional list of identifiers. A `$` of a variable (`$email: String!`) is fine.
const DOCUMENT_CALL =
  /(?:\b(?:const|let)\s+(\w+)\s*=\s*)?\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*(?:,\s*\[([\w\s,]*)\]\s*)?,?\s*\)/g;

/** The `graphql()` calls of a module, in order. */
export function documentCalls(code: string): DocumentCall[] {
  return [...code.matchAll(DOCUMENT_CALL)].map((match) => {
    const [whole, binding, source = '', fragments = ''] = match;
    const start = match.index + whole.indexOf('graphql(');
    return {
      start,
      end: match.index + whole.length,
      binding,
      source,
      fragments: fragments
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    };
  });
}

/**
 * The modules that hold the client's documents: each feature's api.ts, and an entity's
 * api.ts or fragments.ts (a shape several features ask for, src/entities/<name>/).
 */
function documentModules(root: string): string[] {
  const folders = (dir: string) => {
    try {
      return readdirSync(join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}`)
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  return [
    ...folders('features').map((folder) => `${folder}/api.ts`),
    ...folders('src/entities').flatMap((folder) => [`${folder}/api.ts`, `${folder}/fragments.ts`]),
  ];
}

/**
 * The GraphQL documents written as `graphql(\`…\`)` in features/<name>/api.ts and
 * src/entities/<name>/{api,fragments}.ts. Each is parsed alone: every document is handed
 * to codegen together, so a spread finds its fragment by name wherever it is defined.
 */
export function readClientDocuments(root: string): ClientDocument[] {
  const documents: ClientDocument[] = [];
  for (const location of documentModules(root)) {
    let code: string;
    try {
      code = readFileSync(join(root, location), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const { source } of documentCalls(code)) {
      try {
        documents.push({ location, document: parse(source), source });
      } catch (error) {
        throw new Error(`${location}: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  return documents;
}

/**
 * Checks what codegen cannot: every operation is named and unique (and so is every
 * fragment, which documents find by name), and each operation runs entirely on ONE
 * endpoint (the client posts app operations to /v1/j and guest ones to /v1/j/guest, so an
 * operation mixing fields of both would pass a merged-schema check and fail at run time).
 * Returns human-readable problems; empty when all is well.
 */
export function checkOperations(
  documents: ClientDocument[],
  schemas: { app: GraphQLSchema; guest: GraphQLSchema },
): string[] {
  const problems: string[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  const fragmentLocations = new Map<string, string>();
  for (const { location, document } of documents) {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      const name = definition.name.value;
      const previous = fragmentLocations.get(name);
      if (previous) problems.push(`${location}: fragment ${name} is also defined in ${previous}`);
      fragments.set(name, definition);
      fragmentLocations.set(name, location);
    }
  }
  const seen = new Map<string, string>();
  for (const { location, document } of documents) {
    for (const operation of document.definitions) {
      if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
      const name = operation.name?.value;
      if (!name) {
        problems.push(`${location}: every operation needs a name (the client sends operationName)`);
        continue;
      }
      const previous = seen.get(name);
      if (previous) problems.push(`${location}: operation ${name} is also defined in ${previous}`);
      seen.set(name, location);

      // The operation plus the fragments it reaches, transitively (a Set iterates over the
      // names added while it is being iterated).
      const used = new Set<string>();
      spreadNames(operation.selectionSet, used);
      const definitions: DefinitionNode[] = [operation];
      for (const fragmentName of used) {
        const fragment = fragments.get(fragmentName);
        if (!fragment) continue; // reported by the validation below
        definitions.push(fragment);
        spreadNames(fragment.selectionSet, used);
      }
      const single: DocumentNode = { kind: Kind.DOCUMENT, definitions };
      const appErrors = validate(schemas.app, single);
      if (appErrors.length === 0) continue;
      const guestErrors = validate(schemas.guest, single);
      if (guestErrors.length === 0) continue;
      const errors = appErrors.length <= guestErrors.length ? appErrors : guestErrors;
      problems.push(
        `${location}: operation ${name} is valid against neither the app schema nor the guest schema: ${errors
          .map((error) => error.message)
          .join('; ')}`,
      );
    }
  }
  return problems;
}
