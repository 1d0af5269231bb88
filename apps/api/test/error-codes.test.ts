import { accountMessages, commonMessages, ERROR_CODES, ERROR_STATUS, florenceMessages, type ErrorReply } from '@dealscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories/accounts.js';
import { insertCompany } from '../src/seed/factories/companies.js';
import { bearer, signIn, STRONG_PASSWORD } from './support/auth-helpers.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  const user = await createUser(t.db, { email: 'codes@example.com', password: STRONG_PASSWORD });
  token = await signIn(t, 'codes@example.com', STRONG_PASSWORD);
  companyId = (await insertCompany(t.db, { name: 'Coded', createdBy: user.id })).id;
});
afterAll(() => t.close());
let companyId: string;

const send = (method: 'GET' | 'POST', url: string, options: { payload?: string | object; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method, url, remoteAddress: nextClientAddress(), ...options });

/** The reply as the client reads it, after checking its status and that its code belongs to that status. */
function errorOf(response: { statusCode: number; json(): unknown }, status: number): ErrorReply {
  expect(response.statusCode).toBe(status);
  const body = response.json() as ErrorReply;
  expect(ERROR_CODES).toContain(body.code);
  expect(ERROR_STATUS[body.code]).toBe(status);
  return body;
}

describe('every error reply is { error, code } (issue 24), the code listed once in packages/domain', () => {
  it('400: a plain refusal is bad_request; field errors are invalid_input, with the first message as error', async () => {
    const broken = await send('POST', '/api/login', { payload: '{nope', headers: { 'content-type': 'application/json' } });
    expect(errorOf(broken, 400)).toEqual({ error: 'The request body is not valid JSON', code: 'bad_request' });
    const fields = errorOf(await send('POST', '/api/forgot-password', { payload: {} }), 400);
    expect(fields).toEqual({
      error: accountMessages.forgot.emailRequired,
      code: 'invalid_input',
      email: [accountMessages.forgot.emailRequired],
    });
    const credentials = errorOf(
      await send('POST', '/api/login', { payload: { email: 'codes@example.com', password: 'Wrong-pass-1' } }),
      400,
    );
    expect(credentials).toEqual({
      error: accountMessages.signIn.badCredentials,
      code: 'invalid_input',
      non_field_errors: [accountMessages.signIn.badCredentials],
    });
  });

  it('400: a field named like a key of the reply is reported as <name>_field', async () => {
    const body = errorOf(await send('POST', '/api/forgot-password', { payload: { email: 'codes@example.com', code: 1, error: 2 } }), 400);
    expect(body).toMatchObject({ code: 'invalid_input', code_field: ['Unknown field'], error_field: ['Unknown field'] });
  });

  it("400 and 414 before a route is found (Fastify's own refusals) are replies like the others", async () => {
    expect(errorOf(await send('GET', '/api/company-notes/x%ED%B0%80y'), 400)).toEqual({
      error: 'The request address is not valid',
      code: 'bad_request',
    });
    expect(errorOf(await send('GET', `/api/investor/${'x'.repeat(1_100_000)}`), 414)).toEqual({
      error: 'The request address is too long',
      code: 'uri_too_long',
    });
    const inherited = errorOf(await send('POST', '/api/forgot-password', { payload: { email: 'codes@example.com', constructor: 1 } }), 400);
    expect(inherited).toEqual({ error: 'Unknown field', code: 'invalid_input', constructor: ['Unknown field'] });
  });

  it('401: unauthenticated', async () => {
    expect(errorOf(await send('GET', '/api/user'), 401)).toEqual({ error: accountMessages.session.required, code: 'unauthenticated' });
  });

  it('403: a refusal names what is missing (superuser_only)', async () => {
    const refused = await send('GET', '/api/global-analytics', { headers: bearer(token) });
    expect(errorOf(refused, 403)).toEqual({ error: accountMessages.session.forbidden, code: 'superuser_only' });
  });

  it('404: not_found, for an unknown route and an unknown record alike', async () => {
    expect(errorOf(await send('GET', '/api/no-such-route'), 404)).toEqual({ error: 'Not found', code: 'not_found' });
    const unknown = await send('GET', '/api/company?id=00000000-0000-4000-8000-000000000000', { headers: bearer(token) });
    expect(errorOf(unknown, 404).code).toBe('not_found');
  });

  it('409: a conflict names itself (florence_no_list)', async () => {
    const rated = await send('POST', '/api/buyers-feedback', { payload: { company_id: companyId, rating: 4 }, headers: bearer(token) });
    expect(errorOf(rated, 409)).toEqual({ error: florenceMessages.noList, code: 'florence_no_list' });
  });

  it('413 and 415: payload_too_large and unsupported_media_type', async () => {
    const huge = await send('POST', '/api/email', { payload: { type: 'try', email: `${'a'.repeat(2 * 1024 * 1024)}@b.co` } });
    expect(errorOf(huge, 413).code).toBe('payload_too_large');
    const text = await send('POST', '/api/login', { payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(errorOf(text, 415)).toEqual({ error: 'Unsupported content type', code: 'unsupported_media_type' });
  });

  it('429: rate_limited', async () => {
    const remoteAddress = nextClientAddress();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'codes@example.com', password: `Wrong-${i}-pass` },
        remoteAddress,
      });
      statuses.push(last.statusCode);
    }
    expect(errorOf(last!, 429)).toMatchObject({ code: 'rate_limited', error: expect.stringMatching(/^Too many requests/) });
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
  });

  it('keeps a nul character refusal a field error of its field', async () => {
    const body = errorOf(await send('POST', '/api/forgot-password', { payload: { email: 'a\u0000@b.co' } }), 400);
    expect(body).toEqual({ error: commonMessages.nulCharacter, code: 'invalid_input', email: [commonMessages.nulCharacter] });
  });

  it("the OpenAPI document lists the reply and its codes, as every operation's default reply", async () => {
    const doc = (await send('GET', '/api/openapi.json')).json();
    expect(doc.components.schemas.ErrorReply.properties.code.enum).toEqual(ERROR_CODES);
    expect(doc.paths['/api/login'].post.responses.default.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorReply',
    });
  });
});
