import { once } from 'node:events';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import type { Archiver } from 'archiver';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { localeFromHeader, translate } from '../i18n';
import {
  archiveContents,
  CONTENT_ARCHIVE_PATH,
  readArchiveToken,
} from '../services/content/archive';
import type { ArchiveEntry } from '../services/content/archive';
import type { ImageStorage } from '../storage/types';

export interface ContentArchiveOptions {
  db: Database;
  config: Config;
  storage: ImageStorage;
  /** The server's clock: links expire by it (tests move it forward). */
  now: () => Date;
}

/**
 * Adds the entries to the archive one after the other, each file opened only when the one
 * before is written (archiver starts reading a stream as soon as it is appended, so
 * appending them all at once would open every file of a campaign together), then ends it.
 * Stops, closing the open file, when the archive is destroyed (the download was cancelled).
 */
async function fill(
  zip: Archiver,
  entries: ArchiveEntry[],
  storage: ImageStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  const closed = new AbortController();
  zip.once('close', () => closed.abort());
  let current: Readable | null = null;
  closed.signal.addEventListener('abort', () => current?.destroy());
  try {
    for (const entry of entries) {
      current = await storage.get(entry.storageKey);
      if (closed.signal.aborted) return void current?.destroy();
      if (!current) {
        // Bytes the storage lost: the download cannot be whole, so it fails rather than lies.
        log.error({ storageKey: entry.storageKey }, 'stored content file is missing');
        return void zip.destroy(new Error('stored content file is missing'));
      }
      const written = once(zip, 'entry', { signal: closed.signal });
      zip.append(current, { name: entry.name, date: entry.date });
      await written;
      current = null;
    }
    await zip.finalize();
  } catch (error) {
    if (!closed.signal.aborted) log.error({ err: error }, 'content archive failed');
    zip.destroy();
  }
}

/**
 * GET /v1/content-archive/:token: every accepted file of one campaign as a ZIP, streamed
 * from the storage as it is read (nothing is held whole; files are stored uncompressed, as
 * images and videos are compressed already). The token is the capability: no session is
 * needed, and an invalid, expired or foreign one answers 404 with a translated message.
 */
export function registerContentArchive(
  app: FastifyInstance,
  { db, config, storage, now }: ContentArchiveOptions,
): void {
  // A wildcard, not `:token`: the router refuses parameters over 100 characters (414), and
  // a signed token is longer.
  app.get<{ Params: { '*': string } }>(`${CONTENT_ARCHIVE_PATH}/*`, async (req, reply) => {
    const grant = await readArchiveToken(config.jwtSecret, now(), req.params['*']);
    const archive = grant && (await archiveContents(db, grant));
    if (!archive) {
      const locale = localeFromHeader(req.headers['accept-language']);
      const message = translate(locale, 'errors:archiveLinkInvalid');
      return reply.code(404).send({ errors: [{ message }] });
    }
    const zip = archiver('zip', { store: true });
    zip.on('warning', (warning) => req.log.warn({ err: warning }, 'content archive warning'));
    void fill(zip, archive.entries, storage, req.log);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${archive.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(zip);
  });
}
