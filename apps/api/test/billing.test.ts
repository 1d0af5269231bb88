import { billingMessages as m, displayState, type SubscriptionDetails } from '@dealscout/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories/accounts.js';
import { invoices, processedWebhookEvents, subscriptions, users } from '../src/db/schema/index.js';
import { signedDelivery } from '../src/modules/billing/webhook.service.js';
import { testEvent, testInvoice, testSubscription } from '../src/modules/billing/test-events.js';
import { bearer, sessionCookieOf, signIn, signUpThroughApi, STRONG_PASSWORD } from './support/auth-helpers.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  const people = [
    ['pro', 'professional', {}],
    ['trial', 'enterprise', { freeTrial: true, remainingTrial: 3 }],
    ['stranger', 'professional', {}],
    ['states', 'professional', {}],
    ['ender', 'professional', {}],
    ['ent', 'enterprise', {}],
    ['payer', 'professional', {}],
  ] as const;
  for (const [name, role, extra] of people) {
    const user = await createUser(t.db, { email: `${name}@example.com`, role, password: STRONG_PASSWORD, ...extra });
    ids[name] = user.id;
    tokens[name] = await signIn(t, `${name}@example.com`, STRONG_PASSWORD);
  }
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : undefined, remoteAddress: nextClientAddress() });

const details = async (who: string) => (await call('GET', '/api/subscription', tokens[who])).json() as SubscriptionDetails;
const profile = async (who: string) => (await call('GET', '/api/user-profile', tokens[who])).json();
const countOf = async (table: typeof invoices | typeof subscriptions | typeof processedWebhookEvents) =>
  ((await t.db.select({ n: count() }).from(table)) as [{ n: number }])[0].n;

/** Subscribes `who` through the test mode's checkout page: POST /api/subscription, then 'Pay'. */
async function subscribe(who: string, plan: 'monthly' | 'yearly' = 'monthly') {
  const checkout = await call('POST', '/api/subscription', tokens[who], { plan });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const session = new URL(checkout.json().url, 'http://app.test').pathname.split('/').pop()!;
  const paid = await call('POST', `/api/test-checkout/${session}/complete`, tokens[who]);
  expect(paid.statusCode, paid.body).toBe(200);
  return { session, paid: paid.json().url as string };
}

const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
const deliver = async (event: object) => {
  const { payload, signature } = await signedDelivery(t.app.deps.billing, event);
  return webhook(payload, signature);
};
const rowOf = async (who: string) => (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, ids[who]!)))[0]!;

