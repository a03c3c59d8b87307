/**
 * CreatorIntroVideoUpload (docs/product.md#creators-accounts): one MP4 or WebM of at most
 * 100 MB and 60 seconds, both judged from the file itself (the type by its first bytes,
 * the duration by its container's headers), stored like deal content and recorded as one
 * of the creator's intro videos, which its profile may then name. Refusals name the
 * `file` argument and store nothing.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { and, eq, ne, notExists } from 'drizzle-orm';
import { videoDurationSeconds } from '../../../domain/content/duration';
import {
  INTRO_VIDEO_MAX_BYTES,
  INTRO_VIDEO_MAX_SECONDS,
  sniffVideoType,
  VIDEO_SNIFF_BYTES,
} from '../../../domain/content/rules';
import type { Database } from '../../db/client';
import { campaignApplications, creators } from '../../db/schema/creators';
import { creatorVideos } from '../../db/schema/creatorVideos';
import type { CreatorVideoRow } from '../../db/schema/creatorVideos';
import { companyPrefix } from '../../storage/keys';
import type { ServiceEnv } from '../env';
import { fieldError } from '../errors';

/** A file part as yoga gives it (its own File class, not necessarily the global one). */
function isBlob(value: unknown): value is Blob {
  const blob = value as Partial<Blob> | null;
  return typeof blob?.size === 'number' && typeof blob.arrayBuffer === 'function';
}

const refused = (key: string, values: Record<string, string | number> = {}) =>
  fieldError('file', key, values);

/** Where an intro video's bytes live: in the creator's own folder, deleted with it. */
const introVideoKey = (creatorId: number, id: string) => `${companyPrefix(creatorId)}/intro/${id}`;

/** The creator's intro video `id`, or null when it is not one of the creator's own. */
export async function ownIntroVideo(
  db: Database,
  creatorId: number,
  id: string,
): Promise<CreatorVideoRow | null> {
  const [row] = await db
    .select()
    .from(creatorVideos)
    .where(and(eq(creatorVideos.id, id), eq(creatorVideos.creator_id, creatorId)))
    .limit(1);
  return row ?? null;
}

/** The checked file: its type and its duration, read from its bytes. */
async function checkedVideo(file: unknown) {
  // The File scalar takes any value: a string in a JSON request is not a file at all.
  if (!isBlob(file)) throw refused('errors:introVideoNotVideo');
  if (file.size === 0) throw refused('errors:introVideoEmpty');
  if (file.size > INTRO_VIDEO_MAX_BYTES) {
    throw refused('errors:introVideoTooLarge', { max: INTRO_VIDEO_MAX_BYTES / (1024 * 1024) });
  }
  const read = async (start: number, end: number) =>
    new Uint8Array(await file.slice(start, end).arrayBuffer());
  const type = sniffVideoType(await read(0, VIDEO_SNIFF_BYTES));
  if (!type) throw refused('errors:introVideoNotVideo');
  const seconds = await videoDurationSeconds(type, file.size, read);
  if (seconds === null) throw refused('errors:introVideoNoDuration');
  if (seconds > INTRO_VIDEO_MAX_SECONDS) {
    throw refused('errors:introVideoTooLong', {
      max: INTRO_VIDEO_MAX_SECONDS,
      seconds: Math.ceil(seconds),
    });
  }
  return { blob: file, type, durationMs: Math.round(seconds * 1000) };
}

/**
 * The creator's earlier uploads nothing uses: not the profile's intro video, not sent with
 * an application. A creator who uploads again and again keeps at most the new one and the
 * one in use, not a pile of discarded files.
 */
async function pruneUnused(tx: Database, creatorId: number, keep: string): Promise<string[]> {
  const [profile] = await tx
    .select({ intro: creators.intro_video_id })
    .from(creators)
    .where(eq(creators.id, creatorId));
  const unused = await tx
    .delete(creatorVideos)
    .where(
      and(
        eq(creatorVideos.creator_id, creatorId),
        ne(creatorVideos.id, keep),
        profile?.intro ? ne(creatorVideos.id, profile.intro) : undefined,
        notExists(
          tx
            .select({ id: campaignApplications.creator_id })
            .from(campaignApplications)
            .where(eq(campaignApplications.intro_video_id, creatorVideos.id)),
        ),
      ),
    )
    .returning({ key: creatorVideos.storage_key });
  return unused.map((row) => row.key);
}

/** CreatorIntroVideoUpload; the creator's uploads take turns as its images do (uploadLimiter.ts). */
export function uploadIntroVideo(
  env: ServiceEnv,
  creatorId: number,
  file: unknown,
): Promise<CreatorVideoRow> {
  return env.services.images.uploads.run(`creator:${creatorId}`, () =>
    storeIntroVideo(env, creatorId, file),
  );
}

async function storeIntroVideo(
  env: ServiceEnv,
  creatorId: number,
  file: unknown,
): Promise<CreatorVideoRow> {
  const video = await checkedVideo(file);
  const id = randomBytes(16).toString('base64url');
  const key = introVideoKey(creatorId, id);
  const { storage } = env.services;
  // Streamed from the file it was received in, never held whole in memory.
  await storage.put(key, Readable.fromWeb(video.blob.stream() as WebReadableStream));
  let result: { row: CreatorVideoRow; unused: string[] };
  try {
    result = await env.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(creatorVideos)
        .values({
          id,
          creator_id: creatorId,
          content_type: video.type,
          size: video.blob.size,
          duration_ms: video.durationMs,
          storage_key: key,
          created_at: env.services.now(),
        })
        .returning();
      return { row: row!, unused: await pruneUnused(tx, creatorId, id) };
    });
  } catch (error) {
    await removeFiles(env, [key]);
    throw error;
  }
  await removeFiles(env, result.unused);
  return result.row;
}

/** Removes stored files, logging (not failing on) what the storage could not remove. */
export async function removeFiles(env: ServiceEnv, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      env.services.storage.delete(key).catch((cleanup: unknown) => {
        env.log.warn({ err: cleanup }, 'could not remove a stored intro video');
      }),
    ),
  );
}

/**
 * A deleted creator's intro videos: the rows go now (applications naming one lose it, by
 * their foreign key), the files once that is committed: the keys are returned.
 */
export async function dropIntroVideos(tx: Database, creatorId: number): Promise<string[]> {
  const rows = await tx
    .delete(creatorVideos)
    .where(eq(creatorVideos.creator_id, creatorId))
    .returning({ key: creatorVideos.storage_key });
  return rows.map((row) => row.key);
}

/**
 * The profile's intro video when it is one of the creator's intro video uploads (what an
 * application may carry), or null.
 */
export async function profileIntroVideoId(db: Database, creatorId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: creatorVideos.id })
    .from(creators)
    .innerJoin(creatorVideos, eq(creatorVideos.id, creators.intro_video_id))
    .where(and(eq(creators.id, creatorId), eq(creatorVideos.creator_id, creatorId)));
  return row?.id ?? null;
}
