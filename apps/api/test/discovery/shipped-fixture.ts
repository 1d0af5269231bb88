import { createUser } from '../../src/seed/factories/accounts.js';
import { createSession } from '../../src/modules/auth/sessions.service.js';
import { loadShippedInvestors } from '../../src/modules/investors/load-dataset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

export interface ShippedFixture {
  t: TestApp;
  token: { pro: string; trial: string };
  /** The trial user: 3 free searches. */
  trialId: string;
}

/** An app with the shipped dataset, a professional and a trial user (3 searches), each signed in. */
export async function shippedFixture(): Promise<ShippedFixture> {
  const t = await createTestApp({ BREACH_CHECK_URL: '' });
  await loadShippedInvestors(t.db);
  const session = async (user: { id: string }) =>
    (await createSession(t.db, user.id, { ip: '10.9.0.1', userAgent: 'test' }, { maxAgeDays: 1 })).token;
  const pro = await createUser(t.db, { email: 'pro@example.com', role: 'professional' });
  const trial = await createUser(t.db, { email: 'trial@example.com', role: 'enterprise', freeTrial: true, remainingTrial: 3 });
  return { t, token: { pro: await session(pro), trial: await session(trial) }, trialId: trial.id };
}
