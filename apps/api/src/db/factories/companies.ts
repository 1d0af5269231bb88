import type { UserInput } from '@dealscout/domain';
import type { Database } from '../client.js';
import { companies, companyBoards } from '../schema/index.js';

/** The task columns every new company starts with. */
export const DEFAULT_BOARDS = ['To Do', 'In Progress', 'Done'];

/** A company with its default boards; used by the service, the demo data and the tests. */
export async function insertCompany(
  db: Database,
  fields: { name: string; createdBy: string; organizationId?: string | null; shared?: boolean; userInput?: UserInput },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({
        name: fields.name,
        createdBy: fields.createdBy,
        organizationId: fields.organizationId ?? null,
        shared: fields.shared ?? false,
        userInput: fields.userInput ?? [],
      })
      .returning();
    await tx.insert(companyBoards).values(DEFAULT_BOARDS.map((name, position) => ({ companyId: row!.id, name, position })));
    return row!;
  });
}
