import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { documentFromSource } from '@/domain/graphqlDocument';
import { baseApi } from '@/store/baseApi';
import { graphqlBaseQuery } from '@/store/graphqlBaseQuery';
import { makeStore } from '@/store/store';
import { selectToasts } from '@/src/entities/toasts/toastsSlice';
import {
  loggedIn as sessionStarted,
  selectIsAuthenticated,
} from '@/src/entities/session/sessionSlice';

const PING = documentFromSource(`
  query Ping($id: ID!) {
    Ping(id: $id)
  }
`);
const UPLOAD = documentFromSource(`
  mutation Upload($file: Upload!, $meta: Meta) {
    Upload(file: $file, meta: $meta)
  }
`);

// A throwaway endpoint set on the real baseApi, so the real base query runs.
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ping: build.query<unknown, { guest?: boolean; variables?: Record<string, unknown> }>({
      query: ({ guest, variables }) => ({ document: PING, variables, guest }),
    }),
    upload: build.mutation<unknown, Record<string, unknown>>({
      query: (variables) => ({ document: UPLOAD, variables }),
    }),
  }),
});

function stubFetch(respond: () => Response | Promise<Response>) {
  const fetchStub = vi.fn(async (_url: string, _init: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function apiContext(store: ReturnType<typeof makeStore>): Omit<BaseQueryApi, 'signal'> {
  return {
    dispatch: store.dispatch,
    getState: store.getState,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'ping',
    type: 'query',
  };
}

const loggedIn = () => makeStore({ session: { token: 'secret-token', role: 'company' } });

describe('graphqlBaseQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs {operationName, variables, query} to /v1/j with the bearer token', async () => {
    const fetchStub = stubFetch(() => Response.json({ data: { Ping: 'pong' } }));
    const store = loggedIn();
    const result = await store.dispatch(
      testApi.endpoints.ping.initiate({ variables: { id: '1' } }),
    );
    expect(result.data).toEqual({ Ping: 'pong' });
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/v1/j');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer secret-token');
    const body = JSON.parse(String(init.body));
    expect(body.operationName).toBe('Ping');
    expect(body.variables).toEqual({ id: '1' });
    expect(body.query).toContain('query Ping');
  });

  it('sends guest operations to /v1/j/guest without a token', async () => {
    const fetchStub = stubFetch(() => Response.json({ data: { Ping: 'pong' } }));
    await loggedIn().dispatch(testApi.endpoints.ping.initiate({ guest: true }));
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/v1/j/guest');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('on 401 deletes the token and shows the logout message', async () => {
    stubFetch(() => new Response('{}', { status: 401 }));
    const store = loggedIn();
    await store.dispatch(testApi.endpoints.ping.initiate({}));
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(store.getState().session).toEqual({ token: null, role: 'company' });
    expect(selectToasts(store.getState())).toMatchObject([{ messageKey: 'errors.loggedOut' }]);
  });

  it('keeps a session that replaced the token while a request refused with 401 was under way', async () => {
    // An e-mail change ends every session and hands back a new one: a check of the old
    // session answered after that speaks of the old token only.
    const store = loggedIn();
    stubFetch(() => {
      store.dispatch(sessionStarted({ token: 'new-token', role: 'company' }));
      return new Response('{}', { status: 401 });
    });
    const result = await graphqlBaseQuery()(
      { document: PING },
      { ...apiContext(store), signal: new AbortController().signal },
      {},
    );
    expect(result).toEqual({ error: { kind: 'unauthorized', status: 401 } });
    expect(store.getState().session).toEqual({ token: 'new-token', role: 'company' });
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('returns the 401 to the caller as an error, never throwing', async () => {
    stubFetch(() => new Response('{}', { status: 401 }));
    const store = loggedIn();
    const baseQuery = graphqlBaseQuery();
    const result = await baseQuery(
      { document: PING },
      { ...apiContext(store), signal: new AbortController().signal },
      {},
    );
    expect(result).toEqual({ error: { kind: 'unauthorized', status: 401 } });
  });

  it('with no status (CORS) shows the request error with the browser message', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const store = loggedIn();
    const result = await store.dispatch(testApi.endpoints.ping.initiate({}));
    expect(result.error).toMatchObject({ kind: 'unreachable', message: 'Failed to fetch' });
    expect(selectToasts(store.getState())).toMatchObject([
      { messageKey: 'errors.cannotProcess', messageValues: { detail: 'Failed to fetch' } },
    ]);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('on 404 shows the request error with [404]', async () => {
    stubFetch(() => new Response('not here', { status: 404 }));
    const store = loggedIn();
    const result = await store.dispatch(testApi.endpoints.ping.initiate({}));
    expect(result.error).toEqual({ kind: 'not_found', status: 404 });
    expect(selectToasts(store.getState())).toMatchObject([
      { messageKey: 'errors.cannotProcess', messageValues: { detail: '404' } },
    ]);
  });

  it('treats other statuses as a bad request with no message', async () => {
    stubFetch(() => new Response('oops', { status: 500 }));
    const store = loggedIn();
    const result = await store.dispatch(testApi.endpoints.ping.initiate({}));
    expect(result.error).toMatchObject({ kind: 'bad_request', status: 500 });
    expect(selectToasts(store.getState())).toEqual([]);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('passes GraphQL errors to the caller untouched', async () => {
    const errors = [{ message: 'Too short password', extensions: { field: 'password' } }];
    stubFetch(() => Response.json({ data: null, errors }));
    const store = loggedIn();
    const result = await store.dispatch(testApi.endpoints.ping.initiate({}));
    expect(result.error).toEqual({ kind: 'graphql', status: 200, errors });
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('sends files as a GraphQL multipart request', async () => {
    const fetchStub = stubFetch(() => Response.json({ data: { Upload: true } }));
    const file = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
    await loggedIn().dispatch(
      testApi.endpoints.upload.initiate({ file, meta: { caption: 'Logo' } }),
    );
    const [, init] = fetchStub.mock.calls[0]!;
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    const form = init.body as FormData;
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.variables).toEqual({ file: null, meta: { caption: 'Logo' } });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.file'] });
    expect((form.get('0') as File).name).toBe('logo.png');
  });
});
