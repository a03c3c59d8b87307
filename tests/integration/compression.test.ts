import { request } from 'node:http';
import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '@/server/build/precompress';
import { fakeClientBuild } from './helpers/clientBuild';
import { startTestServer } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

const INDEX_HTML = `<!doctype html><html><body>${'<p>ugc-desk</p>'.repeat(150)}</body></html>`;
const SCRIPT = 'export const answer = () => 42;\n'.repeat(200);

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose body is read as sent (fetch would decompress it out of sight). */
function raw(
  url: string,
  headers: Record<string, string>,
  body?: string,
  method = body === undefined ? 'GET' : 'POST',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded({ headers, body }: RawResponse): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

let t: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = fakeClientBuild({ 'index.html': INDEX_HTML, 'assets/app-5e6f.js': SCRIPT });
  precompressFiles(staticDir);
  t = await startTestServer({ staticDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('the built client, compressed', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('sends a script to a browser accepting %j as %s', async (accept, encoding) => {
    const response = await raw(`${t.url}/assets/app-5e6f.js`, { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.byteLength).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(response)).toBe(SCRIPT);
  });

  it('sends the original to a client that accepts no compression', async () => {
    const response = await raw(`${t.url}/assets/app-5e6f.js`, {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('compresses the page served for a client route', async () => {
    const response = await raw(`${t.url}/products`, {
      accept: 'text/html',
      'accept-encoding': 'gzip, br',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe(INDEX_HTML);
  });
});

describe('API responses, compressed', () => {
  const json = { 'content-type': 'application/json' };
  // Enough aliases to make the answer a few kilobytes.
  const large = `{ ${Array.from({ length: 200 }, (_, i) => `field${i}: __typename`).join(' ')} }`;

  it('compresses a large answer for a client that accepts it', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await raw(
        `${t.url}/v1/j/guest`,
        { ...json, 'accept-encoding': accept },
        JSON.stringify({ query: large }),
      );
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const body = JSON.parse(decoded(response)) as { data: Record<string, string> };
      expect(Object.keys(body.data)).toHaveLength(200);
      expect(body.data.field199).toBe('Query');
      expect(response.body.byteLength).toBeLessThan(decoded(response).length / 4);
    }
  });

  it('sends a small answer or a client without compression the plain JSON', async () => {
    const small = await raw(
      `${t.url}/v1/j/guest`,
      { ...json, 'accept-encoding': 'br' },
      JSON.stringify({ query: '{ __typename }' }),
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });

    const plain = await raw(`${t.url}/v1/j/guest`, json, JSON.stringify({ query: large }));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.byteLength);
  });
});
