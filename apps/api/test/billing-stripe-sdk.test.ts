import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { billingMessages as m } from '@dealscout/domain';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createUser } from '../src/seed/factories/accounts.js';
import { subscriptions } from '../src/db/schema/index.js';
import { bearer, signIn, STRONG_PASSWORD } from './support/auth-helpers.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';

/**
 * The Stripe provider through the real SDK, pointed (host, port, protocol) at a local server that
 * answers the API paths the SDK calls, the way Stripe does: form-encoded requests, JSON replies.
 */
interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
}
const seen: Seen[] = [];
/** Replies to fail with 500 (the SDK retries once). */
let failures = 0;
let sessions = 0;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

const stripeApi: Server = createServer(async (request, response) => {
  const url = new URL(request.url!, 'http://localhost');
  const form = new URLSearchParams(await readBody(request));
  seen.push({ method: request.method!, path: url.pathname, form, authorization: request.headers.authorization });
  const reply = (status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_local' });
    response.end(JSON.stringify(body));
  };
  if (failures > 0) {
    failures -= 1;
    return reply(500, { error: { type: 'api_error', message: 'down' } });
  }
  if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
    sessions += 1;
    return reply(200, {
      id: `cs_live_${sessions}`,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/cs_live_${sessions}`,
      mode: 'subscription',
    });
  }
  if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
    return reply(200, { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session/bps_1' });
  }
  const method = /^\/v1\/payment_methods\/(pm_\w+)$/.exec(url.pathname);
  if (request.method === 'GET' && method) {
    return reply(200, { id: method[1], object: 'payment_method', type: 'card', card: { brand: 'mastercard', last4: '5100' } });
  }
  reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
});

const WEBHOOK_SECRET = 'whsec_local_test_secret';
let t: TestApp;
let token: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  t = await createTestApp({
    BREACH_CHECK_URL: '',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_YEARLY: 'price_yearly_1',
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  });
  await createUser(t.db, { email: 'buyer@example.com', password: STRONG_PASSWORD });
  token = await signIn(t, 'buyer@example.com', STRONG_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripeApi.close(resolve));
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token), remoteAddress: nextClientAddress() });

const deliver = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
  });
};
const event = (id: string, type: string, object: object) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

describe('the Stripe provider through the SDK', () => {
  it('will not start with a secret key and no webhook secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
    expect(() => loadConfig({ SIGNUP_PAYMENT: 'maybe' })).toThrow('SIGNUP_PAYMENT');
  });

  it('has no test-mode routes', async () => {
    expect((await call('GET', '/api/test-checkout/cs_x')).statusCode).toBe(404);
    expect((await call('GET', '/api/subscription')).json().test_mode).toBe(false);
  });

  it('creates a subscription Checkout Session with the price amount, or the configured price id', async () => {
    const monthly = await call('POST', '/api/subscription', { plan: 'monthly' });
    expect(monthly.json()).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_live_1' });
    const request = seen.at(-1)!;
    expect(request.authorization).toBe('Bearer sk_test_local');
    const [row] = await t.db.select().from(subscriptions);
    expect(Object.fromEntries(request.form)).toMatchObject({
      mode: 'subscription',
      client_reference_id: row!.id,
      customer_email: 'buyer@example.com',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][subscription_id]': row!.id,
      success_url: 'http://localhost:3000/leads/payment-success',
      cancel_url: 'http://localhost:3000/leads/payment-canceled',
    });
    await call('POST', '/api/subscription', { plan: 'yearly' });
    expect(seen.at(-1)!.form.get('line_items[0][price]')).toBe('price_yearly_1');
  });

  it('answers 502 when Stripe fails, and writes nothing', async () => {
    const before = ((await t.db.select({ n: count() }).from(subscriptions)) as [{ n: number }])[0].n;
    failures = 2;
    const response = await call('POST', '/api/subscription', { plan: 'monthly' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: m.providerUnavailable, code: 'provider_unavailable' });
    expect(((await t.db.select({ n: count() }).from(subscriptions)) as [{ n: number }])[0].n).toBe(before);
  });

  it("applies Stripe's signed events, reads the card through the SDK and opens the Billing Portal", async () => {
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, 'cs_live_1'));
    const wrongSecret = await deliver(event('evt_0', 'checkout.session.completed', {}), 'whsec_other');
    expect(wrongSecret.statusCode).toBe(400);

    await deliver(
      event('evt_1', 'checkout.session.completed', {
        id: 'cs_live_1',
        object: 'checkout.session',
        client_reference_id: row!.id,
        customer: 'cus_1',
        subscription: 'sub_1',
        payment_status: 'paid',
      }),
    );
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const subscription = {
      id: 'sub_1',
      object: 'subscription',
      customer: 'cus_1',
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      default_payment_method: 'pm_card_1',
      metadata: { subscription_id: row!.id },
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
    };
    await deliver(event('evt_2', 'customer.subscription.updated', subscription));
    const details = (await call('GET', '/api/subscription')).json();
    expect(details).toMatchObject({
      status: 'active',
      card: '5100',
      card_brand: 'mastercard',
      expire_at: periodEnd,
      next_billing_date: periodEnd,
    });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/v1/payment_methods/pm_card_1' });

    const portal = await call('GET', '/api/subscription-session');
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.test/p/session/bps_1' });
    expect(Object.fromEntries(seen.at(-1)!.form)).toEqual({ customer: 'cus_1', return_url: 'http://localhost:3000/leads/subscription' });
  });
});
