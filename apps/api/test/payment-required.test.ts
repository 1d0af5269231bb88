import { companyRoutes, REFUSALS } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, subscriptions, users } from '../src/db/schema/index.js';
import { applyPlanFlags } from '../src/modules/billing/plan-flags.js';
import { createUser } from '../src/seed/factories/accounts.js';
import { insertCompany } from '../src/seed/factories/companies.js';
import type { RouteEntry } from '../src/platform/route-access.js';
import { databaseSnapshotter, snapshotChanges } from './proof/db-snapshot.js';
import { mintApiKey } from './proof/owner-resources.js';
import { bearer, sessionCookieOf, signIn, signUpThroughApi, STRONG_PASSWORD } from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// A sign-up with SIGNUP_PAYMENT=required (the default) that left its checkout unpaid: signed in by the code
// (the checkout is theirs alone), and owing the plan until the checkout completes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
});
afterAll(() => t.close());

/** Signs up and verifies the address through the API; the checkout is left unpaid. */
async function signUp(app: TestApp, email: string) {
  const verified = await signUpThroughApi(app, email, { first_name: 'Una', last_name: 'Paid' });
  expect(verified.statusCode, verified.body).toBe(200);
  return { checkoutUrl: verified.json().checkout_url as string | null, session: sessionCookieOf(verified)?.value };
}

const inject = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload && { payload }) });

/** A request a route would take, as far as the guard goes: ids are any uuid (the guard answers before they are read). */
const anyUrl = (route: Pick<RouteEntry, 'url'>) => route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
const REFUSAL = { error: REFUSALS.payment_required.message, code: 'payment_required' };

describe('an unpaid sign-up: the plan is owed until the checkout completes', () => {
  let token: string;
  let checkoutUrl: string;
  beforeAll(async () => {
    const signedUp = await signUp(t, 'unpaid@example.com');
    checkoutUrl = signedUp.checkoutUrl!;
    token = signedUp.session!;
  });

  it('the profile says so, and the account still signs in (to pay)', async () => {
    const me = await inject('GET', '/api/user', token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user).toMatchObject({ payment_required: true, is_subscribed: false, algo_access: false });
    const again = await signIn(t, 'unpaid@example.com', STRONG_PASSWORD);
    expect((await inject('GET', '/api/user-profile', again)).json()).toMatchObject({ payment_required: true });
  });

  it('every route that needs the plan answers 402 payment_required and writes nothing', async () => {
    const guarded = t.app.routeTable.filter((route) => route.access === 'user');
    // The product: investor search, Florence, exports, companies, saved searches, leads, tasks...
    expect(guarded.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/dataset',
        '/api/user-company',
        '/api/company-buyers/:companyId',
        '/api/crm-export',
        '/api/saved-searches',
      ]),
    );
    const snapshots = await databaseSnapshotter(t.db);
    const before = await snapshots.take();
    const wrong: string[] = [];
    for (const route of guarded) {
      const response = await inject(route.method, anyUrl(route), token, route.method === 'GET' ? undefined : { name: 'Sneaky' });
      if (response.statusCode !== 402 || response.json().code !== 'payment_required') {
        wrong.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(snapshotChanges(before, await snapshots.take())).toEqual([]);
    expect((await inject('GET', '/api/dataset?search=health', token)).json()).toEqual(REFUSAL);
  });

  it('a body of the wrong type or a foreign id changes nothing: the guard answers before the request is read', async () => {
    const other = await createUser(t.db, { email: 'other@example.com', role: 'professional', password: STRONG_PASSWORD });
    const theirs = await insertCompany(t.db, { name: 'Theirs', createdBy: other.id });
    for (const [method, url, payload] of [
      ['POST', '/api/user-company', 'not json at all'],
      ['POST', '/api/user-company', [1, 2, 3]],
      ['PUT', `/api/user-company/${theirs.id}`, { company_name: 'Mine now' }],
      ['DELETE', `/api/user-company?id=${theirs.id}`, undefined],
      ['POST', `/api/duplicate-company/${theirs.id}`, { company_name: 'Copy' }],
      ['PUT', `/api/company-buyers/${theirs.id}`, undefined],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...bearer(token), ...(typeof payload === 'string' && { 'content-type': 'application/json' }) },
        ...(payload !== undefined && { payload: payload as never }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(402);
      expect(response.json()).toEqual(REFUSAL);
    }
    expect(await t.db.select({ name: companies.name }).from(companies)).toEqual([{ name: 'Theirs' }]);
  });

  it('sign-out, the profile, billing and the page views stay open', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/user', undefined],
      ['GET', '/api/user-profile', undefined],
      ['PUT', '/api/user-profile', { first_name: 'Una', last_name: 'Payer' }],
      ['GET', '/api/api-keys', undefined],
      ['GET', '/api/subscription', undefined],
      ['POST', '/api/session-heartbeat', undefined],
    ] as const) {
      const response = await inject(method, url, token, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    }
    // An API key, minted from the open profile, reads no more of the product than the session.
    const key = await mintApiKey(t, { email: 'unpaid@example.com', token: () => token });
    expect((await inject('GET', '/api/dataset?search=health', key!.apiKey)).json()).toEqual(REFUSAL);
    // The profile cannot be told the plan is paid.
    await inject('PUT', '/api/user-profile', token, {
      first_name: 'Una',
      last_name: 'Payer',
      payment_required: false,
      is_subscribed: true,
    });
    expect((await inject('GET', '/api/dataset?search=health', token)).statusCode).toBe(402);
    // The subscription page's own checkout is open too (a new one: the sign-up's is still waiting).
    const checkout = await inject('POST', '/api/subscription', token, { plan: 'yearly' });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const spare = await signIn(t, 'unpaid@example.com', STRONG_PASSWORD);
    expect((await inject('POST', '/api/logout', spare)).statusCode).toBe(204);
    expect((await inject('GET', '/api/user', spare)).statusCode).toBe(401);
  });

  it("paying the sign-up's checkout opens the product", async () => {
    const session = new URL(checkoutUrl, 'http://app.test').pathname.split('/').pop()!;
    const paid = await inject('POST', `/api/test-checkout/${session}/complete`, token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await inject('GET', '/api/user', token)).json().user).toMatchObject({ payment_required: false, is_subscribed: true });
    expect((await inject('GET', '/api/dataset?search=health', token)).statusCode).toBe(200);
    const created = await t.call(companyRoutes.create, { body: { company_name: 'Paid Co' } }, { token });
    expect(created.statusCode, created.body).toBe(201);
  });
});

