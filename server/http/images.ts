import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { findImage, isImageId } from '../services/images/lookup';
import type { ImageStorage } from '../storage/types';

export const IMAGES_PATH = '/v1/images';

/** Where an image is served: relative, so it works behind any origin or proxy. */
export function imageUrl(id: string): string {
  return `${IMAGES_PATH}/${id}`;
}

/** The bytes of an id never change: cache for good, but only in the user's own browser. */
export const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** Whether an If-None-Match header ("a", W/"b", *) names this ETag. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * GET /v1/images/:id: an uploaded image, with no token (an <img> cannot send one): the
 * unguessable id is the capability. The type is the one sniffed at upload, and nosniff
 * keeps browsers from second-guessing it.
 */
export function registerImages(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: ImageStorage },
): void {
  app.get<{ Params: { id: string } }>(`${IMAGES_PATH}/:id`, async (req, reply) => {
    const notFound = () => reply.code(404).send({ errors: [{ message: 'Not found' }] });
    const { id } = req.params;
    const image = isImageId(id) ? await findImage(db, id) : null;
    if (!image) return notFound();

    const etag = `"${image.id}"`;
    void reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();

    const stream = await storage.get(image.storage_key);
    if (!stream) {
      // A row without its file: the storage lost it. Say so in the log, not to the client.
      req.log.error({ imageId: image.id }, 'stored image file is missing');
      return notFound();
    }
    return reply
      .header('Content-Type', image.content_type)
      .header('Content-Length', image.size)
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
  });
}
