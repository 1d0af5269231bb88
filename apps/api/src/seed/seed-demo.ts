import { FREE_TRIAL_SEARCHES } from '@dealscout/domain';
import { randomCode } from '../platform/crypto.js';
import { hashPassword } from '../platform/passwords.js';
import type { Database } from '../db/client.js';
import { lakesideEyeAnswers, northwindDermAnswers } from './demo-companies.js';
import { createOrganization, createUser } from './factories/accounts.js';
import { insertCompany } from './factories/companies.js';
import { seedActivityHistory } from './demo-history.js';
import { users } from '../db/schema/index.js';

/** How far back the demo accounts' sign-ins and downloads go. */
export const DEMO_HISTORY_DAYS = 90;

export interface DemoAccount {
  email: string;
  password: string;
  what: string;
}

/**
 * Demo data for a new installation: a professional, an enterprise user in an organization with a
 * second member (who must change the given password at first sign-in), and a superuser, with two
 * companies answered in full (one shared with the organization), and 90 days of sign-ins and downloads
 * (flagged demo) for the analytics. Runs only
 * while there is no user. Passwords are DEMO_PASSWORD, or new random ones (main.ts shows them on each start, seed/demo-credentials.ts).
 */
export async function seedDemoData(db: Database, fixedPassword?: string, trialSearches = FREE_TRIAL_SEARCHES): Promise<DemoAccount[]> {
  if ((await db.$count(users)) > 0) return [];
  const passwords = Array.from({ length: 4 }, () => fixedPassword ?? `${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`);
  // Side by side on libuv's threads: four argon2 hashes in a row were most of a first start's seeding.
  const hashes = await Promise.all(passwords.map(hashPassword));
  const accounts: DemoAccount[] = [];
  // Investor search counts an enterprise user's searches (spec part 2 §6); FREE_TRIAL_SEARCHES of them.
  const trial = { freeTrial: true, remainingTrial: trialSearches };
  const add = async (fields: Parameters<typeof createUser>[1], what: string) => {
    const index = accounts.length;
    accounts.push({ email: fields.email, password: passwords[index]!, what });
    return createUser(db, { ...fields, passwordHash: hashes[index]! });
  };

  const professional = await add(
    { email: 'pro@dealscout.demo', firstName: 'Paula', lastName: 'Reyes', role: 'professional' },
    'professional',
  );
  const enterprise = await add(
    { email: 'enterprise@dealscout.demo', firstName: 'Evan', lastName: 'Brooks', role: 'enterprise', ...trial },
    'enterprise, Northwind Health Partners',
  );
  const colleague = await add(
    {
      email: 'colleague@dealscout.demo',
      firstName: 'Chloe',
      lastName: 'Nguyen',
      role: 'enterprise',
      ...trial,
      isLoggedOnce: false,
    },
    'enterprise, Northwind Health Partners; asked to change the password at first sign-in',
  );
  const admin = await add(
    { email: 'admin@dealscout.demo', firstName: 'Ada', lastName: 'Admin', role: 'professional', isSuperuser: true },
    'superuser',
  );
  const organization = await createOrganization(db, 'Northwind Health Partners', [
    { userId: enterprise.id, memberRole: 'admin' },
    { userId: colleague.id, memberRole: 'member' },
  ]);
  await insertCompany(db, { name: 'Lakeside Eye Partners', createdBy: professional.id, userInput: lakesideEyeAnswers });
  await insertCompany(db, {
    name: 'Northwind Dermatology Group',
    createdBy: enterprise.id,
    organizationId: organization.id,
    shared: true,
    userInput: northwindDermAnswers,
  });
  // So the admin analytics are not empty on a fresh machine.
  await seedActivityHistory(db, [professional.id, enterprise.id, admin.id], { days: DEMO_HISTORY_DAYS });
  return accounts;
}
