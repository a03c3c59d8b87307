import type { Action } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { apiUnauthorized, apiUnreachable } from './apiEvents';
import { buildMultipartBody } from './multipart';

export const API_PATH = '/v1/j';
export const GUEST_API_PATH = '/v1/j/guest';

export interface GraphqlRequest {
  document: DocumentNode;
  variables?: Record<string, unknown>;
  /** Guest operations (sign up, log in, …) go to the unauthenticated endpoint. */
  guest?: boolean;
}

export interface GraphqlErrorItem {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

/**
 * The error shapes of docs/product.md#network-errors. `kind` tells callers what happened; only
 * `graphql` errors carry details meant for them, the rest were already handled here.
 */
export type GraphqlBaseQueryError =
  | { kind: 'unauthorized'; status: 401 }
  | { kind: 'unreachable'; status: 'FETCH_ERROR'; message: string }
  | { kind: 'not_found'; status: 404 }
  | { kind: 'bad_request'; status: number | 'PARSING_ERROR' }
  | { kind: 'graphql'; status: number; errors: GraphqlErrorItem[] };

interface SessionSlice {
  session: { token: string | null };
  /** Optional: a store without preferences (a test's) sends no language. */
  preferences?: { locale?: string };
}

export function operationNameOf(document: DocumentNode): string | undefined {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  );
  return operation?.name?.value;
}

/**
 * The query text as written. Documents come from `graphql()` (store/graphql.ts: at run
 * time in tests, at build time in the bundle: server/build/graphqlPrecompile.ts); both
 * keep the source, so the browser needs no GraphQL printer.
 */
export function documentSource(document: DocumentNode): string {
  const body = document.loc?.source.body;
  if (!body) throw new Error(`GraphQL document ${operationNameOf(document)} has no source`);
  return body;
}

/** What a GraphQL call ends with: the base query's return value, for other transports too. */
export type GraphqlResult = { data: unknown } | { error: GraphqlBaseQueryError };

/** The request as sent: where, with which headers, and the body (JSON or multipart). */
export interface PreparedRequest {
  url: string;
  headers: Record<string, string>;
  body: FormData | string;
}

/** The session's bearer token in a store's state. */
export function sessionTokenIn(state: unknown): string | null {
  return (state as SessionSlice).session.token;
}

/**
 * The body and headers of a call, from the session (bearer token) and the preferences
 * (language) in `state`: shared by the fetch base query and the upload transport.
 */
export function prepareRequest(
  { document, variables = {}, guest = false }: GraphqlRequest,
  state: unknown,
  baseUrl = '',
): PreparedRequest {
  const { preferences } = state as SessionSlice;
  const token = sessionTokenIn(state);
  const payload = {
    operationName: operationNameOf(document),
    variables,
    query: documentSource(document),
  };
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!guest && token) headers.Authorization = `Bearer ${token}`;
  // The server writes its messages (errors, mails) in the language the user reads.
  const locale = preferences?.locale;
  if (locale) headers['Accept-Language'] = locale;
  const multipart = buildMultipartBody(payload);
  if (!multipart) headers['Content-Type'] = 'application/json';
  return {
    url: `${baseUrl}${guest ? GUEST_API_PATH : API_PATH}`,
    headers,
    body: multipart ?? JSON.stringify(payload),
  };
}

type Dispatch = (action: Action) => unknown;

/** What reading an answer needs from the store, and the token the request went with. */
export interface ResponseContext {
  dispatch: Dispatch;
  getState: () => unknown;
  sentToken: string | null;
}

/**
 * A request that got no HTTP status (offline, CORS, aborted). An abort is the caller's
 * own doing (RTK Query, a removed upload): nothing to tell the user then.
 */
export function unreachable(dispatch: Dispatch, message: string, aborted: boolean): GraphqlResult {
  if (!aborted) dispatch(apiUnreachable({ detail: message }));
  return { error: { kind: 'unreachable', status: 'FETCH_ERROR', message } };
}

/** The part of a response the interpretation reads: fetch's Response, or an XHR's. */
export interface ResponseLike {
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}

/**
 * The error catalogue (docs/product.md#network-errors) applied to an HTTP answer: 401 ends the
 * session, 404 is reported, GraphQL errors go back to the caller, anything else without
 * data is a bad request with no message.
 *
 * `sentToken` and `getState` tell whether the 401 speaks of the session in use: an answer to
 * a token replaced while the request was under way (a log-in, or an e-mail change, which
 * ends every session and hands back a new one) says nothing of the new session, and must
 * not end it.
 */
export async function interpretResponse(
  response: ResponseLike,
  { dispatch, getState, sentToken }: ResponseContext,
): Promise<GraphqlResult> {
  if (response.status === 401) {
    if (sessionTokenIn(getState()) === sentToken) dispatch(apiUnauthorized());
    return { error: { kind: 'unauthorized', status: 401 } };
  }
  if (response.status === 404) {
    dispatch(apiUnreachable({ detail: '404' }));
    return { error: { kind: 'not_found', status: 404 } };
  }

  let body: { data?: unknown; errors?: GraphqlErrorItem[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return {
      error: { kind: 'bad_request', status: response.ok ? 'PARSING_ERROR' : response.status },
    };
  }
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    return { error: { kind: 'graphql', status: response.status, errors: body.errors } };
  }
  if (!response.ok || body.data === undefined || body.data === null) {
    return { error: { kind: 'bad_request', status: response.status } };
  }
  return { data: body.data };
}

export interface GraphqlBaseQueryOptions {
  /** Prefix for the endpoints; empty in the browser, an absolute origin in Node tests. */
  baseUrl?: string;
  fetchFn?: typeof fetch;
}

/**
 * RTK Query base query for the GraphQL API. It never throws: every outcome becomes
 * `{data}` or `{error}`, and the network failures of the error catalogue are reported
 * as actions so the session and toasts features can react.
 */
export function graphqlBaseQuery({
  baseUrl = '',
  fetchFn,
}: GraphqlBaseQueryOptions = {}): BaseQueryFn<GraphqlRequest, unknown, GraphqlBaseQueryError> {
  return async (request, api) => {
    const state = api.getState();
    const { url, headers, body } = prepareRequest(request, state, baseUrl);
    let response: Response;
    try {
      response = await (fetchFn ?? fetch)(url, {
        method: 'POST',
        headers,
        body,
        signal: api.signal,
      });
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      return unreachable(api.dispatch, message, api.signal.aborted);
    }
    return interpretResponse(response, {
      dispatch: api.dispatch,
      getState: api.getState,
      sentToken: sessionTokenIn(state),
    });
  };
}
