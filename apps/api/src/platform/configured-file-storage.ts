import path from 'node:path';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { localFileStorage, type FileStorage } from './file-storage.js';
import { postgresFileStorage } from './postgres-file-storage.js';

/** The file storage FILE_STORAGE names: DATA_DIR/files on this machine's disk, or the database. */
export function configuredFileStorage(config: Pick<Config, 'FILE_STORAGE' | 'DATA_DIR'>, db: Database): FileStorage {
  return config.FILE_STORAGE === 'postgres' ? postgresFileStorage(db) : localFileStorage(path.join(config.DATA_DIR, 'files'));
}
