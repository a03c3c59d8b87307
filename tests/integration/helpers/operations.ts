import { Kind, validate } from 'graphql';
import type { DefinitionNode, DocumentNode, FragmentDefinitionNode } from 'graphql';
import { readClientDocuments } from '@/server/graphql/clientDocuments';
import { buildSchemas } from '@/server/graphql/codegen';
import { spreadNames } from '@/domain/graphqlDocument';
import { ROOT } from './processes';

export interface ClientOperation {
  name: string;
  /** Where the client sends it: /v1/j (app) or /v1/j/guest. */
  endpoint: 'app' | 'guest';
  /** The operation with every fragment it reaches, as the client sends it. */
  document: DocumentNode;
}

/** Every operation the client's documents (features/<name>/api.ts, src/entities) define. */
export function clientOperations(): ClientOperation[] {
  const documents = readClientDocuments(ROOT);
  const schemas = buildSchemas();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of documents) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments.set(definition.name.value, definition);
      }
    }
  }
  const operations: ClientOperation[] = [];
  for (const { document } of documents) {
    for (const operation of document.definitions) {
      if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
      const used = new Set<string>();
      spreadNames(operation.selectionSet, used);
      const definitions: DefinitionNode[] = [operation];
      // A Set iterates over the names added while it is being iterated.
      for (const name of used) {
        const fragment = fragments.get(name)!;
        definitions.push(fragment);
        spreadNames(fragment.selectionSet, used);
      }
      const single: DocumentNode = { kind: Kind.DOCUMENT, definitions };
      operations.push({
        name: operation.name?.value ?? '(anonymous)',
        endpoint: validate(schemas.app, single).length === 0 ? 'app' : 'guest',
        document: single,
      });
    }
  }
  return operations;
}
