import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { EventBus } from './events.js';
import type { FileStorage } from './file-storage.js';
import type { Mailer } from './mail.js';

/** What every module receives: the database, the mailer, file storage, the configuration, the signing secret and the change events. */
export interface AppDeps {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  config: Config;
  secret: string;
  events: EventBus;
}
