import type { UserInput } from '@dealscout/domain';
import { eq, sql } from 'drizzle-orm';
import { lakesideEyeAnswers } from '../../src/seed/demo-companies.js';
import { insertCompany } from '../../src/seed/factories/companies.js';
import { users } from '../../src/db/schema/index.js';
import { createFlorenceWorker } from '../../src/modules/florence/worker.js';
import type { TestApp } from './test-app.js';

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

/** A Florence worker of the test app: `drain()` runs every queued generation. */
export const florenceWorker = (t: TestApp, name: string) =>
  createFlorenceWorker({ db: t.db, log: t.app.log, events: t.app.deps.events }, name);

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
