import { count, eq } from 'drizzle-orm';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { brands } from '@/server/db/schema/brands';
import { QUERY_LIMITS } from '@/server/graphql/armor';
import { createBrand, signedInCompany, storedFiles } from './helpers/catalog';
import { postGraphql } from './helpers/http';
import type { GraphqlResponse } from './helpers/http';
import { pngBytes } from './helpers/images';
import { clientOperations } from './helpers/operations';
import { seedProducts } from './helpers/seed';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
const appUrl = () => `${t.url}/v1/j`;

/** `count` copies of `field`, aliased a0, a1, … */
const aliased = (times: number, field: string) =>
  Array.from({ length: times }, (_, index) => `a${index}: ${field}`).join('\n');

const codes = (response: GraphqlResponse) =>
  (response.body.errors ?? []).map((error) => error.extensions?.code);

function expectRefused(response: GraphqlResponse, code: string, limit?: string) {
  // Like every invalid document: HTTP 200 with the errors for a client accepting JSON.
  expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
  expect(response.body.data ?? null).toBeNull();
  const error = response.body.errors?.find(
    (e) => e.extensions?.code === code && (!limit || e.extensions.limit === limit),
  );
  expect(error, JSON.stringify(response.body).slice(0, 500)).toBeDefined();
  return error!;
}

const brandCount = async (companyId: number) =>
  (await t.db.select({ n: count() }).from(brands).where(eq(brands.company_id, companyId)))[0]!.n;