describe('checkout in test mode', () => {
  it('checks the plan', async () => {
    const before = await countOf(subscriptions);
    for (const payload of [{ plan: 'weekly' }, {}, { plan: 1 }]) {
      const response = await call('POST', '/api/subscription', tokens.pro, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: m.planInvalid, code: 'invalid_input', plan: [m.planInvalid] });
    }
    expect(await countOf(subscriptions)).toBe(before);
  });

  it('shows no subscription before the first payment', async () => {
    const none = await details('pro');
    expect(none).toMatchObject({ status: null, invoices: [], card: null, subscription_expired: false, test_mode: true });
    expect(displayState(none).kind).toBe('none');
    expect((await call('GET', '/api/subscription-session', tokens.pro)).json()).toEqual({ error: m.noCustomer, code: 'bad_request' });
  });

  it('pays on the test checkout page, and the events alone start the subscription', async () => {
    const checkout = await call('POST', '/api/subscription', tokens.pro, { plan: 'yearly' });
    const session = new URL(checkout.json().url, 'http://app.test').pathname.split('/').pop()!;
    expect(checkout.json().url).toMatch(/\/billing\/test-checkout\/cs_test_/);
    expect((await call('GET', `/api/test-checkout/${session}`, tokens.pro)).json()).toEqual({
      plan: 'yearly',
      price: 54_000,
      billing_cycle: 'year',
      email: 'pro@example.com',
      sign_up: false,
    });
    // Until the provider reports the payment, nothing is subscribed.
    expect((await details('pro')).status).toBeNull();
    expect((await profile('pro')).is_subscribed).toBe(false);

    const paid = await call('POST', `/api/test-checkout/${session}/complete`, tokens.pro);
    expect(paid.json().url).toMatch(/\/leads\/payment-success$/);
    const shown = await details('pro');
    expect(shown).toMatchObject({
      status: 'active',
      payment_status: 'paid',
      cancelled: false,
      price: 54_000,
      billing_cycle: 'year',
      subscription_expired: false,
      card: '4242',
      card_brand: 'visa',
    });
    expect(shown.next_billing_date).toBeGreaterThan(Date.now() / 1000 + 360 * 86_400);
    expect(shown.invoices).toEqual([
      { id: expect.any(String), number: expect.stringMatching(/^TEST-/), date: expect.any(Number), amount: 54_000, status: 'paid' },
    ]);
    expect(displayState(shown)).toMatchObject({ kind: 'active', action: { label: 'Manage Plan' } });
    expect(await profile('pro')).toMatchObject({ is_subscribed: true, algo_access: true, free_trial: false });
    // The checkout is spent: its page and its buttons are gone.
    expect((await call('GET', `/api/test-checkout/${session}`, tokens.pro)).json()).toEqual({
      error: m.checkoutNotFound,
      code: 'not_found',
    });
    expect((await call('POST', `/api/test-checkout/${session}/complete`, tokens.pro)).statusCode).toBe(404);
  });

  it('refuses a second checkout while one runs, writing nothing', async () => {
    const before = await countOf(subscriptions);
    const again = await call('POST', '/api/subscription', tokens.pro, { plan: 'monthly' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: m.alreadySubscribed, code: 'bad_request' });
    expect(await countOf(subscriptions)).toBe(before);
  });

  it('cancels a checkout back to the canceled page, changing nothing', async () => {
    const checkout = await call('POST', '/api/subscription', tokens.stranger, { plan: 'monthly' });
    const session = new URL(checkout.json().url, 'http://app.test').pathname.split('/').pop()!;
    const canceled = await call('POST', `/api/test-checkout/${session}/cancel`, tokens.stranger);
    expect(canceled.json().url).toMatch(/\/leads\/payment-canceled$/);
    expect((await details('stranger')).status).toBeNull();
    expect(await profile('stranger')).toMatchObject({ is_subscribed: false, algo_access: true });
  });

  it("is its owner's alone: no session gets 401, another user's 404, and neither reads, pays nor cancels it", async () => {
    const checkout = await call('POST', '/api/subscription', tokens.payer, { plan: 'monthly' });
    const session = new URL(checkout.json().url, 'http://app.test').pathname.split('/').pop()!;
    const stored = async () => JSON.stringify([await t.db.select().from(subscriptions).orderBy(subscriptions.id), await countOf(invoices)]);
    const before = await stored();
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/complete'],
      ['POST', '/cancel'],
    ] as const) {
      const url = `/api/test-checkout/${session}${path}`;
      expect((await call(method, url)).statusCode, `${method} ${url} without a session`).toBe(401);
      for (const other of ['stranger', 'trial', 'ender']) {
        const refused = await call(method, url, tokens[other]);
        expect(refused.statusCode, `${method} ${url} as ${other}`).toBe(404);
        expect(refused.json()).toEqual({ error: m.checkoutNotFound, code: 'not_found' });
        expect(refused.body).not.toContain('payer@example.com');
      }
    }
    expect(await stored()).toBe(before);
    expect(await profile('payer')).toMatchObject({ is_subscribed: false });
    expect((await call('GET', `/api/test-checkout/${session}`, tokens.payer)).json()).toMatchObject({ email: 'payer@example.com' });
    expect((await call('POST', `/api/test-checkout/${session}/complete`, tokens.payer)).statusCode).toBe(200);
    expect(await profile('payer')).toMatchObject({ is_subscribed: true });
  });

  it('opens the portal for a customer', async () => {
    const portal = await call('GET', '/api/subscription-session', tokens.pro);
    expect(portal.json().url).toMatch(/\/leads\/billing\/test-portal$/);
  });
});

