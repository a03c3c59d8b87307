import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { createGraphQLError, maskError } from 'graphql-yoga';
import { localeFromHeader, translatorFor } from '../i18n';
import { queryOf } from '../db/errors';
import { logServerError } from '../logger';

/** The request a GraphQL operation runs for, so that an error can name its request id. */
export const graphqlRequest = new AsyncLocalStorage<FastifyRequest>();

/** Only the `at …` lines of a stack: its first line repeats the message (SQL, values). */
function frames(error: unknown): string[] {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return stack.split('\n').filter((line) => /^\s+at /.test(line));
}

/** The error a resolver threw, out of the GraphQLError yoga wrapped it in. */
function originalOf(error: unknown): unknown {
  const { originalError } = (error ?? {}) as { originalError?: unknown };
  return originalError ?? error;
}

/**
 * Yoga's `maskError`: GraphQL errors made on purpose (translated service errors, invalid
 * documents) pass through; anything else (a bug, a database error, a refused string) is
 * logged with the request id, never with its text or values, and becomes a translated
 * `INTERNAL` error carrying that request id, so a user can quote it. Variables that are not
 * JSON (a GET's `variables`) are the client's mistake: a 400 that quotes nothing.
 * In development (exactly) the body adds the failed statement and the stack, never values.
 */
export function maskInternalError(development: boolean) {
  return (error: unknown, message: string): Error => {
    if (maskError(error, message, false) === error) return error as Error;
    const req = graphqlRequest.getStore();
    const t = translatorFor(localeFromHeader(req?.headers['accept-language']));
    if (error instanceof SyntaxError) {
      return createGraphQLError(t('errors:requestNotJson'), {
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      });
    }
    const original = originalOf(error);
    const requestId = req ? String(req.id) : undefined;
    if (req) logServerError(req.log, original, 'GraphQL operation failed');
    const extensions: Record<string, unknown> = { code: 'INTERNAL', requestId };
    if (development) {
      const query = queryOf(original);
      extensions.debug = query
        ? { sql: query, stack: frames(original) }
        : { stack: frames(original) };
    }
    return createGraphQLError(t('errors:internal', { requestId: requestId ?? '-' }), {
      extensions,
    });
  };
}
