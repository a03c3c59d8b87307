import { parse } from 'graphql';
import type { Plugin } from 'vite';

const GQL_IMPORT = /^import gql from ['"]graphql-tag['"];?\s*$/m;
// Only literal documents (no `${}` interpolation): that is how every feature writes them.
// A `$` of a variable (`$email: String!`) is fine; only `${` stops the match.
const GQL_LITERAL = /\bgql`((?:[^`$]|\$(?!\{))*)`/g;

/** The document as graphql-tag builds it: AST without locations, plus the source text. */
export function precompiledDocument(source: string): string {
  const document = parse(source, { noLocation: true });
  const body = source;
  return JSON.stringify({
    ...document,
    loc: { start: 0, end: body.length, source: { body, name: 'GraphQL request' } },
  });
}

/**
 * Build-time `gql`: parses each document when the bundle is built, so the browser ships
 * neither graphql-tag nor GraphQL's parser and printer (about 11 kB gzip). Tests and the
 * dev server keep the runtime tag, which produces the same shape.
 */
export function graphqlPrecompile(): Plugin {
  return {
    name: 'ugc-desk:graphql-precompile',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || !GQL_IMPORT.test(code)) return null;
      const replaced = code.replace(
        GQL_LITERAL,
        (_match, source: string) => `JSON.parse(${JSON.stringify(precompiledDocument(source))})`,
      );
      // Drop the import only when no tagged template is left behind.
      const output = /\bgql`/.test(replaced) ? replaced : replaced.replace(GQL_IMPORT, '');
      return { code: output, map: null };
    },
  };
}
