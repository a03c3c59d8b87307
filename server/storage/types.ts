import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are `/`-separated paths of letters, digits, `_` and `-`
 * (see storageKeys.ts): `<companyId>/<imageId>`, so one company's files share a prefix.
 * Small on purpose, so an S3-compatible store can implement it later (put = PutObject,
 * get = GetObject, delete = DeleteObject, deletePrefix = list + DeleteObjects).
 */
export interface ImageStorage {
  /** Stores the bytes under a new key; a reader never sees a partly written file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removes one file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a deleted company's). */
  deletePrefix(prefix: string): Promise<void>;
}
