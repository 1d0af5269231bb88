import { testingRoutes, type RouteInput } from '@dealscout/domain';
import { expect, type APIRequestContext } from '@playwright/test';
import { FIXTURE_PASSWORD, uniqueEmail, type Account } from './accounts';
import { callRoute } from './api-call';

/** Lakeside Eye Partners' answers (the demo company): a strategic sale, described in full. */
export { lakesideEyeAnswers as lakesideAnswers } from '@dealscout/api/testing';

type FixtureCompany = NonNullable<RouteInput<typeof testingRoutes.fixtures>['body']['companies']>[number];
export type FlorenceRunFixture = NonNullable<FixtureCompany['florence_runs']>[number];

interface FlorenceUser {
  role?: 'professional' | 'enterprise';
  organization_role?: 'admin' | 'member';
  algo_access?: boolean;
}

interface FlorenceCompany {
  name: string;
  user_input?: FixtureCompany['user_input'];
  florence_runs?: FlorenceRunFixture[];
}

/**
 * One user (a professional by default) owning `companies`, through the tests-only fixtures route: with
 * answers or none, with Florence runs (failed ones count towards the monthly limit; a processing one is
 * held by a stopped worker until its lease lapses). Returns the account, its id and the companies' ids by name.
 */
export async function florenceFixture(
  api: APIRequestContext,
  user: FlorenceUser,
  companies: FlorenceCompany[],
): Promise<{ account: Account; userId: string; companyIds: Record<string, string> }> {
  const account = { email: uniqueEmail('florence'), password: FIXTURE_PASSWORD };
  const created = await callRoute(api, testingRoutes.fixtures, {
    body: {
      ...(user.organization_role ? { organization: `Florence Partners ${Date.now()}` } : {}),
      users: [{ ...account, first_name: 'Ann', last_name: 'Lee', ...user }],
      companies: companies.map((company) => ({ ...company, owner: account.email, shared: !!user.organization_role })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { users: { id: string }[]; companies: { id: string; name: string }[] };
  return {
    account,
    userId: body.users[0]!.id,
    companyIds: Object.fromEntries(body.companies.map((company) => [company.name, company.id])),
  };
}
