import { formAnswersOf, toUserInput } from '@dealscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lakesideEyeAnswers } from '../src/seed/demo-companies.js';
import { bearer, signIn, STRONG_PASSWORD } from './support/auth-helpers.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';

// Complete answers: a submit is checked against the questionnaire's definitions.
const answers = lakesideEyeAnswers;

const fixtures = {
  organization: 'Harbor Capital',
  users: [
    {
      email: 'Eve@Example.com',
      password: STRONG_PASSWORD,
      first_name: 'Eve',
      last_name: 'Stone',
      role: 'enterprise',
      organization_role: 'admin',
    },
    { email: 'carl@example.com', password: STRONG_PASSWORD, role: 'enterprise', must_change_password: true, organization_role: 'member' },
    { email: 'solo@example.com', password: STRONG_PASSWORD },
    { email: 'trial@example.com', password: STRONG_PASSWORD, role: 'enterprise', free_trial_searches: 2 },
  ],
  companies: [
    { name: 'Harbor Shared', owner: 'eve@example.com', shared: true, user_input: answers },
    { name: 'Solo Private', owner: 'solo@example.com' },
  ],
};

const post = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/testing/fixtures', payload, remoteAddress: nextClientAddress() });

describe('without E2E_FIXTURES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no fixtures route: 404, and none in the route table', async () => {
    expect((await post(t, fixtures)).statusCode).toBe(404);
    expect(t.app.routeTable.filter((route) => route.url.includes('testing'))).toEqual([]);
  });
});

describe('with E2E_FIXTURES=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ E2E_FIXTURES: '1' });
  });
  afterAll(() => t.close());

  it('creates an organization with its members and their companies, as the product then shows them', async () => {
    const created = await post(t, fixtures);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      organization: { name: 'Harbor Capital' },
      users: [{ email: 'eve@example.com' }, { email: 'carl@example.com' }, { email: 'solo@example.com' }, { email: 'trial@example.com' }],
      companies: [{ name: 'Harbor Shared' }, { name: 'Solo Private' }],
    });

    const colleague = await signIn(t, 'carl@example.com', STRONG_PASSWORD);
    const me = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(colleague) })).json();
    expect(me.user).toMatchObject({ role: 'enterprise', organization: { name: 'Harbor Capital' }, is_logged_once: 0 });
    const seen = (await t.app.inject({ method: 'GET', url: '/api/user-company', headers: bearer(colleague) })).json();
    expect(seen).toEqual([
      expect.objectContaining({
        company_name: 'Harbor Shared',
        shared: true,
        created_by_user: false,
        user_input: toUserInput(formAnswersOf(answers)),
      }),
    ]);

    const solo = await signIn(t, 'solo@example.com', STRONG_PASSWORD);
    const own = (await t.app.inject({ method: 'GET', url: '/api/user-company', headers: bearer(solo) })).json();
    expect(own).toEqual([expect.objectContaining({ company_name: 'Solo Private', shared: false, organization: null })]);
    const soloUser = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(solo) })).json().user;
    expect(soloUser).toMatchObject({ role: 'professional', organization: null, is_logged_once: 1, free_trial: false });

    const trial = await signIn(t, 'trial@example.com', STRONG_PASSWORD);
    const trialUser = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(trial) })).json().user;
    expect(trialUser).toMatchObject({ role: 'enterprise', free_trial: true, remaining_trial: 2 });
  });

  it('makes Florence runs of the owner and users without algo_access', async () => {
    const created = await post(t, {
      users: [
        { email: 'runs@example.com', password: STRONG_PASSWORD },
        { email: 'noalgo@example.com', password: STRONG_PASSWORD, algo_access: false },
      ],
      companies: [
        {
          name: 'Runs Co',
          owner: 'runs@example.com',
          user_input: answers,
          florence_runs: [
            { status: 'failed', count: 3 },
            { status: 'processing', current_step: 2, lease_seconds: 60 },
          ],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const owner = await signIn(t, 'runs@example.com', STRONG_PASSWORD);
    const status = (await t.app.inject({ method: 'GET', url: '/api/algo-status', headers: bearer(owner) })).json();
    expect(status.runs.map((run: { status: string; current_step: number }) => `${run.status}:${run.current_step}`).sort()).toEqual([
      'failed:1',
      'failed:1',
      'failed:1',
      'processing:2',
    ]);
    const noAlgo = await signIn(t, 'noalgo@example.com', STRONG_PASSWORD);
    const me = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(noAlgo) })).json();
    expect(me.user).toMatchObject({ algo_access: false });
  });

  it('refuses a company whose owner is not among the users, creating nothing', async () => {
    const refused = await post(t, {
      users: [{ email: 'ann@example.com', password: STRONG_PASSWORD }],
      companies: [{ name: 'X', owner: 'bob@example.com' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'The owner of X is not among the users', code: 'bad_request' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ann@example.com', password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(400);
  });

  it('refuses organization members without an organization', async () => {
    const refused = await post(t, { users: [{ email: 'dan@example.com', password: STRONG_PASSWORD, organization_role: 'admin' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Users with an organization_role need an organization name', code: 'bad_request' });
  });
});
