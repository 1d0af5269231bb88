import { companyMessages } from '@dealscout/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { ownOrShared, type Actor } from '../../platform/actor.js';
import { AppError, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { ActorContext } from '../../platform/request-context.js';

export type CompanyRow = typeof companies.$inferSelect;

/** The part of a request's context that company rules need: the database and who is acting. */
export type CompanyScope = Pick<ActorContext, 'db' | 'actor'>;

/** The companies an actor may see: their own, and those shared with their organization. */
export const visibleTo = (actor: Actor): SQL =>
  ownOrShared({ owner: companies.createdBy, shared: companies.shared, organization: companies.organizationId }, actor);

/**
 * A company the actor may see, or 404 (the same answer whether it does not exist or belongs to
 * someone else, so ids reveal nothing). Every company-scoped route starts here.
 */
export async function visibleCompany({ db, actor }: CompanyScope, companyId: string): Promise<CompanyRow> {
  if (!isUuid(companyId)) throw notFound(companyMessages.notFound);
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), visibleTo(actor)));
  if (!company) throw notFound(companyMessages.notFound);
  return company;
}

/**
 * A row that hangs off a company (a note, a document...), found by its own id: it exists for the
 * actor only when its company is visible to them; otherwise the row's own 404.
 */
export async function visibleChild<Row extends { companyId: string }>(
  scope: CompanyScope,
  find: () => Promise<Row | undefined>,
  missing: () => AppError,
): Promise<Row> {
  const row = await find();
  if (!row) throw missing();
  await visibleCompany(scope, row.companyId).catch(() => Promise.reject(missing()));
  return row;
}

/** Renaming, deleting and sharing are the creator's alone. */
export function assertCreator(actor: Actor, company: CompanyRow) {
  if (company.createdBy !== actor.id) throw new AppError(403, { error: companyMessages.creatorOnly }, 'company_creator_only');
}
