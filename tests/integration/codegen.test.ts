import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkOperations } from '@/server/graphql/clientDocuments';
import type { ClientDocument } from '@/server/graphql/clientDocuments';
import { buildSchemas, generate } from '@/server/graphql/codegen';
import { ROOT } from './helpers/processes';

const schemas = buildSchemas();
const doc = (source: string): ClientDocument => ({
  location: 'features/x/api.ts',
  document: parse(source),
});

describe('codegen', () => {
  it('matches the committed generated files (run npm run codegen after schema changes)', async () => {
    for (const output of await generate()) {
      expect(readFileSync(join(ROOT, output.path), 'utf8'), output.path).toBe(output.content);
    }
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
});
