import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  checkOperations,
  documentCalls,
  readClientDocuments,
} from '@/server/graphql/clientDocuments';
import type { ClientDocument } from '@/server/graphql/clientDocuments';
import { buildSchemas, generate } from '@/server/graphql/codegen';
import { ROOT } from './helpers/processes';

const schemas = buildSchemas();
const doc = (source: string, location = 'features/x/api.ts'): ClientDocument => ({
  location,
  document: parse(source),
  source,
});

describe('codegen', () => {
  it('matches the committed generated files (run npm run codegen after schema changes)', async () => {
    for (const output of await generate()) {
      expect(readFileSync(join(ROOT, output.path), 'utf8'), output.path).toBe(output.content);
    }
  });

  it('types graphql() by the exact text of each document, asking for fragments when used', async () => {
    const [generated] = (await generate()).filter(
      ({ path }) => path === 'store/generated/graphql.ts',
    );
    const documents = readClientDocuments(ROOT);
    const signatures = generated!.content.match(/^ {2}\(source: .*$/gm) ?? [];
    expect(signatures).toHaveLength(documents.length);
    const login = documents.find(({ source }) => source.includes('mutation CompanyLogin('))!;
    expect(signatures).toContain(
      `  (source: ${JSON.stringify(login.source)}): TypedDocumentNode<CompanyLoginMutation, CompanyLoginMutationVariables>;`,
    );
    const brand = documents.find(({ source }) => source.includes('query Brand('))!;
    expect(signatures).toContain(
      `  (source: ${JSON.stringify(brand.source)}, fragments: readonly DocumentNode[]): TypedDocumentNode<BrandQuery, BrandQueryVariables>;`,
    );
    expect(signatures.filter((line) => line.includes('Fragment, unknown>'))).toHaveLength(
      documents.filter(({ source }) => /^\s*fragment /.test(source)).length,
    );
  });

  it('reads graphql() calls: the literal text and the fragments list', () => {
    const code = [
      'const F = graphql(`fragment F on Brand { id }`);',
      'export const Q = graphql(',
      '  `query Q($id: ID!) { Brand(id: $id) { ...F } }`,',
      '  [F, G],',
      ');',
      'const notADocument = graphql(`query ${name} { x }`);',
    ].join('\n');
    expect(
      documentCalls(code).map(({ binding, source, fragments }) => ({ binding, source, fragments })),
    ).toEqual([
      { binding: 'F', source: 'fragment F on Brand { id }', fragments: [] },
      {
        binding: 'Q',
        source: 'query Q($id: ID!) { Brand(id: $id) { ...F } }',
        fragments: ['F', 'G'],
      },
    ]);
  });

  it('accepts operations that run on one endpoint', () => {
    expect(
      checkOperations(
        [
          doc('query CompanyData { CompanyData { id email } }'),
          doc('query AppInfo { AppInfo { ...Info } } fragment Info on AppInfo { name }'),
        ],
        schemas,
      ),
    ).toEqual([]);
  });

  it('refuses operations mixing app and guest fields, unnamed or duplicated ones', () => {
    const problems = checkOperations(
      [
        doc('query Mixed { CompanyData { id } AppInfo { name } }'),
        doc('{ AppInfo { name } }'),
        doc('query Twice { AppInfo { name } }'),
        doc('query Twice { AppInfo { version } }'),
      ],
      schemas,
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('operation Mixed is valid against neither');
    expect(problems[1]).toContain('needs a name');
    expect(problems[2]).toContain('operation Twice is also defined in');
  });

  it('refuses two fragments of one name: documents find their fragments by name', () => {
    const problems = checkOperations(
      [
        doc('fragment Info on AppInfo { name }', 'features/a/api.ts'),
        doc('fragment Info on AppInfo { version }', 'features/b/api.ts'),
        doc('query AppInfo { AppInfo { ...Info } }', 'features/b/api.ts'),
      ],
      schemas,
    );
    expect(problems).toEqual([
      'features/b/api.ts: fragment Info is also defined in features/a/api.ts',
    ]);
  });
});
