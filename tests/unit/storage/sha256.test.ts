import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { hashedBody, storedSha256 } from '@/server/storage/sha256';
import type { ImageStorage } from '@/server/storage/types';

const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 31) % 251);

/** What a storage does with a stream: reads it to its end, keeping the bytes. */
async function stored(body: Uint8Array | Readable): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return body;
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await pipeline(body, sink);
  return new Uint8Array(Buffer.concat(chunks));
}

describe('SHA-256 of stored files', () => {
  it('hashes bytes, and a stream as the storage reads it, passing every byte on', async () => {
    const whole = hashedBody(bytes);
    expect(whole.sha256()).toBe(hex(bytes));

    const chunks = [bytes.subarray(0, 65_536), bytes.subarray(65_536)];
    const streamed = hashedBody(Readable.from(chunks.map((chunk) => Buffer.from(chunk))));
    expect(() => streamed.sha256()).toThrow(/not read to its end/);
    expect(await stored(streamed.body)).toEqual(bytes);
    expect(streamed.sha256()).toBe(hex(bytes));
  });

  it('fails the storage when the stream it reads fails', async () => {
    const source = new PassThrough();
    const hashed = hashedBody(source);
    const storing = stored(hashed.body);
    source.write(Buffer.from(bytes.subarray(0, 10)));
    source.destroy(new Error('the upload was cut'));
    await expect(storing).rejects.toThrow('the upload was cut');
  });

  it('hashes a file already stored, and answers null for one that is not', async () => {
    const storage = {
      get: async (key: string) => (key === 'here' ? Readable.from([Buffer.from(bytes)]) : null),
    } as Pick<ImageStorage, 'get'> as ImageStorage;
    expect(await storedSha256(storage, 'here')).toBe(hex(bytes));
    expect(await storedSha256(storage, 'gone')).toBeNull();
  });
});
