import { GENERAL_LIST, leadListMessages as m, type LeadList } from '@dealscout/domain';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { leadLists, leads } from '../../db/schema/index.js';
import { fieldError } from '../../platform/errors.js';
import { type CompanyScope, visibleCompany } from '../companies/index.js';
import { lockCompanyLeads, visibleLeadList, type LeadListRow } from './lead-access.js';

const GENERAL: LeadList = { ...GENERAL_LIST, default: true };
const present = (row: LeadListRow): LeadList => ({ id: row.id, name: row.name, default: false });

/** Refuses 'General' and a name the company's lists already have (in any case), other than the list renamed. */
async function assertFreeName(scope: CompanyScope, companyId: string, name: string, except?: string) {
  if (name.toLowerCase() === GENERAL_LIST.name.toLowerCase()) throw fieldError('name', m.nameReserved);
  const clash = await scope.db
    .select({ id: leadLists.id })
    .from(leadLists)
    .where(
      and(
        eq(leadLists.companyId, companyId),
        sql`lower(${leadLists.name}) = lower(${name})`,
        except ? ne(leadLists.id, except) : undefined,
      ),
    );
  if (clash.length > 0) throw fieldError('name', m.nameTaken);
}

/** GET /api/user-lead-list: General, then the company's lists, newest first. */
export async function listLeadLists(scope: CompanyScope, companyId: string): Promise<LeadList[]> {
  const company = await visibleCompany(scope, companyId);
  const rows = await scope.db
    .select()
    .from(leadLists)
    .where(eq(leadLists.companyId, company.id))
    .orderBy(desc(leadLists.createdAt), desc(leadLists.id));
  return [GENERAL, ...rows.map(present)];
}

/** POST /api/user-lead-list. */
export async function createLeadList(scope: CompanyScope, input: { companyId: string; name: string }): Promise<LeadList> {
  const company = await visibleCompany(scope, input.companyId);
  await lockCompanyLeads(scope.db, company.id);
  await assertFreeName(scope, company.id, input.name);
  const [row] = await scope.db.insert(leadLists).values({ companyId: company.id, name: input.name, createdBy: scope.actor.id }).returning();
  return present(row!);
}

/** PUT /api/user-lead-list/{id}. */
export async function renameLeadList(scope: CompanyScope, input: { id: string; name: string }): Promise<LeadList> {
  const list = await visibleLeadList(scope, input.id);
  await lockCompanyLeads(scope.db, list.companyId);
  await assertFreeName(scope, list.companyId, input.name, list.id);
  const [row] = await scope.db.update(leadLists).set({ name: input.name }).where(eq(leadLists.id, list.id)).returning();
  return present(row!);
}

/** DELETE /api/user-lead-list/{id}: its leads move to General (they are not deleted). */
export async function deleteLeadList(scope: CompanyScope, id: string): Promise<{ message: string; moved: number }> {
  const list = await visibleLeadList(scope, id);
  await lockCompanyLeads(scope.db, list.companyId);
  const [held] = await scope.db.select({ n: count() }).from(leads).where(eq(leads.listId, list.id));
  await scope.db.update(leads).set({ listId: null, updatedAt: new Date() }).where(eq(leads.listId, list.id));
  await scope.db.delete(leadLists).where(eq(leadLists.id, list.id));
  return { message: m.deleted, moved: held!.n };
}
