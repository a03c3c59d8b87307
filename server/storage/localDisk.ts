import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isSafeKey } from './keys';
import type { ImageStorage } from './types';

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/** The default ImageStorage: one file per key under `root` (DATA_DIR/uploads). */
export function localDiskStorage(root: string): ImageStorage {
  const pathOf = (key: string) => {
    // Keys are made by the server, but a bad one must never escape the root.
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return join(root, ...key.split('/'));
  };

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside it, then renamed: a reader sees the whole file or none.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        if (body instanceof Uint8Array) await writeFile(partial, body, { flag: 'wx' });
        else await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      const path = pathOf(key);
      // Opened first, so a missing file is a null answer rather than a stream error later.
      let handle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },

    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
