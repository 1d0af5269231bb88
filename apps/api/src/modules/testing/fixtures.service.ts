import type { testingRoutes, UserInput } from '@dealscout/domain';
import type { output } from 'zod';
import type { RequestContext } from '../../platform/request-context.js';
import { createOrganization, createUser } from '../../seed/factories/accounts.js';
import { insertCompany } from '../../seed/factories/companies.js';
import { seedActivityHistory } from '../../seed/demo-history.js';
import { badRequest } from '../../platform/errors.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { florenceRuns } from '../../db/schema/index.js';
import { Readable } from 'node:stream';
import { importInvestors } from '../investors/index.js';
import { wakeAlertsWorkers } from '../saved-searches/index.js';

/** The fixtures as the route's schema parsed them (defaults filled in): `testingRoutes.fixtures` in packages/domain. */
type Fixtures = output<typeof testingRoutes.fixtures.body>;
type FixtureRun = Fixtures['companies'][number]['florence_runs'][number];

/**
 * Creates what a browser journey needs and the public API cannot make: verified users (on a free trial,
 * superusers, with a seeded history of sign-ins when asked), an organization with its members, and companies (shared or not, answered or not) owned by those users.
 */
export async function createFixtures({ db }: Pick<RequestContext, 'db'>, fixtures: Fixtures) {
  const members = fixtures.users.filter((user) => user.organization_role);
  if (members.length && !fixtures.organization) throw badRequest('Users with an organization_role need an organization name');
  const owners = new Set(fixtures.users.map((user) => user.email.toLowerCase()));
  const stray = fixtures.companies.find((company) => !owners.has(company.owner.toLowerCase()));
  if (stray) throw badRequest(`The owner of ${stray.name} is not among the users`);

  const users = new Map<string, { id: string; email: string }>();
  for (const user of fixtures.users) {
    const row = await createUser(db, {
      email: user.email,
      password: user.password,
      firstName: user.first_name,
      lastName: user.last_name,
      role: user.role,
      isLoggedOnce: !user.must_change_password,
      isSuperuser: user.superuser,
      algoAccess: user.algo_access,
      ...(user.free_trial_searches === undefined ? {} : { freeTrial: true, remainingTrial: user.free_trial_searches }),
    });
    users.set(row.email, { id: row.id, email: row.email });
    if (user.history_days) await seedActivityHistory(db, [row.id], { days: user.history_days, seed: users.size });
  }
  const organization = fixtures.organization
    ? await createOrganization(
        db,
        fixtures.organization,
        members.map((user) => ({ userId: users.get(user.email.toLowerCase())!.id, memberRole: user.organization_role })),
      )
    : null;
  const companies = [];
  for (const company of fixtures.companies) {
    const owner = users.get(company.owner.toLowerCase())!;
    const inOrganization = organization && members.some((user) => user.email.toLowerCase() === owner.email);
    const row = await insertCompany(db, {
      name: company.name,
      createdBy: owner.id,
      organizationId: inOrganization ? organization.id : null,
      shared: company.shared,
      userInput: company.user_input,
    });
    for (const run of company.florence_runs ?? []) await insertRuns(db, row.id, owner.id, company.user_input ?? [], run);
    companies.push({ id: row.id, name: row.company_name });
  }
  return {
    organization: organization && { id: organization.id, name: organization.name },
    users: [...users.values()],
    companies,
  };
}

/**
 * An operator's investor CSV, imported as `npm run import:investors` does (the journeys cannot run the
 * command: PGlite's files are the server's alone); the alerts worker is told at once.
 */
export async function importInvestorCsv(ctx: Pick<RequestContext, 'db'>, input: { csv: string }) {
  const result = await importInvestors(ctx.db, Readable.from([input.csv]));
  wakeAlertsWorkers();
  return { inserted: result.inserted, updated: result.updated, rejected: result.rejected };
}

/** Florence runs as a journey needs them: failed ones (they count towards the monthly limit), or one held by a stopped worker. */
async function insertRuns(db: Database, companyId: string, userId: string, userInput: UserInput, run: FixtureRun) {
  const processing = run.status === 'processing';
  const rows = Array.from({ length: processing ? 1 : run.count }, () => ({
    companyId,
    userId,
    userInput,
    status: run.status,
    currentStep: run.current_step,
    claimedBy: processing ? 'stopped-fixture-worker' : null,
    leaseUntil: processing ? sql`now() + ${`${run.lease_seconds} seconds`}::interval` : null,
    attempts: processing ? 1 : 0,
    deadlineAt: sql`now() + ${`${run.deadline_seconds} seconds`}::interval`,
    finishedAt: processing ? null : sql`now()`,
    error: run.status === 'failed' ? (run.error ?? 'Florence could not finish this list. Please try again.') : null,
  }));
  await db.insert(florenceRuns).values(rows);
}
