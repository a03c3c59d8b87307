/**
 * What every ImageStorage does, the same on the local disk and in an S3 bucket: the app
 * cannot tell them apart.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localDiskStorage } from '@/server/storage/localDisk';
import { s3Storage } from '@/server/storage/s3';
import type { S3StorageConfig } from '@/server/storage/s3';
import type { ImageStorage } from '@/server/storage/types';
import { startS3Server } from './helpers/s3Server';
import type { S3Server } from './helpers/s3Server';

interface Subject {
  storage: ImageStorage;
  /** The same kind of storage where nothing can be stored (check must fail). */
  unreachable: ImageStorage;
  /** Whether to run the slow test of a prefix longer than a listing page (once per kind). */
  manyFiles: boolean;
}

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'ugc-storage-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
  // The SDK reads its credentials from the process environment itself.
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.env.AWS_ACCESS_KEY_ID!);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.env.AWS_SECRET_ACCESS_KEY!);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3?.stop();
});

const s3Config = (bucket: string, prefix: string): S3StorageConfig => ({
  kind: 's3',
  bucket,
  prefix,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
});

const subjects: Array<[string, () => Subject]> = [
  [
    'local disk',
    () => {
      const blocked = join(tempFolder(), 'a-file');
      writeFileSync(blocked, '');
      return {
        storage: localDiskStorage(join(tempFolder(), 'uploads')),
        // A root below a file cannot be made.
        unreachable: localDiskStorage(join(blocked, 'uploads')),
        manyFiles: true,
      };
    },
  ],
  [
    'S3',
    () => ({
      storage: s3Storage(s3Config(s3.bucket, `run${Date.now()}`)),
      unreachable: s3Storage(s3Config('no-such-bucket', '')),
      manyFiles: true,
    }),
  ],
  [
    'S3 without a prefix',
    () => ({
      storage: s3Storage(s3Config(s3.bucket, '')),
      unreachable: s3Storage(s3Config('no-such-bucket', 'x')),
      manyFiles: false,
    }),
  ],
];

const bytes = (size: number, seed = 1) => {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 7 + seed) % 256;
  return out;
};

/** Bytes as a short fingerprint: comparing megabytes element by element is slow. */
const digest = (data: Uint8Array) =>
  `${data.byteLength} bytes, sha256 ${createHash('sha256').update(data).digest('hex')}`;

/** What a stream holds, as digest() gives it; null for no stream. */
async function read(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return digest(Buffer.concat(chunks));
}

/** A stream of `size` bytes in chunks of 64 KiB, made as it is read. */
function streamOf(data: Uint8Array): Readable {
  return Readable.from(
    (function* chunks() {
      for (let at = 0; at < data.length; at += 64 * 1024) yield data.subarray(at, at + 64 * 1024);
    })(),
  );
}

describe.each(subjects)('%s storage', (_name, make) => {
  let subject: Subject;
  beforeAll(() => {
    subject = make();
  });
  afterAll(async () => {
    await subject.storage.close?.();
    await subject.unreachable.close?.();
  });
  let counter = 0;
  const freshKey = (company = 1) => `${company}/file${++counter}`;

  it('stores bytes and gives them back whole', async () => {
    const key = freshKey();
    const data = bytes(1000);
    await subject.storage.put(key, data);
    expect(await read(await subject.storage.get(key))).toBe(digest(data));
  });

  it('stores a stream larger than a multipart part, as it is read', async () => {
    const key = freshKey();
    // Over 5 MB: S3 receives it as a multipart upload of two parts.
    const data = bytes(6 * 1024 * 1024 + 123, 3);
    await subject.storage.put(key, streamOf(data));
    expect(await read(await subject.storage.get(key))).toBe(digest(data));
  });

  it('gives a range of bytes, both ends included', async () => {
    const key = freshKey();
    const data = bytes(5000, 5);
    await subject.storage.put(key, data);
    expect(await read(await subject.storage.get(key, { start: 10, end: 19 }))).toBe(
      digest(data.subarray(10, 20)),
    );
    expect(await read(await subject.storage.get(key, { start: 4990, end: 4999 }))).toBe(
      digest(data.subarray(4990)),
    );
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await subject.storage.get(freshKey())).toBeNull();
    expect(await subject.storage.get(freshKey(), { start: 0, end: 9 })).toBeNull();
  });

  it('replaces a key written again', async () => {
    const key = freshKey();
    await subject.storage.put(key, new TextEncoder().encode('first'));
    await subject.storage.put(key, new TextEncoder().encode('second'));
    expect(await text((await subject.storage.get(key))!)).toBe('second');
  });

  it('deletes one file, and a missing one without error', async () => {
    const [kept, removed] = [freshKey(), freshKey()];
    await subject.storage.put(kept, bytes(10));
    await subject.storage.put(removed, bytes(10));
    await subject.storage.delete(removed);
    await subject.storage.delete(removed);
    expect(await subject.storage.get(removed)).toBeNull();
    expect(await read(await subject.storage.get(kept))).toBe(digest(bytes(10)));
  });

  it('deletes every file under a prefix, and nothing of other prefixes', async () => {
    // 20 and 200 start with "2" too: a prefix is a folder, not a string start.
    const company = 2;
    const gone = [`${company}/a`, `${company}/content/b`, `${company}/content/c`];
    const kept = [`${company}0/a`, `${company}00/content/b`, `3/a`];
    for (const key of [...gone, ...kept]) await subject.storage.put(key, bytes(5));
    await subject.storage.deletePrefix(String(company));
    for (const key of gone) expect(await subject.storage.get(key), key).toBeNull();
    for (const key of kept)
      expect(await read(await subject.storage.get(key)), key).toBe(digest(bytes(5)));
    // Nothing left to delete is not an error.
    await subject.storage.deletePrefix(String(company));
  });

  it('deletes a prefix of more files than one listing page holds', async (context) => {
    if (!subject.manyFiles) return context.skip();
    const company = 4;
    const keys = Array.from({ length: 1005 }, (_, i) => `${company}/f${i}`);
    for (let at = 0; at < keys.length; at += 50) {
      await Promise.all(keys.slice(at, at + 50).map((key) => subject.storage.put(key, bytes(1))));
    }
    await subject.storage.deletePrefix(String(company));
    for (const key of [keys[0]!, keys[999]!, keys[1000]!, keys[1004]!]) {
      expect(await subject.storage.get(key), key).toBeNull();
    }
  });

  it('tells whether it can be reached', async () => {
    await expect(subject.storage.check()).resolves.toBeUndefined();
    await expect(subject.unreachable.check()).rejects.toThrow();
  });

  it('refuses a key that could reach outside its folder', async () => {
    for (const key of ['../escape', '1/../../x', '/abs', '1//x', '1/.hidden', '']) {
      await expect(subject.storage.put(key, bytes(1)), key).rejects.toThrow(/unsafe/);
      await expect(subject.storage.get(key), key).rejects.toThrow(/unsafe/);
      await expect(subject.storage.delete(key), key).rejects.toThrow(/unsafe/);
      await expect(subject.storage.deletePrefix(key), key).rejects.toThrow(/unsafe/);
    }
  });
});
