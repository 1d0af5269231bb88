import type { Config } from '../config.js';
import type { BillingProvider } from './billing-provider.js';
import type { Database } from '../db/client.js';
import type { EventBus } from './events.js';
import type { FileStorage } from './file-storage.js';
import type { Mailer } from './mail.js';

/** What every module receives: the database, the mailer, file storage, the configuration, the signing secret, the change events and the payment provider. */
export interface AppDeps {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  config: Config;
  secret: string;
  events: EventBus;
  /** The payment provider: Stripe, or the local test mode. */
  billing: BillingProvider;
}