describe('invoices', () => {
  it('downloads the own invoice only; another user and unknown ids get 404', async () => {
    const [invoice] = (await details('pro')).invoices;
    const own = await call('GET', `/api/download-invoice/${invoice!.id}`, tokens.pro);
    expect(own.statusCode).toBe(200);
    const link = new URL(own.json().invoice_pdf, 'http://app.test');
    for (const id of [invoice!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const foreign = await call('GET', `/api/download-invoice/${id}`, tokens.stranger);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: m.invoiceNotFound, code: 'not_found' });
    }
    const pdf = await call('GET', link.pathname, tokens.pro);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.body).toContain('Amount: $540.00 USD');
    expect((await call('GET', link.pathname, tokens.stranger)).statusCode).toBe(404);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad, missing or stale signature with 400 and changes nothing', async () => {
    const row = await rowOf('pro');
    const event = testEvent('customer.subscription.updated', {
      ...testSubscription(row, {
        customer: row.providerCustomerId!,
        subscription: row.providerSubscriptionId!,
        status: 'canceled',
        cancelAtPeriodEnd: true,
        paymentMethod: null,
        periodEnd: 1,
      }),
    });
    const { payload, signature } = await signedDelivery(t.app.deps.billing, event);
    const eventsBefore = await countOf(processedWebhookEvents);
    const tampered = payload.replace('"canceled"', '"active"');
    const stale = `t=${Math.floor(Date.now() / 1000) - 3600},${signature.split(',')[1]}`;
    for (const [body, header] of [
      [payload, undefined],
      [payload, 't=1,v1=deadbeef'],
      [tampered, signature],
      [payload, stale],
      ['not json', signature],
    ] as const) {
      const response = await webhook(body, header);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: m.signatureInvalid, code: 'bad_request' });
    }
    expect(await countOf(processedWebhookEvents)).toBe(eventsBefore);
    expect(await rowOf('pro')).toEqual(row);
  });

  it('applies an event once: a replay changes nothing', async () => {
    const row = await rowOf('pro');
    const invoice = testEvent(
      'invoice.paid',
      testInvoice(
        row,
        { customer: row.providerCustomerId!, subscription: row.providerSubscriptionId! },
        { id: 'in_replay', number: 'R-1', paid: true, pdfUrl: 'https://example.com/r.pdf' },
      ),
    );
    const first = await deliver(invoice);
    expect(first.json()).toEqual({ message: 'applied' });
    const invoicesAfter = await countOf(invoices);
    const replay = await deliver(invoice);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ message: 'already applied' });
    expect(await countOf(invoices)).toBe(invoicesAfter);
    // A payment failure arriving after the paid invoice it concerns leaves it paid.
    const late = await deliver({ ...testEvent('invoice.payment_failed', { ...invoice.data.object, status: 'open', amount_paid: 0 }) });
    expect(late.statusCode).toBe(200);
    expect((await details('pro')).invoices.find((i) => i.number === 'R-1')!.status).toBe('paid');
    expect((await details('pro')).payment_status).toBe('paid');
  });

  it('ignores an event older than the last applied one, and a deleted subscription stays deleted', async () => {
    await subscribe('ender');
    const row = await rowOf('ender');
    const state = {
      customer: row.providerCustomerId!,
      subscription: row.providerSubscriptionId!,
      status: 'active',
      cancelAtPeriodEnd: false,
      paymentMethod: row.paymentMethodId,
      periodEnd: Math.floor(row.currentPeriodEnd!.getTime() / 1000),
    };
    const newer = {
      ...testEvent('customer.subscription.updated', testSubscription(row, { ...state, cancelAtPeriodEnd: true })),
      created: row.lastEventAt + 20,
    };
    const older = { ...testEvent('customer.subscription.updated', testSubscription(row, state)), created: row.lastEventAt + 10 };
    await deliver(newer);
    await deliver(older);
    expect((await details('ender')).cancelled).toBe(true);

    const deleted = {
      ...testEvent('customer.subscription.deleted', testSubscription(row, { ...state, status: 'canceled' })),
      created: row.lastEventAt + 30,
    };
    const reordered = { ...testEvent('customer.subscription.updated', testSubscription(row, state)), created: row.lastEventAt + 30 };
    await deliver(deleted);
    await deliver(reordered);
    const shown = await details('ender');
    expect(shown).toMatchObject({ status: 'canceled', subscription_expired: true, next_billing_date: null });
    expect(displayState(shown)).toMatchObject({ kind: 'expired', message: m.expired, action: { label: 'Renew Subscription' } });
    // A professional whose plan ended loses Florence; the trial does not come back.
    expect(await profile('ender')).toMatchObject({ is_subscribed: false, algo_access: false, free_trial: false });
    // Renewing is a new checkout.
    await subscribe('ender');
    expect((await details('ender')).status).toBe('active');
    expect((await profile('ender')).algo_access).toBe(true);
  });

  it('ignores a second provider subscription for a row already linked to one (a checkout paid twice)', async () => {
    const row = await rowOf('pro');
    const before = await details('pro');
    const other = testSubscription(row, {
      customer: row.providerCustomerId!,
      subscription: 'sub_test_second',
      status: 'canceled',
      cancelAtPeriodEnd: true,
      paymentMethod: null,
      periodEnd: 1,
    });
    await deliver(testEvent('customer.subscription.updated', other));
    await deliver(
      testEvent(
        'invoice.payment_failed',
        testInvoice(
          row,
          { customer: row.providerCustomerId!, subscription: 'sub_test_second' },
          { id: 'in_second', number: 'S-1', paid: false, pdfUrl: '/x.pdf' },
        ),
      ),
    );
    expect(await rowOf('pro')).toEqual(row);
    expect(await details('pro')).toEqual(before);
  });

  it('refuses a signed event without an id, a type or an object, recording nothing', async () => {
    const events = await countOf(processedWebhookEvents);
    for (const event of [
      { type: 'invoice.paid', data: { object: {} } },
      { id: 'evt_no_type', data: { object: {} } },
      { id: 'evt_no_data', type: 'invoice.paid' },
    ]) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: m.eventUnreadable, code: 'bad_request' });
    }
    expect(await countOf(processedWebhookEvents)).toBe(events);
  });

  it('records an event of another kind as seen and changes nothing', async () => {
    const response = await deliver(testEvent('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(response.json()).toEqual({ message: 'applied' });
  });
});

