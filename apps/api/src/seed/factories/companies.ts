import type { UserInput } from '@dealscout/domain';
import { createCompany, saveAnswers } from '../../modules/companies/companies.service.js';
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
