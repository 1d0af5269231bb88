import { testingRoutes } from '@dealscout/domain';
import { expect, type APIRequestContext } from '@playwright/test';
import { mailCount, waitForMail } from './outbox';
import { callRoute } from './api-call';

/** A password the strength rules accept, for users the journeys create. */
export const FIXTURE_PASSWORD = 'Amber-Quarry-Falcon-38';

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export interface Account {
  email: string;
  password: string;
}

/** A self-registered account and the Professional plan's checkout its sign-up was sent to (paid sign-up), if any. */
export interface Registration extends Account {
  checkoutUrl: string | null;
}

/**
 * A professional signed up and verified through the public API. With paid sign-up (the default) the
 * verification signs `api` in (the checkout is the user's alone) and the checkout is left unpaid: the
 * account has no subscription and no algo_access, and owes the payment (the product answers 402).
 */
export async function registerProfessional(api: APIRequestContext, name: string): Promise<Registration> {
  const email = uniqueEmail(name);
  const password = FIXTURE_PASSWORD;
  const before = await mailCount();
  const registered = await api.post('/api/register', {
    data: { first_name: 'Fresh', last_name: 'User', email, password, password2: password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = await registered.json();
  const code = await waitForMail(email, /verification code is (\d{6})/, before);
  const verified = await api.post(`/api/email-verification/${token}`, { data: { otp: code, password } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password, checkoutUrl: (await verified.json()).checkout_url };
}

/** Pays a test-mode checkout (what 'Pay' on its page does): the provider's events go through the webhook. */
export async function payTestCheckout(api: APIRequestContext, checkoutUrl: string) {
  const session = checkoutUrl.split('/').pop()!;
  const paid = await api.post(`/api/test-checkout/${session}/complete`);
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Signs in through the API, both steps. `api` keeps the session, so with `page.request` the page is signed in too. */
export async function signInThroughApi(api: APIRequestContext, account: Account) {
  const before = await mailCount();
  const login = await api.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  const code = await waitForMail(account.email, /sign-in code: (\d{6})/, before);
  const signedIn = await api.post(`/api/otp-verification/${(await login.json()).user_id}`, { data: { otp: code } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

/**
 * A professional signed up and signed in through the API (a self-registered account is not asked for a new
 * password). `paid` (the default): the sign-up's checkout is paid in test mode, so the account is subscribed with
 * algo_access; unpaid, the product waits for that payment (402 payment_required, the subscription page).
 */
export async function newProfessional(api: APIRequestContext, name: string, { paid = true } = {}): Promise<Account> {
  const { checkoutUrl, ...account } = await registerProfessional(api, name);
  if (paid && checkoutUrl) await payTestCheckout(api, checkoutUrl);
  await signInThroughApi(api, account);
  return account;
}

interface OrganizationMember {
  first_name: string;
  last_name: string;
  organization_role: 'admin' | 'member';
  /** Asked for a new password at the first sign-in, as an account handed a default password is. */
  must_change_password?: boolean;
  /** On a free trial with this many investor searches left. */
  free_trial_searches?: number;
  /** Enterprise unless said otherwise. */
  role?: 'professional' | 'enterprise';
}

interface CompanyFixture {
  name: string;
  /** The member's key in `members`. */
  owner: string;
  shared?: boolean;
}

/**
 * An organization of enterprise users with their companies, through the tests-only fixtures route (the
 * public API cannot make one). Members get unique e-mails; the result maps each key of `members` to its account.
 */
export async function organizationFixture<Key extends string>(
  api: APIRequestContext,
  spec: { name: string; members: Record<Key, OrganizationMember>; companies?: CompanyFixture[] },
): Promise<Record<Key, Account>> {
  const entries = Object.entries(spec.members) as [Key, OrganizationMember][];
  const accounts = Object.fromEntries(entries.map(([key]) => [key, { email: uniqueEmail(key), password: FIXTURE_PASSWORD }])) as Record<
    Key,
    Account
  >;
  const created = await callRoute(api, testingRoutes.fixtures, {
    body: {
      organization: spec.name,
      users: entries.map(([key, member]) => ({ ...accounts[key], role: 'enterprise' as const, ...member })),
      companies: (spec.companies ?? []).map(({ owner, ...company }) => ({ ...company, owner: accounts[owner as Key].email })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return accounts;
}
