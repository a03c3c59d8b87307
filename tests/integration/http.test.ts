import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import { postGraphql } from './helpers/http';
import { fakeClientBuild } from './helpers/clientBuild';
import { startTestServer } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root">ugc-desk test build</div></body></html>';
const ASSET_JS = 'console.log("hashed asset");';

/** Everything the server logs during this file, to check what never appears there. */
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = fakeClientBuild({ 'index.html': INDEX_HTML, 'assets/index-3f9a1c.js': ASSET_JS });
  t = await startTestServer({ staticDir, logger: createLogger({ logLevel: 'trace' }, logSink) });
});
afterAll(async () => {
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built client', () => {
  it('serves index.html at / without long caching', async () => {
    const response = await fetch(`${t.url}/`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('falls back to index.html for client routes', async () => {
    for (const path of ['/some/deep/path', '/campaign/12/creators-discovery', '/login?next=%2F']) {
      const response = await fetch(`${t.url}${path}`, { headers: html });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${t.url}/assets/index-3f9a1c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ASSET_JS);
  });

  it('answers 404, not the page, for a missing asset or a non-HTML request', async () => {
    expect((await fetch(`${t.url}/assets/missing-123.js`, { headers: html })).status).toBe(404);
    expect(
      (await fetch(`${t.url}/some/deep/path`, { headers: { accept: 'application/json' } })).status,
    ).toBe(404);
  });

  it('answers unknown /v1 paths with a JSON 404, even for page requests', async () => {
    for (const [method, headers] of [
      ['GET', html],
      ['GET', { accept: 'application/json' }],
      ['POST', { 'content-type': 'application/json' }],
    ] as const) {
      const response = await fetch(`${t.url}/v1/unknown`, {
        method,
        headers,
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(response.status, method).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ errors: [{ message: 'Not found' }] });
    }
  });

  it('does not serve dot files such as the build stamp', async () => {
    writeFileSync(join(staticDir, '.client-sources-hash'), 'abc');
    const response = await fetch(`${t.url}/.client-sources-hash`);
    expect(response.status).toBe(404);
  });
});

describe('multipart bodies', () => {
  it('are refused by the guest endpoint (no cross-site form posts)', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ AppInfo { name } }' }));
    form.set('map', '{}');
    const response = await fetch(`${t.url}/v1/j/guest`, { method: 'POST', body: form });
    expect(response.status).toBe(415);
  });

  it('reach yoga on the authenticated endpoint', async () => {
    const company = await t.createCompany();
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ CompanyData { id } }' }));
    form.set('map', '{}');
    const response = await fetch(`${t.url}/v1/j`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.createSession(company.id)}` },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { CompanyData: { id: String(company.id) } } });
  });
});

describe('errors outside GraphQL', () => {
  it('answers a malformed JSON body with 400 and a JSON error', async () => {
    const response = await fetch(`${t.url}/v1/j/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0]?.message).toBeTruthy();
  });
});

describe('logging', () => {
  it('never writes tokens, passwords or GraphQL variables', async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    const password = 'Sup3r-secret-passw0rd';
    await postGraphql(`${t.url}/v1/j`, 'query Q($password: String) { CompanyData { id } }', {
      token,
      variables: { password, new_password: password },
    });
    // A syntax error makes yoga log and answer an error: the variables still must not appear.
    await postGraphql(`${t.url}/v1/j/guest`, '{ AppInfo { ', { variables: { password } });
    await fetch(`${t.url}/account/impersonate/${token}`, { headers: html });
    await fetch(`${t.url}/new-password/${password}`, { headers: html });
    // The creators' app's links carry their tokens the same way.
    await fetch(`${t.url}/creator/reset-password/${password}`, { headers: html });
    await fetch(`${t.url}/creator/change-email/${password}?email=a%40example.com`, {
      headers: html,
    });
    // So does the operator's set-password link that operator-add prints.
    await fetch(`${t.url}/ops/set-password/${password}`, { headers: html });
    await fetch(`${t.url}/v1/j/guest?variables=${password}`);

    const logged = logLines.join('');
    expect(logged).toContain('/account/impersonate/[redacted]'); // the requests were logged
    expect(logged).toContain('/creator/reset-password/[redacted]');
    expect(logged).toContain('/creator/change-email/[redacted]?[redacted]');
    expect(logged).toContain('/ops/set-password/[redacted]');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(password);
  });

  it('redacts secret fields and authorization headers in logged objects', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    logger.info({
      headers: { authorization: 'Bearer abc.def.ghi', cookie: 'sid=cookie-value' },
      password: 'top-level-secret',
      body: { variables: { new_password: 'nested-secret', email_validation_code: '123456' } },
      input: { token: 'token-secret', confirm_password: 'confirm-secret' },
    });
    const line = lines.join('');
    for (const secret of [
      'abc.def.ghi',
      'cookie-value',
      'top-level-secret',
      'nested-secret',
      '123456',
      'token-secret',
      'confirm-secret',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
  });
});
