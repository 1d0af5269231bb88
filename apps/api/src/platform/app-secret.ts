import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSettings } from '../db/schema/index.js';
import { randomToken } from './crypto.js';

/**
 * The key that signs password-reset links: APP_SECRET when set, otherwise one generated on first
 * use and kept in the database, so every API process shares it.
 */
export async function loadAppSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'app_secret', value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'app_secret'));
  return row!.value;
}