describe('GraphQL limits', () => {
  it('refuses 1,000 aliases of Products(first: 100) before running anything', async () => {
    const { company, token } = await signedInCompany(t);
    const brand = await createBrand(t, token);
    await seedProducts(t.db, { companyId: company.id, brandIds: [Number(brand.id)], count: 100 });
    const query = `query { ${aliased(1000, 'Products(first: 100) { nodes { id name } }')} }`;
    const started = performance.now();
    const response = await postGraphql(appUrl(), query, { token });
    // Running it would read 100,000 rows: seconds, not the moment a refusal takes.
    expect(performance.now() - started).toBeLessThan(2000);
    const error = expectRefused(response, 'QUERY_TOO_COMPLEX', 'tokens');
    expect(error.message).toBe('This request is too long: make the query shorter');
  });

  it('refuses 1,000 aliased BrandCreate and writes nothing', async () => {
    const { company, token } = await signedInCompany(t);
    const field = 'BrandCreate(name: "Alias brand", description: "Created by an alias") { id }';
    expectRefused(
      await postGraphql(appUrl(), `mutation { ${aliased(1000, field)} }`, { token }),
      'QUERY_TOO_COMPLEX',
      'tokens',
    );
    // Under the token limit, two mutation fields are still one too many.
    const two = await postGraphql(appUrl(), `mutation { ${aliased(2, field)} }`, { token });
    const error = expectRefused(two, 'ONE_MUTATION_PER_REQUEST');
    expect(error.message).toBe('Send one change at a time: a request can hold only one mutation');
    // Through a fragment too.
    const fragment = await postGraphql(
      appUrl(),
      `mutation { ...Both } fragment Both on Mutation { ${aliased(2, field)} }`,
      { token },
    );
    expectRefused(fragment, 'ONE_MUTATION_PER_REQUEST');
    expect(await brandCount(company.id)).toBe(0);
  });

  it('refuses one file aliased 50 times to ImageUpload and stores nothing', async () => {
    const { company, token } = await signedInCompany(t);
    const query = `mutation ($file: File!) { ${aliased(50, 'ImageUpload(file: $file) { id }')} }`;
    const form = new FormData();
    form.set('operations', JSON.stringify({ query, variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([pngBytes(2, 2)], { type: 'image/png' }), 'photo.png');
    const response = await fetch(appUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
      body: form,
    });
    const result = { status: response.status, body: (await response.json()) as never };
    const error = expectRefused(result, 'QUERY_TOO_COMPLEX', 'aliases');
    expect(error.message).toBe(
      `Esta consulta usa demasiados alias: se permiten como máximo ${QUERY_LIMITS.aliases}`,
    );
    expect(codes(result)).toContain('ONE_MUTATION_PER_REQUEST');
    expect(storedFiles(t).filter((path) => path.startsWith(`${company.id}/`))).toEqual([]);
  });

  it('answers 4,000 nested selections with a clean error, not HTTP 500', async () => {
    const { token } = await signedInCompany(t);
    const query = `query { ${'Brands { nodes { '.repeat(2000)}id${' } }'.repeat(2000)} }`;
    expectRefused(await postGraphql(appUrl(), query, { token }), 'QUERY_TOO_COMPLEX', 'tokens');
  });

  it('refuses each limit just past its value, with its translated message', async () => {
    const { token } = await signedInCompany(t);
    // Limits look at the document's shape, before the schema is checked.
    const nested = (levels: number) =>
      `query { ${'Brands { nodes { '.repeat(levels / 2)}id${' } }'.repeat(levels / 2)} }`;
    const depth = expectRefused(
      await postGraphql(appUrl(), nested(QUERY_LIMITS.depth + 2), { token }),
      'QUERY_TOO_COMPLEX',
      'depth',
    );
    expect(depth.message).toBe(
      `This request nests fields too deeply: at most ${QUERY_LIMITS.depth} levels are allowed`,
    );
    expect(depth.extensions?.max).toBe(QUERY_LIMITS.depth);

    const many = `query { ${aliased(QUERY_LIMITS.aliases + 1, 'Brands(first: 1) { total_count }')} }`;
    const aliases = expectRefused(
      await postGraphql(appUrl(), many, { token }),
      'QUERY_TOO_COMPLEX',
      'aliases',
    );
    expect(aliases.message).toBe(
      `This request uses too many aliases: at most ${QUERY_LIMITS.aliases} are allowed`,
    );
    expect(aliases.extensions?.max).toBe(QUERY_LIMITS.aliases);
    // Exactly at the limit is fine.
    const atLimit = `query { ${aliased(QUERY_LIMITS.aliases, 'Brands(first: 1) { total_count }')} }`;
    const fine = await postGraphql(appUrl(), atLimit, { token });
    expect(fine.status).toBe(200);
    expect(fine.body.errors).toBeUndefined();

    const products =
      'Products(first: 100) { nodes { id name brand { id name logo { id url } } images { id url } } }';
    expectRefused(
      await postGraphql(appUrl(), `query { ${aliased(3, products)} }`, { token }),
      'QUERY_TOO_COMPLEX',
      'cost',
    );

    const directives = `query { Brands { total_count ${'@include(if: true) '.repeat(QUERY_LIMITS.directives + 1)}} }`;
    expectRefused(
      await postGraphql(appUrl(), directives, { token }),
      'QUERY_TOO_COMPLEX',
      'directives',
    );
  });

  it("answers the same refused document in each request's language", async () => {
    const { token } = await signedInCompany(t);
    const query = `mutation { ${aliased(2, 'CompanyLogout { status }')} }`;
    const messages: string[] = [];
    for (const locale of ['en', 'es', 'en']) {
      const response = await postGraphql(appUrl(), query, {
        token,
        headers: { 'accept-language': locale },
      });
      messages.push(expectRefused(response, 'ONE_MUTATION_PER_REQUEST').message);
    }
    expect(messages).toEqual([
      'Send one change at a time: a request can hold only one mutation',
      'Envía un cambio cada vez: una petición solo puede contener una mutación',
      'Send one change at a time: a request can hold only one mutation',
    ]);
  });

  it('lets every document of the client through', async () => {
    const { token } = await signedInCompany(t);
    for (const operation of clientOperations()) {
      const url = operation.endpoint === 'app' ? appUrl() : `${t.url}/v1/j/guest`;
      // No variables: an operation that needs some stops at them, so nothing runs.
      const response = await postGraphql(url, print(operation.document), { token });
      expect(codes(response), operation.name).not.toContain('QUERY_TOO_COMPLEX');
      expect(codes(response), operation.name).not.toContain('ONE_MUTATION_PER_REQUEST');
    }
  });
});

describe('schema discovery outside development', () => {
  it('refuses introspection', async () => {
    const { token } = await signedInCompany(t);
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Brand") { name } }']) {
      const response = await postGraphql(appUrl(), query, { token });
      expect(response.status).toBe(200);
      expect(codes(response)).toContain('INTROSPECTION_DISABLED');
      expect(JSON.stringify(response.body)).not.toContain('BrandCreate');
    }
    const guest = await postGraphql(`${t.url}/v1/j/guest`, '{ __schema { queryType { name } } }');
    expect(codes(guest)).toContain('INTROSPECTION_DISABLED');
  });

  it('gives no field suggestions', async () => {
    const { token } = await signedInCompany(t);
    const response = await postGraphql(appUrl(), '{ Brandz { total_count } }', { token });
    expect(response.status).toBe(200);
    const messages = response.body.errors?.map((error) => error.message).join(' ') ?? '';
    expect(messages).toContain('Cannot query field "Brandz"');
    expect(messages).not.toContain('Did you mean');
    expect(messages).not.toContain('"Brands"');
  });
});
