import { join } from 'node:path';
import type { Config } from '../config';
import { localDiskStorage } from './localDisk';
import { s3Storage } from './s3';
import type { ImageStorage } from './types';

/** The storage STORAGE_URL names: DATA_DIR/uploads on this server's disk, or an S3 bucket. */
export function storageFromConfig(config: Pick<Config, 'storage' | 'dataDir'>): ImageStorage {
  return config.storage.kind === 's3'
    ? s3Storage(config.storage)
    : localDiskStorage(join(config.dataDir, 'uploads'));
}
