/**
 * ImageStorage in a bucket of an S3-compatible service, shared by every app server
 * (STORAGE_URL=s3://bucket[/prefix]). The only module that uses the AWS SDK. Credentials
 * come from the SDK's usual sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile,
 * an instance role), read by the SDK itself: nothing here sees them.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config';
import { isSafeKey } from './keys';
import type { ImageStorage } from './types';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** Parts of a multipart upload: S3's smallest (every part but the last must reach it). */
const PART_BYTES = 5 * 1024 * 1024;
/**
 * Parts sent at once. Each is a buffer of PART_BYTES assembled from the stream's chunks, so
 * one upload holds a few parts' worth (some 20 MB measured for a 60 MB video), whatever the
 * size of the file.
 */
const PARTS_AT_ONCE = 2;
/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

/** The SDK's error for a key that holds nothing (GetObject answers 404 NoSuchKey). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  return failure?.name === 'NoSuchKey' || failure?.$metadata?.httpStatusCode === 404;
}

export function s3Storage(config: S3StorageConfig): ImageStorage {
  const { bucket, prefix } = config;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 demands them (DeleteObjects): the SDK's default streams
    // uploads with trailing checksums, which several S3-compatible services do not read.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const objectKey = (key: string) => {
    // Keys are made by the server, but a bad one must never reach outside its folder.
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return prefix === '' ? key : `${prefix}/${key}`;
  };

  async function deleteBatch(keys: string[]): Promise<void> {
    const { Errors: errors = [] } = await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const [first] = errors;
    if (first) {
      throw new Error(`S3 could not delete ${errors.length} objects (${first.Code ?? 'unknown'})`);
    }
  }

  return {
    async put(key, body) {
      // One PutObject for a small body, a multipart upload for a larger stream: both are
      // atomic in S3 (readers see the whole object or none), and a failed multipart upload
      // is aborted by the library, leaving no parts behind.
      await new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
      }).done();
    },

    async get(key, range) {
      try {
        const { Body: body } = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // In Node the SDK answers with the response stream itself (an IncomingMessage).
        if (!(body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return body;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a missing key like any other: nothing to tell apart.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async deletePrefix(folder) {
      const listed = `${objectKey(folder)}/`;
      let continuation: string | undefined;
      do {
        // One page (at most 1000 keys) is deleted before the next is asked for.
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: listed,
            ContinuationToken: continuation,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        for (let at = 0; at < keys.length; at += DELETE_BATCH) {
          await deleteBatch(keys.slice(at, at + DELETE_BATCH));
        }
        continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuation);
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        // HeadBucket has no body: the status says more than the SDK's message.
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        throw new Error(
          `S3 bucket ${bucket} cannot be reached${status ? ` (HTTP ${status})` : ''}`,
          { cause: error },
        );
      }
    },

    async close() {
      client.destroy();
    },
  };
}
