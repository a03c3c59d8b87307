/**
 * A request whose body is malformed (not a JSON object holding a query, a wrong content
 * type, invalid JSON, nothing at all) is answered 400 at once, on every POST endpoint, with
 * a JSON error that says what is wrong. None may stay unanswered: one that did held its
 * connection (and the server's shutdown) until the client gave up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAdminFile } from '@/server/admin/endpoint';
import { SANDBOX_GATEWAY_PREFIX } from '@/server/payments/sandbox/tokens';
import { startTestServer } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

/** A bound on a hang only: every answer here comes in milliseconds. */
const ANSWER_BOUND_MS = 5_000;

interface MalformedBody {
  label: string;
  contentType?: string;
  body: string;
}

const json = (body: string): MalformedBody => ({
  label: body.length > 40 ? `${body.slice(0, 40)}…` : body || '(empty)',
  contentType: 'application/json',
  body,
});

/** JSON that is not a request object: the adapter in front of yoga once waited forever. */
const NOT_AN_OBJECT = ['null', '[]', '1', 'true', '"str"', '{}', '1e400', '-0', '"" '];

/** Bodies that are no JSON object at all: every endpoint that takes JSON refuses them. */
const NOT_JSON_OBJECTS: MalformedBody[] = [
  ...NOT_AN_OBJECT.map(json),
  json(''),
  json('{'),
  json('{"query": "{ __typename }"'),
  json('123456789012345678901234567890123456789012345678901234567890'),
  json('\u0000'),
  { label: 'text/plain JSON', contentType: 'text/plain', body: '{"query": "{ __typename }"}' },
  { label: 'text/plain null', contentType: 'text/plain', body: 'null' },
  { label: 'text/plain empty', contentType: 'text/plain', body: '' },
  { label: 'no content type', body: 'null' },
];

/** JSON objects that are no GraphQL request (nor an admin command). */
const NOT_REQUESTS: MalformedBody[] = [
  json('{"query": 5}'),
  json('{"query": null}'),
  json('{"variables": {}}'),
  json('{"operationName": "Q"}'),
  // Batching is off.
  json('[{"query": "{ __typename }"}]'),
];

const MALFORMED = [...NOT_JSON_OBJECTS, ...NOT_REQUESTS];

/** Content types no endpoint reads: 415, the status HTTP has for them, at once. */
const UNSUPPORTED: MalformedBody[] = [
  { label: 'application/graphql', contentType: 'application/graphql', body: '{ __typename }' },
  { label: 'form', contentType: 'application/x-www-form-urlencoded', body: 'query=x' },
  { label: 'xml', contentType: 'application/xml', body: '<query/>' },
];

let t: TestServer;
let token: string;
let adminSecret: string;
let adminUrl: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.createSession((await t.createCompany()).id);
  const admin = readAdminFile(t.dataDir);
  if (!admin) throw new Error('the test server wrote no admin.json');
  adminSecret = admin.secret;
  adminUrl = `http://127.0.0.1:${admin.port}/admin/run`;
});
afterAll(async () => {
  await t?.close();
});

async function post(url: string, { contentType, body }: MalformedBody, auth?: string) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (auth) headers.authorization = `Bearer ${auth}`;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(ANSWER_BOUND_MS),
  });
  return { status: response.status, text: await response.text() };
}

/** The error message of an answer, whichever of the JSON error shapes it has. */
function errorMessage(text: string): string {
  const body = JSON.parse(text) as {
    errors?: { message?: string }[];
    error?: string | { message?: string };
    message?: string;
  };
  const error = typeof body.error === 'object' ? body.error.message : body.error;
  return body.errors?.[0]?.message ?? error ?? body.message ?? '';
}

describe('malformed bodies', () => {
  const graphqlEndpoints = [
    { name: 'the app endpoint with a session', path: '/v1/j', auth: () => token },
    { name: 'the guest endpoint', path: '/v1/j/guest', auth: () => undefined },
    { name: 'the guest endpoint with a session', path: '/v1/j/guest', auth: () => token },
  ];
  for (const endpoint of graphqlEndpoints) {
    it.each(MALFORMED)(`are answered 400 by ${endpoint.name}: $label`, async (malformed) => {
      const { status, text } = await post(`${t.url}${endpoint.path}`, malformed, endpoint.auth());
      expect(status, text).toBe(400);
      expect(errorMessage(text), text).toMatch(/\w{3}/);
      // What is wrong is said; nothing of the parser's internals (a SyntaxError's text).
      expect(text).not.toContain('originalError');
    });

    it.each(UNSUPPORTED)(`are answered 415 by ${endpoint.name}: $label`, async (malformed) => {
      const { status, text } = await post(`${t.url}${endpoint.path}`, malformed, endpoint.auth());
      expect(status, text).toBe(415);
      expect(errorMessage(text), text).toMatch(/\w{3}/);
    });
  }

  // An object without a card (`{}`) is the gateway's card error (402), as a real one's.
  it.each(NOT_JSON_OBJECTS.filter(({ body }) => body !== '{}'))(
    'are answered 400 by the sandbox gateway: $label',
    async (malformed) => {
      const { status, text } = await post(`${t.url}${SANDBOX_GATEWAY_PREFIX}/tokens`, malformed);
      expect(status, text).toBe(400);
      expect(errorMessage(text), text).toMatch(/\w{3}/);
    },
  );

  it.each(MALFORMED)('are answered 400 by the admin endpoint: $label', async (malformed) => {
    const { status, text } = await post(adminUrl, malformed, adminSecret);
    expect(status, text).toBe(400);
    expect(errorMessage(text), text).toMatch(/\w{3}/);
  });

  it.each([...MALFORMED, ...UNSUPPORTED])(
    'are answered 401 without a session or secret, before the body is read: $label',
    async (malformed) => {
      for (const url of [`${t.url}/v1/j`, adminUrl]) {
        const { status } = await post(url, malformed);
        expect(status, url).toBe(401);
      }
    },
  );

  it('that are JSON but no request object get a translated message', async () => {
    for (const body of NOT_AN_OBJECT) {
      const answers = await Promise.all(
        ['en', 'es'].map(async (language) => {
          const response = await fetch(`${t.url}/v1/j`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'accept-language': language,
            },
            body,
            signal: AbortSignal.timeout(ANSWER_BOUND_MS),
          });
          expect(response.status, body).toBe(400);
          return errorMessage(await response.text());
        }),
      );
      expect(answers[0]).toBe('The request body must be a JSON object with a GraphQL query');
      expect(answers[1]).toBe(
        'El cuerpo de la petición debe ser un objeto JSON con una consulta GraphQL',
      );
    }
  });
});

describe('a server stopping', () => {
  it('is not held by malformed requests: they are answered, then it stops', async () => {
    const server = await startTestServer();
    const session = await server.createSession((await server.createCompany()).id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(`${server.url}/v1/j`, json(NOT_AN_OBJECT[i % NOT_AN_OBJECT.length]!), session),
      ),
    );
    expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 400));
    await server.close();
    await expect(fetch(`${server.url}/v1/j/guest`)).rejects.toThrow();
  });
});
