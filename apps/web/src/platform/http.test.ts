import { authRoutes, companyRoutes, taskRoutes, type RouteDefinition } from '@dealscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiUrl, call, ReplyMismatchError } from './http';

const company = {
  id: 'c1',
  company_name: 'Lakeside Eye Partners',
  shared: false,
  organization: null,
  created_by_user: true,
  created_by: { id: 'u1', username: 'paula', profile_picture: null },
  user_input: [],
  boards: [],
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(status === 204 ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('call', () => {
  it('returns a reply that matches its schema', async () => {
    serverAnswers(200, [company]);
    await expect(call(companyRoutes.list)).resolves.toEqual([company]);
  });

  it('fails loudly, naming the call and the field, when the reply does not match', async () => {
    serverAnswers(200, [{ ...company, company_name: 42 }]);
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const reading = call(companyRoutes.list, { query: { search: 'lake' } });
    await expect(reading).rejects.toThrow(ReplyMismatchError);
    await expect(reading).rejects.toThrow(/GET \/api\/user-company\?search=lake[\s\S]*0\.company_name: Invalid input: expected string/);
    expect(console).toHaveBeenCalledTimes(1);
  });

  it('builds the path from the params and the query from the query, leaving out what is undefined', async () => {
    const fetch = serverAnswers(204, null);
    await call(companyRoutes.remove, { query: { id: 'a b/c' } });
    expect(fetch.mock.calls[0]).toEqual(['/api/user-company?id=a%20b%2Fc', expect.objectContaining({ method: 'DELETE' })]);
    expect(apiUrl(companyRoutes.list, { query: { search: undefined } })).toBe('/api/user-company');
    expect(apiUrl(taskRoutes.events, { params: { companyId: 'c/1' } })).toBe('/api/company-task-events/c%2F1');
  });

  it('sends a FormData body as it is, leaving the multipart content type to the browser', async () => {
    const fetch = serverAnswers(201, { anything: true });
    const form = new FormData();
    form.append('title', 'Call the CFO');
    await call({ ...taskRoutes.create, reply: undefined }, { body: form });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({});
  });

  it('trusts the reply when the route carries no schema, as in a production build', async () => {
    serverAnswers(200, { anything: true });
    const lean: RouteDefinition = { method: 'GET', path: '/user-company', access: 'user', tags: [] };
    await expect(call(lean)).resolves.toEqual({ anything: true });
  });

  it('answers nothing for a 204', async () => {
    serverAnswers(204, null);
    await expect(call(authRoutes.logout)).resolves.toBeNull();
  });

  it('throws ApiError with the status and the error body for a refused call, before any schema check', async () => {
    serverAnswers(400, { company_name: ['Company name is required'] });
    const creating = call(companyRoutes.create, { body: { company_name: '' } });
    await expect(creating).rejects.toBeInstanceOf(ApiError);
    await expect(creating).rejects.toMatchObject({ status: 400, message: 'Company name is required' });
  });

  it('sends the body as JSON, the bearer token, and the session cookie', async () => {
    const fetch = serverAnswers(200, { message: 'ok', token: 't', type: 'reset' });
    await call(authRoutes.changePassword, { body: { new_password: 'x', confirm_password: 'x' } as never }, { bearer: 'dsr_1' }).catch(
      () => undefined,
    );
    expect(fetch).toHaveBeenCalledWith('/api/change-password', {
      method: 'PUT',
      signal: undefined,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer dsr_1' },
      body: '{"new_password":"x","confirm_password":"x"}',
    });
  });
});