describe('accounts that owe no sign-up payment are not asked for one', () => {
  it('SIGNUP_PAYMENT=off: the sign-up uses the product at once', async () => {
    const free = await createTestApp({ BREACH_CHECK_URL: '', SIGNUP_PAYMENT: 'off' });
    try {
      await signUp(free, 'free@example.com');
      const token = await signIn(free, 'free@example.com', STRONG_PASSWORD);
      const me = await free.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect(me.json().user).toMatchObject({ payment_required: false });
      const search = await free.app.inject({ method: 'GET', url: '/api/dataset?search=health', headers: bearer(token) });
      expect(search.statusCode, search.body).toBe(200);
    } finally {
      await free.close();
    }
  });

  it('an account an operator made, or a lapsed subscriber, is not held: only a sign-up never paid is', async () => {
    const made = await createUser(t.db, { email: 'made@example.com', role: 'professional', password: STRONG_PASSWORD });
    const lapsed = await createUser(t.db, { email: 'lapsed@example.com', role: 'professional', password: STRONG_PASSWORD });
    const base = { plan: 'monthly' as const, priceCents: 5_000 };
    await t.db.insert(subscriptions).values([
      // A checkout opened from the subscription page and abandoned.
      { ...base, userId: made.id, purpose: 'upgrade' },
      // A sign-up paid once, then canceled and ended.
      { ...base, userId: lapsed.id, purpose: 'signup', status: 'canceled', startedAt: new Date(Date.now() - 60 * 86_400_000) },
    ]);
    for (const user of [made, lapsed]) {
      await applyPlanFlags(t.db, user.id);
      const token = await signIn(t, user.email, STRONG_PASSWORD);
      const search = await inject('GET', '/api/dataset?search=health', token);
      expect(search.statusCode, `${user.email}: ${search.body}`).toBe(200);
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, lapsed.id));
    expect(after).toMatchObject({ paymentRequired: false, isSubscribed: false, algoAccess: false });
  });
});
