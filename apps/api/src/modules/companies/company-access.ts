import { companyMessages } from '@dealscout/domain';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, organizationMembers } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';

/** The acting user as company rules see them: who, and in which organization. */
export interface Actor {
  id: string;
  organizationId: string | null;
}

export type CompanyRow = typeof companies.$inferSelect;

export async function actorOf(db: Database, userId: string): Promise<Actor> {
  const [membership] = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  return { id: userId, organizationId: membership?.organizationId ?? null };
}

/** The companies an actor may see: their own, and those shared with their organization. */
export function visibleTo(actor: Actor): SQL {
  const own = eq(companies.createdBy, actor.id);
  if (!actor.organizationId) return own;
  return or(own, and(eq(companies.shared, true), eq(companies.organizationId, actor.organizationId)))!;
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * A company the actor may see, or 404 (the same answer whether it does not exist or belongs to
 * someone else, so ids reveal nothing). Every company-scoped route starts here.
 */
export async function visibleCompany(db: Database, actor: Actor, companyId: string): Promise<CompanyRow> {
  if (!isUuid(companyId)) throw notFound(companyMessages.notFound);
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), visibleTo(actor)));
  if (!company) throw notFound(companyMessages.notFound);
  return company;
}

/** Renaming, deleting and sharing are the creator's alone. */
export function assertCreator(actor: Actor, company: CompanyRow) {
  if (company.createdBy !== actor.id) throw new AppError(403, { error: companyMessages.creatorOnly });
}

export { isUuid };
