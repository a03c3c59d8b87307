import type { FastifyRequest } from 'fastify';
import { CONTENT_IMAGES_MAX, CONTENT_VIDEO_MAX_BYTES } from '../../domain/content/rules';
import { SUBMISSION_VIDEOS_MAX } from '../../domain/content/parts';
import { IMAGE_MAX_BYTES } from '../../domain/images/rules';
import type { AccountRole } from '../db/schema/account';
import { toGraphQLError } from '../graphql/errors';
import { localeFromHeader, translatorFor } from '../i18n';
import type { Translate } from '../i18n';
import { ServiceError } from '../services/errors';
import { imageRefused } from '../services/images/upload';

/** Room for the operation, the map and the part headers beside the files. */
const ENVELOPE_BYTES = 1024 * 1024;

/**
 * The largest multipart request a company session may send: one image at the limit plus
 * the envelope (ImageUpload is its only upload). A request's files are kept in temporary
 * files while it is handled (multipart.ts), so this also bounds the disk one upload uses.
 */
export const UPLOAD_REQUEST_MAX_BYTES = IMAGE_MAX_BYTES + ENVELOPE_BYTES;

/**
 * The largest multipart request a creator session may send: the largest of its uploads is
 * CreatorContentUpload, of up to 10 images of 10 MB, or of one video at the limit (200 MB)
 * with, when the campaign bought them, the raw footage and up to 3 extra hooks, each a video
 * at the same limit (docs/product.md#deals-and-content); CreatorIntroVideoUpload (100 MB)
 * and CreatorImageUpload (10 MB) fit under it.
 */
export const CONTENT_UPLOAD_REQUEST_MAX_BYTES =
  Math.max(SUBMISSION_VIDEOS_MAX * CONTENT_VIDEO_MAX_BYTES, CONTENT_IMAGES_MAX * IMAGE_MAX_BYTES) +
  ENVELOPE_BYTES;

export interface Refusal {
  status: number;
  body: { errors: unknown[] };
}

const companyLimit = {
  maxBytes: UPLOAD_REQUEST_MAX_BYTES,
  refused: (t: Translate) => toGraphQLError(imageRefused('images:errors.tooLarge'), t),
};

const LIMITS: Record<AccountRole, { maxBytes: number; refused: (t: Translate) => unknown }> = {
  company: companyLimit,
  // Operators upload nothing (no operation of theirs takes a file): the smaller limit.
  operator: companyLimit,
  creator: {
    maxBytes: CONTENT_UPLOAD_REQUEST_MAX_BYTES,
    refused: (t) =>
      toGraphQLError(
        new ServiceError('CONTENT_INVALID', 'errors:contentTooLarge', {
          values: { max: `${CONTENT_VIDEO_MAX_BYTES / (1024 * 1024)} MB` },
        }),
        t,
      ),
  },
};

/**
 * Whether a request to the authenticated endpoint must be refused before its body is
 * read: a multipart body longer than the session role's limit gets the same translated
 * error as an oversized file (HTTP 413), and one of unknown length (chunked) gets 411,
 * since it could not be bounded (browsers always send the length). A file just over the
 * limit in a request under this bound is refused by the upload operation itself.
 */
export function uploadRefusal(req: FastifyRequest, role: AccountRole): Refusal | null {
  if (!req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) return null;
  const length = Number(req.headers['content-length']);
  if (req.headers['content-length'] === undefined || !Number.isFinite(length)) {
    return { status: 411, body: { errors: [{ message: 'Length Required' }] } };
  }
  const limit = LIMITS[role];
  if (length <= limit.maxBytes) return null;
  const t = translatorFor(localeFromHeader(req.headers['accept-language']));
  const error = limit.refused(t) as { toJSON(): unknown };
  return { status: 413, body: { errors: [error.toJSON()] } };
}
