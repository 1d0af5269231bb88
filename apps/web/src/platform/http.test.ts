import { companySchema } from '@dealscout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { api, ReplyMismatchError } from './http';

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

describe('api', () => {
  it('returns a reply that matches its schema', async () => {
    serverAnswers(200, [company]);
    await expect(api('/user-company', { reply: z.array(companySchema) })).resolves.toEqual([company]);
  });

  it('fails loudly, naming the call and the field, when the reply does not match', async () => {
    serverAnswers(200, [{ ...company, company_name: 42 }]);
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const call = api('/user-company?search=lake', { reply: z.array(companySchema) });
    await expect(call).rejects.toThrow(ReplyMismatchError);
    await expect(call).rejects.toThrow(/GET \/api\/user-company\?search=lake[\s\S]*0\.company_name: Invalid input: expected string/);
    expect(console).toHaveBeenCalledTimes(1);
  });

  it('sends a FormData body as it is, leaving the multipart content type to the browser', async () => {
    const fetch = serverAnswers(201, company);
    const form = new FormData();
    form.append('title', 'Call the CFO');
    await api('/company-task', { method: 'POST', body: form, reply: companySchema });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({});
  });

  it('trusts the reply when no schema is handed over, as in a production build', async () => {
    serverAnswers(200, { anything: true });
    await expect(api('/user-company', { reply: undefined as z.ZodType<unknown> | undefined })).resolves.toEqual({ anything: true });
  });

  it('ignores the body of a call that names no reply', async () => {
    serverAnswers(204, null);
    await expect(api('/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('throws ApiError with the status and the error body for a refused call, before any schema check', async () => {
    serverAnswers(400, { company_name: ['Company name is required'] });
    const call = api('/user-company', { method: 'POST', body: {}, reply: companySchema });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 400, message: 'Company name is required' });
  });

  it('sends the body as JSON, the bearer token, and the session cookie', async () => {
    const fetch = serverAnswers(200, { message: 'ok' });
    await api('/change-password', { method: 'PUT', body: { new_password: 'x' }, bearer: 'dsr_1' });
    expect(fetch).toHaveBeenCalledWith('/api/change-password', {
      method: 'PUT',
      signal: undefined,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer dsr_1' },
      body: '{"new_password":"x"}',
    });
  });
});
