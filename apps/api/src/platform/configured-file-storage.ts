import path from 'node:path';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { localFileStorage, type FileStorage } from './file-storage.js';
import { postgresFileStorage } from './postgres-file-storage.js';
import { s3FileStorage } from './s3-file-storage.js';

type StorageConfig = Pick<Config, 'FILE_STORAGE' | 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>;

/** The file storage FILE_STORAGE names: DATA_DIR/files on this machine's disk, the database, or an S3-compatible bucket. */
export function configuredFileStorage(config: StorageConfig, db: Database): FileStorage {
  switch (config.FILE_STORAGE) {
    case 'postgres':
      return postgresFileStorage(db);
    case 's3':
      return s3FileStorage({
        // loadConfig refuses FILE_STORAGE=s3 without a bucket.
        bucket: config.S3_BUCKET!,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      });
    case 'disk':
      return localFileStorage(path.join(config.DATA_DIR, 'files'));
  }
}
