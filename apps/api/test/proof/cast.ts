import { FREE_TRIAL_SEARCHES } from '@dealscout/domain';
import { expect } from 'vitest';
import { createOrganization, createUser } from '../../src/seed/factories/accounts.js';
import { upsertDatasetInvestors } from '../../src/modules/investors/load-dataset.js';
import { lastMailTo, signIn, STRONG_PASSWORD } from '../support/auth-helpers.js';
import { made } from '../support/investors-fixture.js';
import { createTestApp, nextClientAddress, type TestApp } from '../support/test-app.js';
import { mintApiKey, ownerResources } from './owner-resources.js';

/** The investor the search and detail routes find. */
export const MATRIX_INVESTOR = made.eyeFund;

/** Who calls, in the order the matrix tries them on each route (the owner last, since it may use things up). */
export const ACTORS = ['anonymous', 'resetBearer', 'apiKey', 'stranger', 'otherOrg', 'superuser', 'colleague', 'owner'] as const;
export type ActorName = (typeof ACTORS)[number];

/** Actors that are signed in with a session of their own, and can sign in again for a fresh one. */
const SESSION_ACTORS = ['stranger', 'otherOrg', 'superuser', 'colleague', 'owner'] as const;
type SessionActor = (typeof SESSION_ACTORS)[number];
const isSessionActor = (actor: ActorName): actor is SessionActor => (SESSION_ACTORS as readonly string[]).includes(actor);

/** The bearer of a password-reset link, as the reset page receives it. */
async function resetBearerOf(t: TestApp, email: string): Promise<string> {
  const forgot = await t.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email },
    remoteAddress: nextClientAddress(),
  });
  expect(forgot.statusCode, forgot.body).toBe(200);
  const [, uidb64, token] = /\/reset-password\/([\w-]+)\/([\w-]+)/.exec(await lastMailTo(t, email))!;
  const check = await t.app.inject({ method: 'GET', url: `/api/reset-password/${uidb64}/${token}`, remoteAddress: nextClientAddress() });
  expect(check.statusCode, check.body).toBe(200);
  return check.json().token;
}

/**
 * Real actors, made with the factories and signed in through the API: the owner and a colleague in
 * one organization, a member of another organization, a stranger and a superuser in none, an API
 * key of the owner's, and the reset-link bearer of a user of their own. Plus the owner's resources.
 */
export async function createCast(t: TestApp) {
  const email = (who: string) => `proof-${who}@example.com`;
  // Enterprise users search investors on a free trial (spec part 2 §6), as the demo's do.
  const user = (who: string, fields: { isSuperuser?: boolean } = {}) =>
    createUser(t.db, {
      email: email(who),
      firstName: 'Matrix',
      lastName: who,
      password: STRONG_PASSWORD,
      role: 'enterprise',
      freeTrial: true,
      remainingTrial: FREE_TRIAL_SEARCHES,
      ...fields,
    });
  const owner = await user('owner');
  const colleague = await user('colleague');
  const otherOrg = await user('other');
  await user('stranger');
  await user('superuser', { isSuperuser: true });
  await user('resetter');
  const organization = await createOrganization(t.db, 'Matrix Partners', [
    { userId: owner.id, memberRole: 'admin' },
    { userId: colleague.id },
  ]);
  await createOrganization(t.db, 'Elsewhere', [{ userId: otherOrg.id, memberRole: 'admin' }]);
  // One investor, public to every signed-in user, for the search and detail routes.
  await upsertDatasetInvestors(t.db, [MATRIX_INVESTOR]);

  const emails: Record<SessionActor, string> = {
    owner: email('owner'),
    colleague: email('colleague'),
    otherOrg: email('other'),
    stranger: email('stranger'),
    superuser: email('superuser'),
  };
  const tokens: Partial<Record<ActorName, string>> = {};
  for (const actor of SESSION_ACTORS) tokens[actor] = await signIn(t, emails[actor], STRONG_PASSWORD);
  const ownerSession = { id: owner.id, email: owner.email, organizationId: organization.id, token: () => tokens.owner! };
  const key = await mintApiKey(t, ownerSession);
  tokens.apiKey = key!.apiKey;
  tokens.resetBearer = await resetBearerOf(t, email('resetter'));

  return {
    resources: await ownerResources(t, ownerSession),
    /** The credential an actor calls with; the anonymous caller has none. */
    tokenOf: (actor: ActorName) => tokens[actor],
    /** Carries on with the session a reply handed out (a password change ends the others). */
    adoptToken: (actor: ActorName, token: string) => {
      tokens[actor] = token;
    },
    /** A second session for a signed-in actor (so signing it out leaves the first alone); others keep theirs. */
    freshTokenOf: async (actor: ActorName) => (isSessionActor(actor) ? signIn(t, emails[actor], STRONG_PASSWORD) : tokens[actor]),
  };
}

export type Cast = Awaited<ReturnType<typeof createCast>>;

/** A fresh test app (breach check off, so password changes stay offline) with its cast. */
export async function appWithCast() {
  const t = await createTestApp({ BREACH_CHECK_URL: '' });
  return { t, cast: await createCast(t) };
}
