import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { FileStorage } from './file-storage.js';
import type { Mailer } from './mail.js';

/** What every module receives: the database, the mailer, file storage, the configuration and the signing secret. */
export interface AppDeps {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  config: Config;
  secret: string;
}
