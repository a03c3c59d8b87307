import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BRAND_CREATE } from '@/features/brands/api';
import { buildApp } from '@/server/app';
import { createLogger } from '@/server/logger';
import { signedInCompany } from './helpers/catalog';
import { gqlRequest, postGraphql } from './helpers/http';
import { serverForFile } from './helpers/testServer';

/** Everything a server logs, to check what never appears there. */
function logCapture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'trace' }, sink) };
}

const testLog = logCapture();
const t = serverForFile({ logger: testLog.logger });
const devLog = logCapture();
const dev = serverForFile({ logger: devLog.logger, env: { NODE_ENV: 'development' } });

/** A value the database refuses (a check constraint added for the test), and so text it must not echo. */
const SECRET_NAME = 'Refused 7f3a9c';

/** BrandCreate with SECRET_NAME fails in the database: the constraint is added around `run`. */
async function withRefusedBrandName<T>(db: typeof t.db, run: () => Promise<T>): Promise<T> {
  await db.execute(
    sql.raw(`alter table brands add constraint test_refused_name check (name <> '${SECRET_NAME}')`),
  );
  try {
    return await run();
  } finally {
    await db.execute(sql.raw('alter table brands drop constraint test_refused_name'));
  }
}

const INTERNAL_TEXT = [/insert into/i, /"brands"/, /constraint/i, /\n\s+at /, /\.ts:\d+/];

describe('a database error', () => {
  it('answers a clean INTERNAL error with a request id, and logs neither SQL nor values', async () => {
    const { token } = await signedInCompany(t);
    const response = await withRefusedBrandName(t.db, () =>
      gqlRequest(`${t.url}/v1/j`, BRAND_CREATE, {
        token,
        variables: { name: SECRET_NAME, description: 'A description long enough' },
        headers: { 'accept-language': 'es' },
      }),
    );
    expect(response.status).toBe(200);
    const [error] = response.body.errors!;
    const requestId = error!.extensions?.requestId as string;
    expect(error!.extensions).toEqual({ code: 'INTERNAL', requestId });
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(error!.message).toBe(
      `Algo ha fallado de nuestro lado, inténtalo de nuevo. Si vuelve a ocurrir, indica esta referencia: ${requestId}`,
    );
    const body = JSON.stringify(response.body);
    expect(body).not.toContain(SECRET_NAME);
    for (const text of INTERNAL_TEXT) expect(body).not.toMatch(text);

    const logged = testLog.lines.filter((line) => line.includes(requestId));
    const failure = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(failure).toContainEqual(
      expect.objectContaining({
        level: 50,
        reqId: requestId,
        statement: expect.stringMatching(/^s_[0-9a-f]{32}$/),
        sqlState: '23514',
      }),
    );
    const all = testLog.lines.join('');
    expect(all).not.toContain(SECRET_NAME);
    expect(all).not.toMatch(/insert into/i);
  });

  it('shows the statement in development, still without its values', async () => {
    const { token } = await signedInCompany(dev);
    const response = await withRefusedBrandName(dev.db, () =>
      gqlRequest(`${dev.url}/v1/j`, BRAND_CREATE, {
        token,
        variables: { name: SECRET_NAME, description: 'A description long enough' },
      }),
    );
    const [error] = response.body.errors!;
    expect(error!.extensions?.code).toBe('INTERNAL');
    const debug = error!.extensions?.debug as { sql: string; stack: string[] };
    expect(debug.sql).toMatch(/^insert into "brands"/);
    expect(debug.stack.length).toBeGreaterThan(0);
    expect(JSON.stringify(response.body)).not.toContain(SECRET_NAME);
    expect(devLog.lines.join('')).not.toContain(SECRET_NAME);
  });
});

describe('a database error outside GraphQL', () => {
  it('answers 500 without details and logs the statement, not its values', async () => {
    const log = logCapture();
    const app = await buildApp({ config: t.config, db: t.db, logger: log.logger });
    // A route of this test: the database refuses the value, and its message quotes it.
    app.get('/test-database-error', async () => {
      await t.db.execute(sql`select ${SECRET_NAME}::integer`);
      return {};
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/test-database-error' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ errors: [{ message: 'Internal server error' }] });
      const logged = log.lines.join('');
      expect(logged).toContain('"sqlState":"22P02"');
      expect(logged).toMatch(/"statement":"s_[0-9a-f]{32}"/);
      expect(logged).not.toContain(SECRET_NAME);
      expect(logged).not.toMatch(/select/i);
    } finally {
      await app.close();
    }
  });
});

describe('a GraphQL GET with variables that are not JSON (development)', () => {
  it('answers 400 without quoting them, and does not log them', async () => {
    const secret = 'variable-secret-5d2e';
    const url = `${dev.url}/v1/j/guest?query=${encodeURIComponent('{ __typename }')}&variables=${encodeURIComponent(`{"x": ${secret}`)}`;
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: unknown }[] };
    expect(body.errors).toEqual([
      {
        message: 'The request is not valid: its variables or extensions are not JSON',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
    expect(devLog.lines.join('')).not.toContain(secret);
  });
});

describe('schema discovery in development', () => {
  it('keeps introspection and field suggestions for GraphiQL', async () => {
    const introspection = await postGraphql(
      `${dev.url}/v1/j/guest`,
      '{ __schema { queryType { name } } }',
    );
    expect(introspection.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const { token } = await signedInCompany(dev);
    const typo = await postGraphql(`${dev.url}/v1/j`, '{ Brandz { total_count } }', { token });
    expect(typo.body.errors?.[0]?.message).toMatch(/Did you mean .*"Brands"/);
  });
});
