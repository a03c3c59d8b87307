import { request } from 'node:http';
import type { TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { documentSource, operationNameOf } from '@/store/graphqlBaseQuery';

export interface GraphqlError {
  message: string;
  extensions?: {
    code?: string;
    fields?: Record<string, string>;
    retryAfterSeconds?: number;
    attemptsLeft?: number;
  } & Record<string, unknown>;
}

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  body: { data?: T | null; errors?: GraphqlError[] };
}

interface PostOptions {
  token?: string;
  /** e.g. { 'accept-language': 'es' } */
  headers?: Record<string, string>;
}

async function post<T>(
  url: string,
  payload: Record<string, unknown>,
  { token, headers: extraHeaders }: PostOptions,
): Promise<GraphqlResponse<T>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...extraHeaders,
  };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(payload) });
  return { status: response.status, body: (await response.json()) as GraphqlResponse<T>['body'] };
}

/**
 * POSTs a GraphQL query text (JSON body, optional bearer token): for what no client
 * document sends, such as malformed or anonymous queries. Operations of the client go
 * through `gqlRequest`.
 */
export function postGraphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  { variables, ...options }: PostOptions & { variables?: Record<string, unknown> } = {},
): Promise<GraphqlResponse<T>> {
  return post<T>(url, { query, variables: variables ?? {} }, options);
}

/**
 * Variables for a document: only its own names, but any values, since tests send invalid
 * ones on purpose.
 */
export type LooseVariables<Document> = Partial<Record<keyof VariablesOf<Document>, unknown>>;

/**
 * POSTs one of the client's documents (the features' api.ts) as the client sends it: its
 * operation name and text, so a test runs exactly what the app runs. The answer is typed
 * by the document.
 */
export function gqlRequest<Result, Variables>(
  url: string,
  document: TypedDocumentNode<Result, Variables>,
  {
    variables,
    ...options
  }: PostOptions & { variables?: LooseVariables<TypedDocumentNode<Result, Variables>> } = {},
): Promise<GraphqlResponse<Result>> {
  const payload = {
    operationName: operationNameOf(document),
    query: documentSource(document),
    variables: variables ?? {},
  };
  return post<Result>(url, payload, options);
}

/**
 * A guest operation POSTed from another loopback address (127.0.0.x): a second "client"
 * to the server's per-address throttles. Answers the first error's code, or 'OK'.
 */
export function guestCodeFrom(
  serverUrl: string,
  localAddress: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<string> {
  const url = new URL(`${serverUrl}/v1/j/guest`);
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          const parsed = JSON.parse(text) as { errors?: Array<{ extensions?: { code?: string } }> };
          resolve(parsed.errors?.[0]?.extensions?.code ?? 'OK');
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
