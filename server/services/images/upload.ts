import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  IMAGE_MAX_BYTES,
  IMAGE_QUOTA_BYTES,
  IMAGE_SNIFF_BYTES,
  imageProblemOf,
  sniffImageType,
} from '../../../domain/images/rules';
import type { ImageProblem } from '../../../domain/images/rules';
import { FOREIGN_KEY_VIOLATION, isPgError } from '../../db/errors';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { images } from '../../db/schema/images';
import type { ImageRow } from '../../db/schema/images';
import { imageKey } from '../../storage/keys';
import { judgeImage, TOO_MANY_PIXELS } from './judge';
import { quotaExceeded, reserveQuota, storedBytes } from './quota';
import type { ServiceEnv } from '../env';
import { ServiceError } from '../errors';
import type { ServiceErrorCode } from '../errors';

const PROBLEM_CODES: Record<ImageProblem, ServiceErrorCode> = {
  'images:errors.empty': 'IMAGE_EMPTY',
  'images:errors.tooLarge': 'IMAGE_TOO_LARGE',
  'images:errors.unsupported': 'IMAGE_UNSUPPORTED',
};

/** An upload refused for its content; the message is also given for the `file` field. */
export function imageRefused(problem: ImageProblem): ServiceError {
  return new ServiceError(PROBLEM_CODES[problem], problem, {
    fields: { file: { key: problem, values: {} } },
  });
}

/** An image over IMAGE_MAX_PIXELS by its header; the message is also given for `file`. */
function tooManyPixels(values: Record<string, number>): ServiceError {
  return new ServiceError('IMAGE_TOO_MANY_PIXELS', TOO_MANY_PIXELS, {
    values,
    fields: { file: { key: TOO_MANY_PIXELS, values } },
  });
}

/** A file part as yoga gives it (its own File class, not necessarily the global one). */
function isBlob(value: unknown): value is Blob {
  const blob = value as Partial<Blob> | null;
  return typeof blob?.size === 'number' && typeof blob.arrayBuffer === 'function';
}

/** 128 random bits, URL-safe: the id is the only key to GET /v1/images/:id. */
function newImageId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * ImageUpload: checks the bytes (empty, over IMAGE_MAX_BYTES, not PNG/JPEG/GIF/WebP by
 * their magic number, over IMAGE_MAX_PIXELS by their header, and then by decoding them
 * in a worker; the name and declared type are ignored), refuses them past the company's
 * storage quota, stores them, then records the row. A company has at most 3 uploads
 * running and 7 waiting (uploadLimiter.ts). A refusal stores nothing; a failed insert
 * removes the stored file again.
 */
export function uploadImage(env: ServiceEnv, companyId: number, file: unknown): Promise<ImageRow> {
  return env.services.images.uploads.run(`company:${companyId}`, () =>
    storeImage(env, companyId, file),
  );
}

async function storeImage(env: ServiceEnv, companyId: number, file: unknown): Promise<ImageRow> {
  // The File scalar takes any value: a string in a JSON request is not a file at all.
  if (!isBlob(file)) throw imageRefused('images:errors.unsupported');
  // An oversized file is refused by its size alone, without copying it.
  const bytes = new Uint8Array(
    file.size > IMAGE_MAX_BYTES ? new ArrayBuffer(0) : await file.arrayBuffer(),
  );
  const head = bytes.subarray(0, IMAGE_SNIFF_BYTES);
  const problem = imageProblemOf(file.size, head);
  if (problem) throw imageRefused(problem);
  // imageProblemOf refused anything sniffImageType does not recognise.
  const contentType = sniffImageType(head)!;
  // What is stored must be an image, not only start like one, and not too large to decode.
  const verdict = await judgeImage(env.services.images.decoder, bytes, contentType);
  if (verdict?.problem === 'tooManyPixels') throw tooManyPixels(verdict.values);
  if (verdict) throw imageRefused('images:errors.unsupported');

  // A cheap early refusal, before writing the file; reserveQuota decides exactly.
  if ((await storedBytes(env.db, companyId)) + bytes.byteLength > IMAGE_QUOTA_BYTES) {
    throw quotaExceeded();
  }

  const id = newImageId();
  const key = imageKey(companyId, id);
  const { storage } = env.services;
  try {
    await storage.put(key, bytes);
  } catch (error) {
    // The company was deleted while its file was written (its folder went with it): the
    // same answer as when that happens just after (below), not an internal error.
    if (!(await companyExists(env.db, companyId))) throw companyGone();
    throw error;
  }
  try {
    return await env.db.transaction(async (tx) => {
      // The company was deleted meanwhile (its session is about to stop working anyway).
      if (!(await reserveQuota(tx, companyId, bytes.byteLength))) throw companyGone();
      const [row] = await tx
        .insert(images)
        .values({
          id,
          company_id: companyId,
          content_type: contentType,
          size: bytes.byteLength,
          storage_key: key,
          created_at: env.services.now(),
        })
        .returning();
      return row!;
    });
  } catch (error) {
    await storage.delete(key).catch((cleanup: unknown) => {
      env.log.warn({ err: cleanup }, 'could not remove the file of a failed upload');
    });
    if (isPgError(error, FOREIGN_KEY_VIOLATION)) throw companyGone();
    throw error;
  }
}

const companyGone = () => new ServiceError('NOT_FOUND', 'errors:notFound');

async function companyExists(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row !== undefined;
}
