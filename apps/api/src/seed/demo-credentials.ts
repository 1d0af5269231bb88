import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { verifyPassword } from '../platform/passwords.js';
import type { Database } from '../db/client.js';
import type { DemoAccount } from './seed-demo.js';
import { userByEmail } from '../modules/auth/users.repository.js';

const FILE = 'demo-accounts.json';

/** Keeps the demo accounts' passwords beside the local data (readable by its owner only), so every start can show them. */
export async function rememberDemoAccounts(dataDir: string, accounts: DemoAccount[]) {
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, FILE), JSON.stringify(accounts, null, 2), { mode: 0o600 });
}

/** The demo accounts whose password is still the one they were given: changed ones are not shown again. */
export async function demoAccountsStillValid(db: Database, dataDir: string): Promise<DemoAccount[]> {
  const file = path.join(dataDir, FILE);
  if (!existsSync(file)) return [];
  const accounts = JSON.parse(await readFile(file, 'utf8')) as DemoAccount[];
  const stillValid = await Promise.all(
    accounts.map(async (account) => {
      const user = await userByEmail(db, account.email);
      return !!user && (await verifyPassword(user.passwordHash, account.password));
    }),
  );
  return accounts.filter((_, index) => stillValid[index]);
}
