import type { FastifyRequest } from 'fastify';
import { localeFromHeader, translatorFor } from '../i18n';

/**
 * Fastify reads a JSON (or text) body before yoga sees the request. Yoga's node adapter
 * (@whatwg-node/server) passes that parsed body on only when it is a string or an object
 * with keys; for anything else (null, true, 1, [], {}) it reads the request stream again,
 * which fastify has already consumed, so on the authenticated endpoint that read never ended
 * and the request was never answered (holding its connection and the server's shutdown).
 * So a body fastify has read reaches yoga only as a GraphQL request object (a `query`
 * string) or a non-empty batch (yoga refuses batches itself, with its own 400); anything
 * else is refused here, before yoga, whatever shape a client invents next.
 */
export function isGraphQLRequestBody(body: unknown): boolean {
  if (Array.isArray(body)) return body.length > 0;
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { query?: unknown }).query === 'string'
  );
}

/** The 400 answer to a body fastify has read that is not a GraphQL request, translated. */
export function requestBodyRefusal(req: FastifyRequest) {
  const t = translatorFor(localeFromHeader(req.headers['accept-language']));
  return {
    errors: [{ message: t('errors:requestBodyNotGraphQL'), extensions: { code: 'BAD_REQUEST' } }],
  };
}
