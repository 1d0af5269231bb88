import { createOrganization, createUser } from '../../src/seed/factories/accounts.js';
import { signIn, STRONG_PASSWORD } from './auth-helpers.js';
import type { TestApp } from './test-app.js';

/**
 * Two organizations: Alice and Carol in the first, Bob in the second, and Dan in none. Returns a
 * session token for each.
 */
export async function companiesCast(t: TestApp) {
  const alice = await createUser(t.db, {
    email: 'alice@first.example',
    firstName: 'Alice',
    lastName: 'Ames',
    password: STRONG_PASSWORD,
    role: 'enterprise',
  });
  const carol = await createUser(t.db, {
    email: 'carol@first.example',
    firstName: 'Carol',
    lastName: 'Cole',
    password: STRONG_PASSWORD,
    role: 'enterprise',
  });
  const bob = await createUser(t.db, {
    email: 'bob@second.example',
    firstName: 'Bob',
    lastName: 'Burr',
    password: STRONG_PASSWORD,
    role: 'enterprise',
  });
  const dan = await createUser(t.db, {
    email: 'dan@solo.example',
    firstName: 'Dan',
    lastName: 'Dale',
    password: STRONG_PASSWORD,
    role: 'professional',
  });
  await createOrganization(t.db, 'First Capital', [{ userId: alice.id, memberRole: 'admin' }, { userId: carol.id }]);
  await createOrganization(t.db, 'Second Partners', [{ userId: bob.id, memberRole: 'admin' }]);
  const token = async (email: string) => signIn(t, email, STRONG_PASSWORD);
  return {
    alice: { ...alice, token: await token(alice.email) },
    carol: { ...carol, token: await token(carol.email) },
    bob: { ...bob, token: await token(bob.email) },
    dan: { ...dan, token: await token(dan.email) },
  };
}
