import { expect, type APIRequestContext } from '@playwright/test';
import { FIXTURE_PASSWORD, uniqueEmail, type Account } from './accounts';

/** Lakeside Eye Partners' answers (the demo company, apps/api/src/db/demo-companies.ts): a strategic sale, described in full. */
export const lakesideAnswers = [
  {
    'question-one': ['Sell'],
    sell_scope: ['Sell all'],
    price_importance: [8],
    change_after_sale_importance: [6],
    buyer_type: ['Strategic'],
    functional_strengths: ['Distribution', 'Marketing'],
  },
  {
    'NAICS-Master-Dropdown': ['62'],
    'NAICS-Sub-Dropdown': ['621111'],
    primary_sector_dropdown: ['Healthcare'],
    speciality_input: ['Ophthalmology'],
    narrow_specialty_input: ['Cataract and refractive surgery'],
    description_input: [
      'Lakeside Eye Partners runs four ophthalmology clinics and an ambulatory surgery center around Columbus, Ohio, with 14 surgeons and about 38,000 patient visits a year.',
    ],
    mission_input: ['Restore sight close to home.'],
    vision_input: ['The first call for eye care in central Ohio.'],
    descriptor_input: ['Board-certified surgeons', 'Own surgery center', 'High patient retention'],
    location_input: ['United States', 'Ohio'],
    supply_chain_dropdown: ['Healthcare Provider'],
    area_of_operations_dropdown: ['Ohio', 'Indiana'],
    product_input: ['none'],
    service_input: ['Cataract surgery', 'LASIK', 'Glaucoma care', 'Retina care'],
    culture_and_values_input: ['Patient first', 'Teaching'],
    workplace_culture_dropdown: ['Clan'],
  },
  {
    revenue_year_one: ['24500000'],
    expenses_year_one: ['19600000'],
    ebitda_year_one: ['4900000'],
    intrinsic_input: ['48000000'],
    extrinsic_input: ['61000000'],
  },
];

export interface FlorenceRunFixture {
  status: 'processing' | 'failed';
  current_step?: number;
  count?: number;
  lease_seconds?: number;
  deadline_seconds?: number;
}

interface FlorenceUser {
  role?: 'professional' | 'enterprise';
  organization_role?: 'admin' | 'member';
  algo_access?: boolean;
}

interface FlorenceCompany {
  name: string;
  user_input?: unknown[];
  florence_runs?: FlorenceRunFixture[];
}

/**
 * One user (a professional by default) owning `companies`, through the tests-only fixtures route: with
 * answers or none, with Florence runs (failed ones count towards the monthly limit; a processing one is
 * held by a stopped worker until its lease lapses). Returns the account and the companies' ids by name.
 */
export async function florenceFixture(
  api: APIRequestContext,
  user: FlorenceUser,
  companies: FlorenceCompany[],
): Promise<{ account: Account; companyIds: Record<string, string> }> {
  const account = { email: uniqueEmail('florence'), password: FIXTURE_PASSWORD };
  const created = await api.post('/api/testing/fixtures', {
    data: {
      ...(user.organization_role ? { organization: `Florence Partners ${Date.now()}` } : {}),
      users: [{ ...account, first_name: 'Ann', last_name: 'Lee', ...user }],
      companies: companies.map((company) => ({ ...company, owner: account.email, shared: !!user.organization_role })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { companies: { id: string; name: string }[] };
  return { account, companyIds: Object.fromEntries(body.companies.map((company) => [company.name, company.id])) };
}
