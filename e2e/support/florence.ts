import { lakesideEyeAnswers } from '@dealscout/api/testing';
import { testingRoutes, type RouteInput, type UserInput } from '@dealscout/domain';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { FIXTURE_PASSWORD, signInThroughApi, uniqueEmail, type Account } from './accounts';
import { dismissReleaseNotes } from './auth';
import { callRoute } from './api-call';

/** Lakeside Eye Partners' answers (the demo company): a strategic sale, described in full. */
export { lakesideEyeAnswers as lakesideAnswers } from '@dealscout/api/testing';

type FixtureCompany = NonNullable<RouteInput<typeof testingRoutes.fixtures>['body']['companies']>[number];
export type FlorenceRunFixture = NonNullable<FixtureCompany['florence_runs']>[number];

interface FlorenceUser {
  role?: 'professional' | 'enterprise';
  organization_role?: 'admin' | 'member';
  algo_access?: boolean;
  /** A superuser too (the Dataset Imports page). */
  superuser?: boolean;
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

/** A dental group of 22 offices in Florida seeking a strategic buyer (issue 28's new user), answered in full. */
const [goals, attributes, financials] = lakesideEyeAnswers as [UserInput[number], UserInput[number], UserInput[number]];
export const harborDental = [
  goals,
  {
    ...attributes,
    'NAICS-Sub-Dropdown': ['621210'],
    speciality_input: ['Multispeciality Group Practice'],
    narrow_specialty_input: ['General and pediatric dentistry'],
    description_input: [
      'Harbor Dental Group runs 22 general and pediatric dental offices across Florida, with 61 dentists and its own lab.',
    ],
    descriptor_input: ['Own dental lab', 'Strong referral network'],
    location_input: ['United States', 'Florida'],
    area_of_operations_dropdown: ['Florida'],
    service_input: ['General dentistry', 'Pediatric dentistry', 'Orthodontics', 'Dental implants'],
  },
  financials,
];

/** A new user owning the dental group, signed in on Florence, its list generated in the browser: the company's id and the reasons card. */
export async function harborDentalList(page: Page) {
  const { account, companyIds } = await florenceFixture(page.request, {}, [{ name: 'Harbor Dental Group', user_input: harborDental }]);
  await signInThroughApi(page.request, account);
  await page.goto('/leads/ai-recommendation');
  await dismissReleaseNotes(page);
  await page.getByRole('button', { name: 'Generate AI List' }).click();
  const reasons = page.getByRole('region', { name: 'Reasons For Target' });
  await expect(reasons).toBeVisible({ timeout: 30_000 });
  return { companyId: companyIds['Harbor Dental Group']!, reasons };
}
