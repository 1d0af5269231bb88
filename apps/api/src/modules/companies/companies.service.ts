import { companyMessages, type CompanyWrite, fullName } from '@dealscout/domain';
import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import { companies, companyBoards, companyDocuments, organizationMembers, taskAttachments, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { badRequest } from '../../platform/errors.js';
import { containsPattern } from '../../platform/like-pattern.js';
import type { ActorContext } from '../../platform/request-context.js';
import { assertCreator, visibleCompany, visibleTo, type CompanyScope } from './company-access.js';
import { presentCompanies, presentCompany } from './present-company.js';

/** The task columns every new company starts with. */
export const DEFAULT_BOARDS = ['To Do', 'In Progress', 'Done'];

export async function listCompanies(ctx: CompanyScope, search?: string) {
  const term = search?.trim();
  const rows = await ctx.db
    .select()
    .from(companies)
    .where(term ? and(visibleTo(ctx.actor), ilike(companies.name, containsPattern(term))) : visibleTo(ctx.actor))
    .orderBy(desc(companies.createdAt));
  return presentCompanies(ctx, rows);
}

/** Sharing needs an organization; a user without one always gets a personal company. */
function sharingFor(actor: Actor, shared: boolean) {
  if (shared && !actor.organizationId) throw badRequest(companyMessages.noOrganization);
  return { shared, organizationId: actor.organizationId };
}

/** A new company with the default task columns. */
export async function createCompany(ctx: CompanyScope, input: Pick<CompanyWrite, 'company_name' | 'shared'>) {
  const [company] = await ctx.db
    .insert(companies)
    .values({ name: input.company_name, createdBy: ctx.actor.id, ...sharingFor(ctx.actor, input.shared ?? false) })
    .returning();
  await ctx.db.insert(companyBoards).values(DEFAULT_BOARDS.map((name, index) => ({ companyId: company!.id, name, position: index + 1 })));
  return presentCompany(ctx, company!);
}

/** Rename and share: the creator's alone. */
export async function updateCompany(ctx: CompanyScope, input: Pick<CompanyWrite, 'company_name' | 'shared'> & { id: string }) {
  const company = await visibleCompany(ctx, input.id);
  assertCreator(ctx.actor, company);
  const [row] = await ctx.db
    .update(companies)
    .set({ name: input.company_name, ...sharingFor(ctx.actor, input.shared ?? company.shared), updatedAt: new Date() })
    .where(eq(companies.id, company.id))
    .returning();
  return presentCompany(ctx, row!);
}

/**
 * Deletes a company with everything that hangs on it (rows cascade in one statement); its files (documents, task attachments) go
 * once that has committed. A file that cannot be removed is logged, never resurrected.
 */
export async function deleteCompany(ctx: ActorContext, id: string) {
  const company = await visibleCompany(ctx, id);
  assertCreator(ctx.actor, company);
  const files = await ctx.db
    .select({ key: companyDocuments.storageKey })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, company.id))
    .union(ctx.db.select({ key: taskAttachments.storageKey }).from(taskAttachments).where(eq(taskAttachments.companyId, company.id)));
  await ctx.db.delete(companies).where(eq(companies.id, company.id));
  for (const { key } of files) ctx.afterCommit(() => ctx.storage.remove(key));
}

/** A personal copy with the answers and the board columns; notes and documents stay with the original. */
export async function duplicateCompany(ctx: CompanyScope, input: { id: string; company_name: string }) {
  const source = await visibleCompany(ctx, input.id);
  const [copy] = await ctx.db
    .insert(companies)
    .values({
      name: input.company_name,
      createdBy: ctx.actor.id,
      organizationId: ctx.actor.organizationId,
      shared: false,
      userInput: source.userInput,
    })
    .returning();
  const boards = await ctx.db
    .select()
    .from(companyBoards)
    .where(eq(companyBoards.companyId, source.id))
    .orderBy(asc(companyBoards.position));
  if (boards.length)
    await ctx.db.insert(companyBoards).values(boards.map((board) => ({ companyId: copy!.id, name: board.name, position: board.position })));
  return presentCompany(ctx, copy!);
}

export async function organizationMembersOf({ db, actor }: CompanyScope) {
  if (!actor.organizationId) return [];
  const members = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, actor.organizationId))
    .orderBy(asc(users.firstName));
  return members.map((member) => ({ id: member.id, username: fullName(member.firstName, member.lastName) }));
}
