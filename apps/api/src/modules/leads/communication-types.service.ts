import { communicationTypeMessages as m, DEFAULT_COMMUNICATION_TYPES, type CommunicationType } from '@dealscout/domain';
import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import { communicationTypes, leads } from '../../db/schema/index.js';
import { badRequest, fieldError } from '../../platform/errors.js';
import { type CompanyScope, visibleCompany } from '../companies/index.js';
import { lockCompanyLeads, visibleType, type CommunicationTypeRow } from './lead-access.js';

const present = (row: CommunicationTypeRow): CommunicationType => ({ id: row.id, title: row.title, user_company_id: row.companyId });

const typesOf = (scope: CompanyScope, companyId: string) =>
  scope.db
    .select()
    .from(communicationTypes)
    .where(eq(communicationTypes.companyId, companyId))
    .orderBy(asc(communicationTypes.position), asc(communicationTypes.createdAt));

/**
 * The company's types in order; a company that has none yet gets New Lead, Contacted and
 * Communicating (spec part 1 §9). Safe to run twice at once: the titles are unique per company.
 */
export async function companyTypes(scope: CompanyScope, companyId: string): Promise<CommunicationTypeRow[]> {
  const rows = await typesOf(scope, companyId);
  if (rows.length > 0) return rows;
  await scope.db
    .insert(communicationTypes)
    .values(DEFAULT_COMMUNICATION_TYPES.map((title, index) => ({ companyId, title, position: index + 1 })))
    .onConflictDoNothing();
  return typesOf(scope, companyId);
}

/** Refuses a title the company already has (in any case), other than the type being renamed. */
async function assertFreeTitle(scope: CompanyScope, companyId: string, title: string, except?: string) {
  const clash = await scope.db
    .select({ id: communicationTypes.id })
    .from(communicationTypes)
    .where(
      and(
        eq(communicationTypes.companyId, companyId),
        sql`lower(${communicationTypes.title}) = lower(${title})`,
        except ? ne(communicationTypes.id, except) : undefined,
      ),
    );
  if (clash.length > 0) throw fieldError('status', m.typeTaken);
}

/** GET /api/communication?user_company_id= */
export async function listTypes(scope: CompanyScope, companyId: string): Promise<CommunicationType[]> {
  const company = await visibleCompany(scope, companyId);
  return (await companyTypes(scope, company.id)).map(present);
}

/** POST /api/communication: a new type goes last. */
export async function createType(scope: CompanyScope, input: { companyId: string; title: string }): Promise<CommunicationType> {
  const company = await visibleCompany(scope, input.companyId);
  await lockCompanyLeads(scope.db, company.id);
  await companyTypes(scope, company.id);
  await assertFreeTitle(scope, company.id, input.title);
  const [last] = await scope.db
    .select({ position: max(communicationTypes.position) })
    .from(communicationTypes)
    .where(eq(communicationTypes.companyId, company.id));
  const [row] = await scope.db
    .insert(communicationTypes)
    .values({ companyId: company.id, title: input.title, position: (last?.position ?? 0) + 1 })
    .returning();
  return present(row!);
}

/** PUT /api/communication/{id}: a new name; the leads of that status follow it. */
export async function renameType(scope: CompanyScope, input: { id: string; title: string }): Promise<CommunicationType> {
  const type = await visibleType(scope, input.id);
  await lockCompanyLeads(scope.db, type.companyId);
  await assertFreeTitle(scope, type.companyId, input.title, type.id);
  const [row] = await scope.db.update(communicationTypes).set({ title: input.title }).where(eq(communicationTypes.id, type.id)).returning();
  return present(row!);
}

/** DELETE /api/communication/{id}: only a type no lead has as status, and never the company's last one. */
export async function deleteType(scope: CompanyScope, id: string): Promise<void> {
  const type = await visibleType(scope, id);
  await lockCompanyLeads(scope.db, type.companyId);
  const [used] = await scope.db.select({ n: count() }).from(leads).where(eq(leads.statusId, type.id));
  if (used!.n > 0) throw badRequest(m.inUse(used!.n));
  const [all] = await scope.db.select({ n: count() }).from(communicationTypes).where(eq(communicationTypes.companyId, type.companyId));
  if (all!.n <= 1) throw badRequest(m.lastType);
  await scope.db.delete(communicationTypes).where(eq(communicationTypes.id, type.id));
}
