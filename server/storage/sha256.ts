/**
 * SHA-256 of stored files (docs/product.md#licences): a licence names each file by the hash
 * of its bytes. The hash is computed while the file is stored, from the bytes on their way
 * to the storage (a video is never read twice); a file stored before hashes were kept is
 * hashed from the storage once, when its content is accepted.
 */
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import type { ImageStorage } from './types';

/** What to store, and its hash once the storage has taken every byte. */
export interface HashedBody {
  body: Uint8Array | Readable;
  /** 64 hex digits; call it only after the storage's put resolved. */
  sha256: () => string;
}

/** `body` as the storage is given it, hashed on the way (a stream chunk by chunk). */
export function hashedBody(body: Uint8Array | Readable): HashedBody {
  const hash = createHash('sha256');
  if (body instanceof Uint8Array) {
    const digest = hash.update(body).digest('hex');
    return { body, sha256: () => digest };
  }
  let digest: string | null = null;
  const tee = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      digest = hash.digest('hex');
      done();
    },
  });
  body.on('error', (error) => tee.destroy(error));
  return {
    body: body.pipe(tee),
    sha256: () => {
      if (digest === null) throw new Error('the stream was not read to its end');
      return digest;
    },
  };
}

/** The hash of a file already stored, read as a stream; null when nothing is stored there. */
export async function storedSha256(storage: ImageStorage, key: string): Promise<string | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
