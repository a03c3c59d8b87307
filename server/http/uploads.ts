import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../features/images/rules';
import { toGraphQLError } from '../graphql/errors';
import { localeFromHeader, translatorFor } from '../i18n';
import { imageRefused } from '../services/images/upload';

/**
 * The largest multipart request accepted: one image at the limit plus room for the
 * operation, the map and the part headers. Yoga holds a request's files in memory, so
 * this also bounds what one upload costs.
 */
export const UPLOAD_REQUEST_MAX_BYTES = IMAGE_MAX_BYTES + 1024 * 1024;

export interface Refusal {
  status: number;
  body: { errors: unknown[] };
}

/**
 * Whether a request to the authenticated endpoint must be refused before its body is
 * read: a multipart body longer than UPLOAD_REQUEST_MAX_BYTES gets the same translated
 * IMAGE_TOO_LARGE error as an oversized file (HTTP 413), and one of unknown length
 * (chunked) gets 411, since it could not be bounded (browsers always send the length).
 * A file just over the limit in a request under this bound is refused by ImageUpload.
 */
export function uploadRefusal(req: FastifyRequest): Refusal | null {
  if (!req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) return null;
  const length = Number(req.headers['content-length']);
  if (req.headers['content-length'] === undefined || !Number.isFinite(length)) {
    return { status: 411, body: { errors: [{ message: 'Length Required' }] } };
  }
  if (length <= UPLOAD_REQUEST_MAX_BYTES) return null;
  const t = translatorFor(localeFromHeader(req.headers['accept-language']));
  const error = toGraphQLError(imageRefused('images:errors.tooLarge'), t) as {
    toJSON(): unknown;
  };
  return { status: 413, body: { errors: [error.toJSON()] } };
}
