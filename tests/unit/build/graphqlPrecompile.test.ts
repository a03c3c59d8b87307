import gql from 'graphql-tag';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlPrecompile } from '@/server/build/graphqlPrecompile';

type Transform = (code: string, id: string) => { code: string } | null;

/** Runs the plugin's transform the way Vite does for one module. */
function transform(code: string, id = 'features/example/api.ts'): string | null {
  const plugin = graphqlPrecompile();
  const hook = plugin.transform as unknown as Transform;
  return hook.call({}, code, id)?.code ?? null;
}

const WITH_VARIABLES = `mutation CompanyLogin($email: String!, $password: String!) {
  CompanyLogin(email: $email, password: $password) { status }
}`;

describe('graphqlPrecompile', () => {
  it('replaces documents with variables and drops graphql-tag from the module', () => {
    const output = transform(
      `import gql from 'graphql-tag';\nexport const LOGIN = gql\`${WITH_VARIABLES}\`;\n`,
    );
    expect(output).not.toBeNull();
    expect(output).not.toContain('graphql-tag');
    expect(output).not.toContain('gql`');

    const json = /JSON\.parse\((.*)\);/.exec(output!)?.[1];
    const document = JSON.parse(JSON.parse(json!) as string) as DocumentNode;
    const runtime = gql(WITH_VARIABLES);
    expect(document.loc?.source.body).toBe(WITH_VARIABLES);
    expect(JSON.stringify(document.definitions)).toBe(
      JSON.stringify(runtime.definitions, (key, value: unknown) =>
        key === 'loc' ? undefined : value,
      ),
    );
  });

  it('keeps the runtime tag for an interpolated document', () => {
    const code = `import gql from 'graphql-tag';\nconst F = gql\`fragment F on Brand { id }\`;\nexport const Q = gql\`query Q { Brands { nodes { ...F } } } \${F}\`;\n`;
    const output = transform(code);
    expect(output).toContain("import gql from 'graphql-tag'");
    expect(output).toContain('gql`query Q');
  });

  it('leaves modules without graphql-tag alone', () => {
    expect(transform(`export const x = 1;\n`)).toBeNull();
  });
});
