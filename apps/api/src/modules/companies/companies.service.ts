import { companyMessages, type UserInput } from '@dealscout/domain';
import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { companies, companyBoards, companyDocuments, organizationMembers, users } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { insertCompany } from '../../db/factories/companies.js';
import { assertCreator, visibleCompany, visibleTo, type Actor } from './company-access.js';
import { presentCompanies, presentCompany } from './present-company.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listCompanies(db: Database, actor: Actor, search?: string) {
  const term = search?.trim();
  const rows = await db
    .select()
    .from(companies)
    .where(term ? and(visibleTo(actor), ilike(companies.name, `%${escapeLike(term)}%`)) : visibleTo(actor))
    .orderBy(desc(companies.createdAt));
  return presentCompanies(db, actor, rows);
}

/** Sharing needs an organization; a user without one always gets a personal company. */
function sharingFor(actor: Actor, shared: boolean) {
  if (shared && !actor.organizationId) throw badRequest(companyMessages.noOrganization);
  return { shared, organizationId: actor.organizationId };
}

export async function createCompany(db: Database, actor: Actor, input: { company_name: string; shared?: boolean }) {
  const company = await insertCompany(db, { name: input.company_name, createdBy: actor.id, ...sharingFor(actor, input.shared ?? false) });
  return presentCompany(db, actor, company);
}

/** Rename and share: the creator's alone. */
export async function updateCompany(db: Database, actor: Actor, id: string, input: { company_name: string; shared?: boolean }) {
  const company = await visibleCompany(db, actor, id);
  assertCreator(actor, company);
  const [row] = await db
    .update(companies)
    .set({ name: input.company_name, ...sharingFor(actor, input.shared ?? company.shared), updatedAt: new Date() })
    .where(eq(companies.id, company.id))
    .returning();
  return presentCompany(db, actor, row!);
}

/** The questionnaire's answers: any member who can see the company may save them; the name stays the creator's. */
export async function saveAnswers(db: Database, actor: Actor, input: { id: string; company_name?: string; user_input: UserInput }) {
  const company = await visibleCompany(db, actor, input.id);
  const renaming = input.company_name !== undefined && input.company_name !== company.name;
  if (renaming) assertCreator(actor, company);
  const [row] = await db
    .update(companies)
    .set({ userInput: input.user_input, ...(renaming ? { name: input.company_name } : {}), updatedAt: new Date() })
    .where(eq(companies.id, company.id))
    .returning();
  return presentCompany(db, actor, row!);
}

/**
 * Deletes a company with everything that hangs on it (rows cascade in one statement), then its
 * files. A file that cannot be removed is logged, never resurrected.
 */
export async function deleteCompany(deps: { db: Database; storage: FileStorage; log: FastifyBaseLogger }, actor: Actor, id: string) {
  const company = await visibleCompany(deps.db, actor, id);
  assertCreator(actor, company);
  const files = await deps.db.transaction(async (tx) => {
    const documents = await tx
      .select({ key: companyDocuments.storageKey })
      .from(companyDocuments)
      .where(eq(companyDocuments.companyId, company.id));
    await tx.delete(companies).where(eq(companies.id, company.id));
    return documents.map((document) => document.key);
  });
  await Promise.all(
    files.map((key) =>
      deps.storage.remove(key).catch((error: unknown) => deps.log.error({ err: error, key }, 'document file left behind')),
    ),
  );
}

/** A personal copy with the answers and the board columns; notes and documents stay with the original. */
export async function duplicateCompany(db: Database, actor: Actor, id: string, name: string) {
  const source = await visibleCompany(db, actor, id);
  const copy = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({ name, createdBy: actor.id, organizationId: actor.organizationId, shared: false, userInput: source.userInput })
      .returning();
    const boards = await tx.select().from(companyBoards).where(eq(companyBoards.companyId, source.id)).orderBy(asc(companyBoards.position));
    if (boards.length)
      await tx.insert(companyBoards).values(boards.map((board) => ({ companyId: row!.id, name: board.name, position: board.position })));
    return row!;
  });
  return presentCompany(db, actor, copy);
}

export async function organizationMembersOf(db: Database, actor: Actor) {
  if (!actor.organizationId) return [];
  const members = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, actor.organizationId))
    .orderBy(asc(users.firstName));
  return members.map((member) => ({ id: member.id, username: `${member.firstName} ${member.lastName}`.trim() }));
}
