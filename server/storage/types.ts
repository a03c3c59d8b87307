import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included (an HTTP Range, already checked). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Keys are `/`-separated paths of letters, digits, `_` and `-`
 * (see keys.ts): `<companyId>/<imageId>`, so one company's files share a prefix.
 * Two implementations: the local disk (localDisk.ts, one server) and an S3-compatible
 * bucket (s3.ts, shared by several servers). Sizes are kept in the database rows, not
 * asked here.
 */
export interface ImageStorage {
  /**
   * Stores the bytes under a new key; a reader never sees a partly written file. A stream
   * is stored as it is read (a video is never held whole in memory).
   */
  put(key: string, body: Uint8Array | Readable): Promise<void>;
  /**
   * The bytes as a stream (only `range`'s when given: a video player seeks with these), or
   * null when nothing is stored under the key.
   */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes one file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a deleted company's). */
  deletePrefix(prefix: string): Promise<void>;
  /** Resolves when the storage can be reached now (readiness), rejects with why not. */
  check(): Promise<void>;
  /** Releases what it holds open (the S3 client's connections); called when the app closes. */
  close?(): Promise<void>;
}
