import type { UserInput } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { createCompany } from '../../modules/companies/companies.service.js';
import { saveAnswers } from '../../modules/questionnaire/questionnaire.service.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * A company made the way a user makes one, through the service (default boards and all), as its
 * creator acting in `organizationId`; used by the demo data and the tests.
 */
export async function insertCompany(
  db: Database,
  fields: { name: string; createdBy: string; organizationId?: string | null; shared?: boolean; userInput?: UserInput },
) {
  return inTransaction(db, async (tx) => {
    const scope = { db: tx, actor: { id: fields.createdBy, organizationId: fields.organizationId ?? null } };
    const company = await createCompany(scope, { company_name: fields.name, shared: fields.shared ?? false });
    return fields.userInput ? saveAnswers(scope, { id: company.id, user_input: fields.userInput }) : company;
  });
}

/**
 * Stores a company's answers as they are, without the questionnaire's checks: the benches' companies made
 * from evaluation deals, which answer 'none' where a deal says nothing (a person must answer those).
 */
export async function storeAnswersUnchecked(db: Database, id: string, userInput: UserInput): Promise<void> {
  await db.update(companies).set({ userInput }).where(eq(companies.id, id));
}
