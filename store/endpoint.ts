import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { GraphqlRequest } from './graphqlBaseQuery';

/** What an operation's result holds under its one root field: `{ CompanyLogin: X }` → X. */
export type RootField<Result> = Result[keyof Result];

/** The argument of an operation's endpoint: nothing when it takes no variables. */
export type ArgOf<Variables> = string extends keyof Variables ? void : Variables;

export interface GraphqlEndpointOptions {
  /** Guest operations (sign up, log in, …) go to the unauthenticated endpoint. */
  guest?: boolean;
}

export interface GraphqlEndpoint<Result, Arg> {
  query: (arg: Arg) => GraphqlRequest;
  transformResponse: (data: Result) => RootField<Result>;
}

/** The name the answer uses for the operation's one root field (its alias, if any). */
function rootFieldOf(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  );
  const [field, ...others] = operation?.selectionSet.selections ?? [];
  if (field?.kind !== 'Field' || others.length > 0) {
    throw new Error(`GraphQL operation ${operation?.name?.value} must select one root field`);
  }
  return (field.alias ?? field.name).value;
}

/**
 * The `query` and `transformResponse` of an RTK Query endpoint running `document`, typed by
 * it: the endpoint takes the operation's variables (nothing when it has none) and returns
 * its one root field.
 *
 *   companyLogin: build.mutation(graphqlEndpoint(COMPANY_LOGIN, { guest: true })),
 *   companyData: build.query({ ...graphqlEndpoint(COMPANY_DATA), providesTags: ['Account'] }),
 *
 * `variables` maps another argument to them: `{ variables: (id: string) => ({ id }) }`.
 */
export function graphqlEndpoint<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  options?: GraphqlEndpointOptions,
): GraphqlEndpoint<Result, ArgOf<Variables>>;
export function graphqlEndpoint<Result, Variables extends Record<string, unknown>, Arg>(
  document: TypedDocumentNode<Result, Variables>,
  options: GraphqlEndpointOptions & { variables: (arg: Arg) => Variables },
): GraphqlEndpoint<Result, Arg>;
export function graphqlEndpoint(
  document: DocumentNode,
  {
    guest = false,
    variables = (arg) => arg as Record<string, unknown> | undefined,
  }: GraphqlEndpointOptions & {
    variables?: (arg: unknown) => Record<string, unknown> | undefined;
  } = {},
): GraphqlEndpoint<Record<string, unknown>, unknown> {
  const field = rootFieldOf(document);
  return {
    query: (arg) => {
      const request: GraphqlRequest = { document, variables: variables(arg) };
      if (guest) request.guest = true;
      return request;
    },
    transformResponse: (data) => data[field],
  };
}
