/**
 * Every line a server logs while serving a request carries that request's id, the one its
 * answer names in X-Request-Id: behind a load balancer, the one id the balancer gave it.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPANY_CREATE } from '@/features/account/api';
import { BRAND_CREATE } from '@/features/brands/api';
import { createLogger, REQUEST_ID_HEADER } from '@/server/logger';
import { GOOD_PASSWORD, freshEmail } from './helpers/account';
import { signedInCompany } from './helpers/catalog';
import { documentSource } from '@/store/graphqlBaseQuery';
import { freePort } from './helpers/ports';
import { serverForFile } from './helpers/testServer';
import { until } from './helpers/until';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };
const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString()) as LogLine);
    done();
  },
});

// Mail goes to an SMTP port nobody listens on: every mail fails, and says so in the log.
const t = serverForFile({
  logger: createLogger({ logLevel: 'debug' }, sink),
  env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
});

/**
 * Sends one request and returns its answer's X-Request-Id and the lines logged from its
 * start to its completion line (fastify writes that one after the answer is sent).
 */
async function logged(path: string, init: RequestInit = {}) {
  const from = lines.length;
  const response = await fetch(`${t.url}${path}`, init);
  const body = await response.text();
  const id = response.headers.get(REQUEST_ID_HEADER) ?? '';
  await until(() =>
    lines.slice(from).some((line) => line.reqId === id && line.msg === 'request completed'),
  );
  return { id, body, lines: lines.slice(from) };
}

function graphqlPost(query: string, variables: object, headers: Record<string, string> = {}) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  };
}

describe('the request id', () => {
  it("is the load balancer's X-Request-Id when it is a short safe token", async () => {
    const kept = await logged('/healthz', { headers: { 'x-request-id': 'lb-7Fa.09_x' } });
    expect(kept.id).toBe('lb-7Fa.09_x');
    for (const refused of ['has spaces', 'a'.repeat(65), 'line\\nbreak', '{"json":1}']) {
      const fresh = await logged('/healthz', { headers: { 'x-request-id': refused } });
      expect(fresh.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await logged('/healthz')).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is on every line logged while serving a request that fails its mail', async () => {
    const signUp = await logged(
      '/v1/j/guest',
      graphqlPost(
        documentSource(COMPANY_CREATE),
        { email: freshEmail('reqid'), password: GOOD_PASSWORD },
        { 'x-request-id': 'lb-signup-1' },
      ),
    );
    expect(signUp.id).toBe('lb-signup-1');
    expect(signUp.lines.map((line) => line.msg)).toContain('mail not sent');
    for (const line of signUp.lines) expect(line.reqId, JSON.stringify(line)).toBe(signUp.id);
  });

  it('is on every line of a database error, and the error names it', async () => {
    const { token } = await signedInCompany(t);
    await t.db.execute(
      sql.raw(`alter table brands add constraint test_reqid check (name <> 'Refused reqid')`),
    );
    try {
      const failed = await logged(
        '/v1/j',
        graphqlPost(
          documentSource(BRAND_CREATE),
          { name: 'Refused reqid', description: 'A description long enough' },
          { authorization: `Bearer ${token}` },
        ),
      );
      expect(failed.body).toContain(`"requestId":"${failed.id}"`);
      expect(failed.lines.some((line) => line.msg?.startsWith('GraphQL operation failed'))).toBe(
        true,
      );
      for (const line of failed.lines) expect(line.reqId, JSON.stringify(line)).toBe(failed.id);
    } finally {
      await t.db.execute(sql.raw('alter table brands drop constraint test_reqid'));
    }
  });

  it('is on every line of malformed requests and unknown routes', async () => {
    // One at a time: each request's lines are those logged while it runs.
    const requests = [
      () => logged('/v1/j/guest', graphqlPost('{ AppInfo { ', {})),
      () =>
        logged('/v1/j/guest', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query": ',
        }),
      () => logged('/v1/nothing-here'),
    ];
    for (const request of requests) {
      const { id, lines: requestLines } = await request();
      expect(requestLines.length).toBeGreaterThan(1);
      for (const line of requestLines) expect(line.reqId, JSON.stringify(line)).toBe(id);
    }
  });
});
