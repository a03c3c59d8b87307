import type { FuzzRequest } from './check';
import type { Random } from './random';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const UPLOAD = 'mutation Up($file: File!) { ImageUpload(file: $file) { id url } }';

export interface HttpContext {
  token: string;
  /** A small valid PNG. */
  png: Uint8Array;
  /** Image ids of both companies (served by id, to anyone who has it). */
  imageIds: string[];
}

function uploadForm(random: Random, context: HttpContext): { label: string; form: FormData } {
  const form = new FormData();
  const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
  const files: [string, Uint8Array][] = [
    ['png', context.png],
    ['png+html', new Uint8Array([...PNG_SIGNATURE, ...html])],
    ['empty', new Uint8Array()],
    ['random', Uint8Array.from({ length: 2000 }, () => random.int(256))],
    ['truncated png', context.png.subarray(0, context.png.length - 5)],
  ];
  const [fileKind, bytes] = random.pick(files);
  const variants = [
    () => {
      form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      return fileKind;
    },
    () => {
      form.set('operations', '{not json');
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      return 'operations not JSON';
    },
    () => {
      form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
      return 'no map';
    },
    () => {
      form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
      form.set(
        'map',
        JSON.stringify({ 0: [random.pick(['variables.nope', 'x', '__proto__.y', ''])] }),
      );
      return 'map to elsewhere';
    },
    () => {
      const query =
        'mutation B($n: String!) { BrandCreate(name: $n, description: "Fuzzed brand") { id } }';
      form.set('operations', JSON.stringify({ query, variables: { n: null } }));
      form.set('map', JSON.stringify({ 0: ['variables.n'] }));
      return 'file as a string argument';
    },
    () => {
      form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
      form.set('map', JSON.stringify({ 0: ['variables.file'], 1: ['variables.file'] }));
      form.set('1', new Blob([new Uint8Array(context.png)]), 'second.png');
      return 'two files';
    },
  ];
  const label = random.pick(variants)();
  form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  return { label: `upload: ${label}`, form };
}

/** HTTP around GraphQL: uploads, images, the mailbox, methods, content types, bodies. */
export function httpRequest(random: Random, context: HttpContext): FuzzRequest {
  const auth = { authorization: `Bearer ${context.token}` };
  const json = { 'content-type': 'application/json' };
  const good = JSON.stringify({ query: '{ Brands(first: 1) { total_count } }' });
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const cases: (() => FuzzRequest)[] = [
    () => {
      const { label, form } = uploadForm(random, context);
      return { label, method: 'POST', path: '/v1/j', headers: auth, body: form };
    },
    () => {
      const id = random.pick([
        ...context.imageIds,
        'A'.repeat(22),
        '%00',
        '..%2f..%2fetc%2fpasswd',
        'x'.repeat(3000),
        '%ud800',
        '%ZZ',
      ]);
      return { label: 'GET /v1/images/:id', method: 'GET', path: `/v1/images/${id}`, headers: {} };
    },
    () => {
      const query = random.pick([
        '',
        '?to=%00',
        '?to=a%40b.co',
        '?to=%ud800',
        `?to=${'x'.repeat(5000)}`,
      ]);
      return {
        label: 'GET /dev/mailbox',
        method: 'GET',
        path: `/dev/mailbox${query}`,
        headers: {},
      };
    },
    () => {
      const path = random.pick([
        '/nope',
        '/v1/j/x',
        '/v1',
        '/%00',
        '/v1/j/guest/..',
        '/.env',
        '/%ud800',
      ]);
      return {
        label: 'unknown path',
        method: 'GET',
        path,
        headers: { accept: 'application/json' },
      };
    },
    () => {
      const method = random.pick(['PUT', 'DELETE', 'PATCH', 'GET', 'OPTIONS']);
      return { label: `${method} /v1/j`, method, path: '/v1/j', headers: auth };
    },
    () => {
      const type = random.pick([
        'text/plain',
        'application/graphql',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
        'application/xml',
        'multipart/form-data; boundary=x',
      ]);
      return {
        label: `content type ${type}`,
        method: 'POST',
        path: '/v1/j',
        headers: { ...auth, 'content-type': type },
        body: good,
      };
    },
    () => {
      const body = random.pick([
        '{',
        '',
        'null',
        '[]',
        '"text"',
        'true',
        '1',
        '{}',
        '1e400',
        '-0',
        '{"query": null}',
        `[${good},${good}]`,
        nested(random.pick([100, 10_000, 100_000])),
        `{"query": "query Q($ids: [ID!]) { Brands(first: 1) { total_count } }", "variables": {"ids": ${nested(random.pick([1000, 100_000]))}}}`,
        `{"query": "query Q($v: String) { Brands(first: 1) { total_count } }", "variables": {"v": ${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}}`,
        '{"query": "{ __typename }", "__proto__": {"admin": true}}',
        `{"query": "${'\\u0000'.repeat(10)}"}`,
        '{"query": "\\ud800"}',
        `{"query": "{ __typename }", "pad": "${'x'.repeat(2_000_000)}"}`,
      ]);
      const path = random.pick(['/v1/j', '/v1/j/guest']);
      return {
        label: `malformed JSON to ${path}`,
        method: 'POST',
        path,
        // With a valid session and without (refused before its body is read on /v1/j).
        headers: random.chance(0.8) ? { ...auth, ...json } : json,
        body,
      };
    },
    () => {
      const authorization = random.pick([
        'Bearer',
        'Bearer x.y.z',
        `Bearer ${context.token}x`,
        'Basic Zm9vOmJhcg==',
        `bearer  ${context.token}`,
        'Bearer \u00ff',
      ]);
      return {
        label: 'authorization header',
        method: 'POST',
        path: '/v1/j',
        headers: { authorization, ...json },
        body: good,
      };
    },
  ];
  return random.pick(cases)();
}
