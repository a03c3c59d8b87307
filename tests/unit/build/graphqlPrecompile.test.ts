import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlPrecompile } from '@/server/build/graphqlPrecompile';
import { documentFromSource } from '@/domain/graphqlDocument';

type Transform = (code: string, id: string) => { code: string } | null;

/** Runs the plugin's transform the way Vite does for one module. */
function transform(code: string, id = 'features/example/api.ts'): string | null {
  const plugin = graphqlPrecompile();
  const hook = plugin.transform as unknown as Transform;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return hook.call(context, code, id)?.code ?? null;
}

const IMPORT = "import { graphql } from '@/store/graphql';\n";

/** The documents a transformed module holds, in order. */
function documentsIn(output: string): DocumentNode[] {
  return [...output.matchAll(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/g)].map(
    ([, json]) => JSON.parse(JSON.parse(json!) as string) as DocumentNode,
  );
}

const WITH_VARIABLES = `mutation CompanyLogin($email: String!, $password: String!) {
  CompanyLogin(email: $email, password: $password) { status }
}`;
const FRAGMENT = `
  fragment BrandFields on Brand {
    id
    logo { ...ImageFields }
  }
`;
const NESTED = `fragment ImageFields on Image { id url }`;
const QUERY = `query Brand($id: ID!) { Brand(id: $id) { ...BrandFields } }`;

describe('graphqlPrecompile', () => {
  it('replaces documents with what graphql() builds and drops its import', () => {
    const output = transform(`${IMPORT}export const LOGIN = graphql(\`${WITH_VARIABLES}\`);\n`);
    expect(output).not.toBeNull();
    expect(output).not.toContain('@/store/graphql');
    expect(output).not.toContain('graphql(');

    const [document] = documentsIn(output!);
    expect(document?.loc?.source.body).toBe(WITH_VARIABLES);
    expect(document).toEqual(JSON.parse(JSON.stringify(documentFromSource(WITH_VARIABLES))));
  });

  it('appends the fragments a document uses, from documents of the same module', () => {
    const output = transform(
      `${IMPORT}const IMAGE = graphql(\`${NESTED}\`);\n` +
        `const BRAND_FIELDS = graphql(\`${FRAGMENT}\`, [IMAGE]);\n` +
        `export const BRAND = graphql(\n  \`${QUERY}\`,\n  [BRAND_FIELDS, IMAGE],\n);\n`,
    );
    const [, , brand] = documentsIn(output!);
    const body = brand?.loc?.source.body;
    expect(body).toBe(
      [
        QUERY,
        'fragment BrandFields on Brand {\n    id\n    logo { ...ImageFields }\n  }',
        NESTED,
      ].join('\n'),
    );
    expect(brand?.definitions.map((definition) => definition.kind)).toEqual([
      'OperationDefinition',
      'FragmentDefinition',
      'FragmentDefinition',
    ]);
    const fragments = [documentFromSource(NESTED)];
    const brandFields = documentFromSource(FRAGMENT, [fragments[0]!.loc!.source.body]);
    expect(brand).toEqual(
      JSON.parse(JSON.stringify(documentFromSource(QUERY, [brandFields.loc!.source.body]))),
    );
  });

  it('appends fragments imported from the module that defines them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompile-'));
    writeFileSync(
      join(dir, 'fragments.ts'),
      `${IMPORT}const IMAGE = graphql(\`${NESTED}\`);\n` +
        `export const BRAND_FIELDS = graphql(\`${FRAGMENT}\`, [IMAGE]);\n`,
    );
    const output = transform(
      `${IMPORT}import { BRAND_FIELDS } from './fragments';\n` +
        `export const BRAND = graphql(\`${QUERY}\`, [BRAND_FIELDS]);\n`,
      join(dir, 'api.ts'),
    );
    const [brand] = documentsIn(output!);
    expect(brand?.loc?.source.body).toBe(
      [
        QUERY,
        'fragment BrandFields on Brand {\n    id\n    logo { ...ImageFields }\n  }',
        NESTED,
      ].join('\n'),
    );
  });

  it('refuses fragments it cannot see and documents it cannot read', () => {
    expect(() => transform(`${IMPORT}const Q = graphql(\`${QUERY}\`, [IMPORTED]);\n`)).toThrow(
      'fragment IMPORTED must be defined with graphql() in this module',
    );
    expect(() => transform(`${IMPORT}const Q = graphql(\`${QUERY}\`);\n`)).toThrow(
      'GraphQL fragment BrandFields is not defined',
    );
    expect(() => transform(`${IMPORT}const Q = graphql(\`query Q { \${field} }\`);\n`)).toThrow(
      'graphql() takes one literal template',
    );
  });

  it('leaves modules that do not import graphql() alone', () => {
    expect(transform(`export const x = 1;\n`)).toBeNull();
  });
});
