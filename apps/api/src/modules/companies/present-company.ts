import { fullName } from '@dealscout/domain';
import type { Company } from '@dealscout/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { companyBoards, companyTasks, users } from '../../db/schema/index.js';
import type { CompanyRow, CompanyScope } from './company-access.js';

/** Companies as the API shows them, with their creators and board columns (with task counts), in two queries whatever the count. */
export async function presentCompanies({ db, actor }: CompanyScope, rows: CompanyRow[]): Promise<Company[]> {
  if (rows.length === 0) return [];
  const creatorIds = [...new Set(rows.map((row) => row.createdBy))];
  const companyIds = rows.map((row) => row.id);
  const [creators, boards] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, picture: users.profilePicture })
      .from(users)
      .where(inArray(users.id, creatorIds)),
    db
      .select({ id: companyBoards.id, companyId: companyBoards.companyId, name: companyBoards.name, taskCount: count(companyTasks.id) })
      .from(companyBoards)
      .leftJoin(companyTasks, eq(companyTasks.columnId, companyBoards.id))
      .where(inArray(companyBoards.companyId, companyIds))
      .groupBy(companyBoards.id)
      .orderBy(asc(companyBoards.position), asc(companyBoards.id)),
  ]);
  const creatorById = new Map(creators.map((creator) => [creator.id, creator]));
  return rows.map((row) => {
    const creator = creatorById.get(row.createdBy);
    return {
      id: row.id,
      company_name: row.name,
      shared: row.shared,
      organization: row.organizationId,
      created_by_user: row.createdBy === actor.id,
      created_by: {
        id: row.createdBy,
        username: creator ? fullName(creator.firstName, creator.lastName) : '',
        profile_picture: creator?.picture ?? null,
      },
      user_input: row.userInput,
      boards: boards
        .filter((board) => board.companyId === row.id)
        .map((board) => ({ id: board.id, name: board.name, task_count: board.taskCount })),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function presentCompany(scope: CompanyScope, row: CompanyRow): Promise<Company> {
  return (await presentCompanies(scope, [row]))[0]!;
}
