/**
 * GET /v1/content-files/:id: a file of a creator's upload (an image, or a video the deal
 * screen plays), or a creator's intro video (creator_videos: the same kind of id). Like images, no token is asked (an <img> or <video> cannot send one): the
 * random 128-bit id is the capability, so whoever was given the URL may fetch it, another
 * company included. A video player seeks with HTTP Range requests: one range is answered
 * 206 with just those bytes, an unsatisfiable one 416.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creatorVideos } from '../db/schema/creatorVideos';
import { contentFiles } from '../db/schema/deals';
import type { ByteRange, ImageStorage } from '../storage/types';
import { CONTENT_FILES_PATH } from '../graphql/resolvers/contentFileUrls';
import { CACHE_CONTROL, matches } from './images';

/** 128 random bits, base64url: anything else is not a file id (and never reaches the database). */
const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The one byte range a Range header asks of a file of `size` bytes: null to send the whole
 * file (no header, another unit, several ranges, or a malformed one, as RFC 9110 allows),
 * 'unsatisfiable' when it starts past the end.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

type StoredFile = Pick<
  typeof contentFiles.$inferSelect,
  'id' | 'size' | 'content_type' | 'storage_key'
>;

/** The deal content file or the intro video of that id (ids are random: never both). */
async function storedFile(db: Database, id: string): Promise<StoredFile | null> {
  const [file] = await db.select().from(contentFiles).where(eq(contentFiles.id, id)).limit(1);
  if (file) return file;
  const [video] = await db.select().from(creatorVideos).where(eq(creatorVideos.id, id)).limit(1);
  return video ?? null;
}

export function registerContentFiles(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: ImageStorage },
): void {
  app.get<{ Params: { id: string } }>(`${CONTENT_FILES_PATH}/:id`, async (req, reply) => {
    const notFound = (r: FastifyReply) => r.code(404).send({ errors: [{ message: 'Not found' }] });
    const { id } = req.params;
    const file = FILE_ID.test(id) ? await storedFile(db, id) : null;
    if (!file) return notFound(reply);

    const etag = `"${file.id}"`;
    void reply
      .header('ETag', etag)
      .header('Cache-Control', CACHE_CONTROL)
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff');
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();

    const range = requestedRange(req.headers.range, file.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${file.size}`).send();
    }
    const stream = await storage.get(file.storage_key, range ?? undefined);
    if (!stream) {
      // A row without its file: the storage lost it. Say so in the log, not to the client.
      req.log.error({ contentFileId: file.id }, 'stored content file is missing');
      return notFound(reply);
    }
    void reply.header('Content-Type', file.content_type);
    if (range) {
      void reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('Content-Length', range.end - range.start + 1);
    } else void reply.header('Content-Length', file.size);
    return reply.send(stream);
  });
}
