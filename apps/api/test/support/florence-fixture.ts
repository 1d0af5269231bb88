import type { UserInput } from '@dealscout/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { lakesideEyeAnswers } from '../../src/seed/demo-companies.js';
import { insertCompany } from '../../src/seed/factories/companies.js';
import { florenceResults, florenceRuns, users } from '../../src/db/schema/index.js';
import { candidateIndex, forgetCandidateIndex } from '../../src/modules/investor-index/candidate-cache.js';
import { fillSentenceVectors } from '../../src/modules/investor-index/sentences/sentence-store.js';
import { createFlorenceWorker } from '../../src/modules/florence/worker.js';
import { bearer } from './auth-helpers.js';
import { nextClientAddress, type TestApp } from './test-app.js';

/** A complete submission (the questionnaire refuses less) whose words Florence reads. */
export const eyeClinic: UserInput = [
  lakesideEyeAnswers[0]!,
  {
    ...lakesideEyeAnswers[1],
    description_input: ['Ophthalmology clinics offering cataract surgery and glaucoma care'],
    service_input: ['Cataract surgery', 'Glaucoma care'],
    area_of_operations_dropdown: ['Ohio'],
  },
  lakesideEyeAnswers[2]!,
];

/** A Florence worker of the test app: `drain()` runs every queued generation; stop it when done (its reasons fill). */
export const florenceWorker = (t: TestApp, name: string) =>
  createFlorenceWorker({ db: t.db, log: t.app.log, events: t.app.deps.events }, name);

/**
 * Runs every queued generation with a worker of the test app, then stops it, so that its reasons fill (due a
 * second after its last list) writes nothing behind a test's back. Returns how many lists it generated.
 */
export async function generateQueued(t: TestApp, name: string): Promise<number> {
  const worker = florenceWorker(t, name);
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
  }
}

let serial = 0;
/** A shared company of the workspace owner's organization (test/support/workspace-fixture.ts); `null`: one never submitted. */
export async function ownersCompany(t: TestApp, userInput: UserInput | null = eyeClinic) {
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.com'));
  const [member] = await t.db
    .execute<{ organization_id: string }>(sql`select organization_id from organization_members where user_id = ${owner!.id}`)
    .then((result) => (result as unknown as { rows: { organization_id: string }[] }).rows);
  return (
    await insertCompany(t.db, {
      name: `Clinic ${++serial}`,
      createdBy: owner!.id,
      organizationId: member!.organization_id,
      shared: true,
      userInput: userInput ?? undefined,
    })
  ).id;
}

/**
 * Has the sentence encoder read every description of the dataset the shipped file lacks (the test rows made
 * here), as the workers do in the background between runs, so lists made before and after compare.
 */
export async function readAllSentences(t: TestApp) {
  // An index held from another test file's database of the same version would be filled for that database.
  forgetCandidateIndex();
  const index = await candidateIndex(t.db);
  while ((await fillSentenceVectors(t.db, index)) > 0);
}

/**
 * A company's list generated through the API (PUT, then a worker's drain), as the run wrote it: every row's
 * investor, rank, score and detail (factors, evidence, reasons). The run must complete.
 */
export async function generatedList(t: TestApp, token: string, companyId: string, worker = 'lists') {
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/company-buyers/${companyId}`,
    headers: bearer(token),
    remoteAddress: nextClientAddress(),
  });
  expect(put.statusCode, put.body).toBe(202);
  await generateQueued(t, worker);
  const [run] = await t.db
    .select({ id: florenceRuns.id, status: florenceRuns.status })
    .from(florenceRuns)
    .where(eq(florenceRuns.companyId, companyId))
    .orderBy(desc(florenceRuns.calledAt))
    .limit(1);
  expect(run!.status).toBe('completed');
  return t.db
    .select({ id: florenceResults.investorId, rank: florenceResults.rank, score: florenceResults.score, detail: florenceResults.detail })
    .from(florenceResults)
    .where(eq(florenceResults.runId, run!.id))
    .orderBy(asc(florenceResults.rank));
}
