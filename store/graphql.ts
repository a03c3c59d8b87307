import type { DocumentNode } from 'graphql';
import { documentFromSource } from '@/domain/graphqlDocument';
import type { GraphqlDocuments } from './generated/graphql';

/**
 * A GraphQL document of a feature's api.ts, typed by codegen from its exact text:
 * `graphql(\`query CompanyData { … }\`)` is a `TypedDocumentNode<CompanyDataQuery,
 * CompanyDataQueryVariables>`, so endpoints take their types from the document
 * (store/endpoint.ts). A new or edited document has no type until `npm run codegen`.
 *
 * A document that spreads fragments lists their documents, defined with `graphql()` in
 * the same module or imported from the one that defines them (a shape several features
 * ask for lives in src/entities/<name>/fragments.ts):
 * `graphql(\`query Brand { Brand { ...BrandFields } }\`, [BRAND_FIELDS])`. The text sent
 * then ends with the fragments it uses.
 *
 * The template must be a literal: the production build replaces each call with the
 * document it returns (server/build/graphqlPrecompile.ts), so the browser never runs this
 * module nor ships GraphQL's parser.
 */
export const graphql = ((source: string, fragments: readonly DocumentNode[] = []) =>
  documentFromSource(
    source,
    fragments.map((fragment) => fragment.loc?.source.body ?? ''),
  )) as GraphqlDocuments;