describe('the display states, moved by the provider', () => {
  const portal = (action: string) => call('POST', '/api/test-portal', tokens.states, { action });

  it('goes through canceled, renewed, invalid card, failed payment and back to active', async () => {
    expect((await portal('cancel')).json()).toEqual({ error: m.noCustomer, code: 'bad_request' });
    await subscribe('states');
    expect((await portal('pause')).statusCode).toBe(400);

    expect((await portal('cancel')).statusCode).toBe(200);
    let shown = await details('states');
    expect(displayState(shown)).toMatchObject({ kind: 'canceled', action: { label: 'Renew now' } });
    expect(displayState(shown).message).toContain('You keep access');
    expect(await profile('states')).toMatchObject({ is_subscribed: true });

    await portal('resume');
    expect(displayState(await details('states')).kind).toBe('active');

    await portal('fail_payment');
    shown = await details('states');
    expect(shown).toMatchObject({ status: 'past_due', payment_status: 'requires_payment_method' });
    expect(displayState(shown)).toMatchObject({
      kind: 'payment_method_invalid',
      message: m.paymentMethodInvalid,
      action: { label: 'Update Payment Method' },
    });
    expect(shown.invoices.map((i) => i.status).sort()).toEqual(['open', 'paid']);
    expect(await profile('states')).toMatchObject({ is_subscribed: true });

    // A new card while the provider has not retried yet: the payment has failed, the card is new.
    const row = await rowOf('states');
    await deliver(
      testEvent(
        'customer.subscription.updated',
        testSubscription(row, {
          customer: row.providerCustomerId!,
          subscription: row.providerSubscriptionId!,
          status: 'past_due',
          cancelAtPeriodEnd: false,
          paymentMethod: 'pm_test_amex_0005',
          periodEnd: Math.floor(row.currentPeriodEnd!.getTime() / 1000),
        }),
      ),
    );
    shown = await details('states');
    expect(shown).toMatchObject({ payment_status: 'pending_retry', card: '0005', card_brand: 'amex' });
    expect(displayState(shown)).toMatchObject({ kind: 'payment_failed', message: m.paymentFailed });

    await portal('update_card');
    shown = await details('states');
    expect(shown).toMatchObject({ status: 'active', payment_status: 'paid', card: '4444' });
    expect(shown.invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
    expect(displayState(shown).kind).toBe('active');

    await portal('end_period');
    expect(displayState(await details('states')).kind).toBe('expired');
  });
});

describe('plan flags and the free trial', () => {
  it('a subscription ends the trial for good and opens the investor search', async () => {
    expect(await profile('trial')).toMatchObject({ free_trial: true, remaining_trial: 3, is_subscribed: false, algo_access: true });
    await subscribe('trial');
    expect(await profile('trial')).toMatchObject({ free_trial: false, remaining_trial: 0, is_subscribed: true, algo_access: true });
    const search = await call('GET', '/api/dataset?search=health', tokens.trial);
    expect(search.statusCode, search.body).toBe(200);
    const ended = await rowOf('trial');
    await deliver(
      testEvent(
        'customer.subscription.deleted',
        testSubscription(ended, {
          customer: ended.providerCustomerId!,
          subscription: ended.providerSubscriptionId!,
          status: 'canceled',
          cancelAtPeriodEnd: false,
          paymentMethod: ended.paymentMethodId,
          periodEnd: 1,
        }),
      ),
    );
    // Not subscribed, no trial left: the search is refused; an enterprise user keeps Florence (monthly limit).
    expect(await profile('trial')).toMatchObject({ free_trial: false, remaining_trial: 0, is_subscribed: false, algo_access: true });
    expect((await call('GET', '/api/dataset?search=banks', tokens.trial)).statusCode).toBe(403);
  });

  it('a professional never billed keeps Florence', async () => {
    expect(await profile('ent')).toMatchObject({ algo_access: true, is_subscribed: false });
    const [user] = await t.db.select().from(users).where(eq(users.id, ids.stranger!));
    expect(user!.algoAccess).toBe(true);
  });
});

describe('sign-up with payment', () => {
  async function signUp(email: string) {
    const verified = await signUpThroughApi(t, email);
    expect(verified.statusCode, verified.body).toBe(200);
    // The checkout is the new user's alone: verifying opens their session (the cookie the checkout page sends).
    const cookie = sessionCookieOf(verified)!;
    expect(cookie).toMatchObject({ value: expect.stringMatching(/^dss_/), httpOnly: true, sameSite: 'Strict' });
    return { ...verified.json(), sessionToken: cookie.value };
  }

  it('sends a verified sign-up to the checkout; cancel leads to Retry, and paying makes a subscribed professional', async () => {
    const verified = await signUp('newbie@example.com');
    expect(verified.checkout_url).toMatch(/\/billing\/test-checkout\/cs_test_/);
    const session = new URL(verified.checkout_url, 'http://app.test').pathname.split('/').pop()!;
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/test-checkout/${session}`,
      cookies: { ds_session: verified.sessionToken },
    });
    expect(shown.json()).toMatchObject({ plan: 'monthly', price: 5_000, sign_up: true, email: 'newbie@example.com' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'newbie@example.com'));
    expect(user).toMatchObject({ role: 'professional', isSubscribed: false, algoAccess: false });

    const canceled = (await call('POST', `/api/test-checkout/${session}/cancel`, verified.sessionToken)).json().url as string;
    const subscription = /\/signup-canceled\/([\w-]+)$/.exec(canceled)![1]!;
    const retried = await call('POST', `/api/retry-register-payment/${subscription}`);
    expect(retried.statusCode, retried.body).toBe(200);
    const retrySession = new URL(retried.json().url, 'http://app.test').pathname.split('/').pop()!;
    expect(retrySession).not.toBe(session);
    // The first checkout is replaced by the retry's.
    expect((await call('POST', `/api/test-checkout/${session}/complete`, verified.sessionToken)).statusCode).toBe(404);

    const paid = await call('POST', `/api/test-checkout/${retrySession}/complete`, verified.sessionToken);
    expect(paid.json().url).toMatch(/\/signup-success$/);
    const [after] = await t.db.select().from(users).where(eq(users.email, 'newbie@example.com'));
    expect(after).toMatchObject({ isSubscribed: true, algoAccess: true });
    const again = await call('POST', `/api/retry-register-payment/${subscription}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: m.nothingToRetry, code: 'bad_request' });
  });

  it('names the sign-up in its answer, so a browser that left the checkout unpaid can offer it again', async () => {
    const verified = await signUp('later@example.com');
    expect(verified.subscription_id).toEqual(expect.any(String));
    const again = await call('POST', `/api/retry-register-payment/${verified.subscription_id}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().url).toMatch(/\/billing\/test-checkout\/cs_test_/);
  });

  it('takes the payment of a checkout a Retry replaced: it was paid all the same', async () => {
    const verified = await signUp('twice@example.com');
    const firstSession = new URL(verified.checkout_url, 'http://app.test').pathname.split('/').pop()!;
    const canceled = (await call('POST', `/api/test-checkout/${firstSession}/cancel`, verified.sessionToken)).json().url as string;
    const subscription = canceled.split('/').pop()!;
    expect((await call('POST', `/api/retry-register-payment/${subscription}`)).statusCode).toBe(200);
    const late = testEvent('checkout.session.completed', {
      id: firstSession,
      object: 'checkout.session',
      client_reference_id: subscription,
      customer: 'cus_late',
      subscription: 'sub_late',
      payment_status: 'paid',
    });
    expect((await deliver(late)).json()).toEqual({ message: 'applied' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(user).toMatchObject({ isSubscribed: true, algoAccess: true });
  });

  it('does not ask for a payment when SIGNUP_PAYMENT=off', async () => {
    const free = await createTestApp({ BREACH_CHECK_URL: '', SIGNUP_PAYMENT: 'off' });
    try {
      const verified = await signUpThroughApi(free, 'free@example.com', { first_name: 'Ola', last_name: 'Free' });
      expect(verified.json()).toMatchObject({ checkout_url: null, subscription_id: null });
      expect(sessionCookieOf(verified)).toBeUndefined();
      expect(await free.db.$count(subscriptions)).toBe(0);
    } finally {
      await free.close();
    }
  });
});

describe('POST /api/retry-register-payment/{subscription}', () => {
  it('is 404 for an unknown or non sign-up subscription', async () => {
    const upgrade = await rowOf('pro');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', upgrade.id]) {
      const response = await call('POST', `/api/retry-register-payment/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: m.subscriptionNotFound, code: 'not_found' });
    }
  });
});
