import type { AuthConfig } from '@dealscout/domain';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test-support/render';
import { SignUpNote } from './SignUpNote';

const config = (signup_payment: AuthConfig['signup_payment']): AuthConfig => ({
  google_client_id: null,
  idle_timeout_ms: 2_700_000,
  resend_wait_seconds: 60,
  sales_email: 'team@dealscout.test',
  signup_payment,
});

describe('the landing page says what sign-up then does', () => {
  const fetchCalls = vi.spyOn(globalThis, 'fetch');
  afterEach(() => fetchCalls.mockReset());
  afterAll(() => fetchCalls.mockRestore());
  const serverSays = (setting: AuthConfig['signup_payment']) =>
    fetchCalls.mockResolvedValue(new Response(JSON.stringify(config(setting)), { headers: { 'content-type': 'application/json' } }));

  it('paid sign-up (SIGNUP_PAYMENT=required): the plan is paid at sign-up, and no free trial is promised there', async () => {
    serverSays('required');
    renderInApp(<SignUpNote />);
    const note = await screen.findByText(/paid by card as you sign up/);
    expect(note.textContent).not.toMatch(/^Start with a free trial/);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(fetchCalls).toHaveBeenCalledWith('/api/auth-config', expect.anything());
  });

  it('sign-up without payment (SIGNUP_PAYMENT=off): free, no card asked', async () => {
    serverSays('off');
    renderInApp(<SignUpNote />);
    expect((await screen.findByText(/no card is asked/)).textContent).toMatch(/^Sign up free/);
    expect(screen.queryByText(/paid by card/)).toBeNull();
  });
});
