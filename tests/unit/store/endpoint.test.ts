import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { COMPANY_LOGIN } from '@/features/account/api';
import { BRAND } from '@/features/brands/api';
import { COMPANY_DATA } from '@/src/entities/session/api';
import { documentFromSource } from '@/domain/graphqlDocument';
import { graphqlEndpoint } from '@/store/endpoint';
import { documentSource, operationNameOf } from '@/store/graphqlBaseQuery';

describe('graphql()', () => {
  it('builds the document sent: the text as written, then the fragments it uses', () => {
    expect(operationNameOf(BRAND)).toBe('Brand');
    const body = documentSource(BRAND);
    expect(body.startsWith(`\n    query Brand($id: ID!) {`)).toBe(true);
    expect(body.split('fragment BrandFields on Brand {')).toHaveLength(2);
    expect(BRAND.definitions.map((definition) => definition.kind)).toEqual([
      'OperationDefinition',
      'FragmentDefinition',
    ]);
  });

  it('leaves out fragments the document does not use and refuses missing ones', () => {
    const unused = documentFromSource('query Q { AppInfo { name } }', [
      'fragment F on AppInfo { name }',
    ]);
    expect(unused.loc?.source.body).toBe('query Q { AppInfo { name } }');
    expect(() => documentFromSource('query Q { AppInfo { ...F } }')).toThrow(
      'GraphQL fragment F is not defined',
    );
  });
});

describe('graphqlEndpoint', () => {
  it('sends the variables, on the guest endpoint when asked, and returns the root field', () => {
    const { query, transformResponse } = graphqlEndpoint(COMPANY_LOGIN, { guest: true });
    const variables = { email: 'a@example.com', password: 'secret' };
    expect(query(variables)).toEqual({ document: COMPANY_LOGIN, variables, guest: true });
    const login = {
      status: 'success',
      authorization: { token: 't', type: 'bearer', expires_in: 1 },
    };
    expect(transformResponse({ CompanyLogin: login })).toBe(login);
  });

  it('takes nothing for an operation without variables', () => {
    const { query } = graphqlEndpoint(COMPANY_DATA);
    expect(query()).toEqual({ document: COMPANY_DATA, variables: undefined });
  });

  it('maps another argument to the variables', () => {
    const { query } = graphqlEndpoint(BRAND, { variables: (id: string) => ({ id }) });
    expect(query('b1')).toEqual({ document: BRAND, variables: { id: 'b1' } });
  });

  it('refuses an operation with several root fields', () => {
    const twoFields = documentFromSource(
      'query Two { CompanyData { id } AppInfo { name } }',
    ) as TypedDocumentNode<Record<string, unknown>, Record<string, never>>;
    expect(() => graphqlEndpoint(twoFields)).toThrow('must select one root field');
  });
});
