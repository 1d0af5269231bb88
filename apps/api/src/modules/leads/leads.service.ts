import {
  CRM_EXPORT_LIMIT,
  GENERAL_LIST,
  isGeneralList,
  leadUrlKey,
  type Lead,
  type LeadListReply,
  type LeadQuery,
  type LeadUpdate,
} from '@dealscout/domain';
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { leads } from '../../db/schema/index.js';
import { containsPattern } from '../../platform/like-pattern.js';
import { type CompanyScope, visibleCompany } from '../companies/index.js';
import { companyTypes } from './communication-types.service.js';
import { duplicateError, duplicateOf } from './add-lead.service.js';
import { listOfCompany, lockCompanyLeads, typeOfCompany, visibleLead, type LeadRow } from './lead-access.js';
import { leadById, presentLead, selectLeads } from './present-lead.js';

export { addLead } from './add-lead.service.js';

/** GET /api/user-lead/{id}. */
export async function getLead(scope: CompanyScope, id: string): Promise<Lead> {
  const lead = await visibleLead(scope, id);
  return presentLead(await leadById(scope.db, lead.id));
}

/**
 * GET /api/user-lead: a page of the company's leads (newest first) in one list, or in all when `list`
 * is left out, matching the search by name; with the total and the count per communication type
 * of the same leads (the tiles sum up what the table shows, every page of it). `crm_export=true`: the
 * leads a CRM export sends, the first 200 of the same filter, whatever page was asked.
 */
export async function listLeads(scope: CompanyScope, query: LeadQuery): Promise<LeadListReply> {
  const company = await visibleCompany(scope, query.user_company_id);
  const types = await companyTypes(scope, company.id);
  const conditions: SQL[] = [eq(leads.companyId, company.id)];
  if (query.list !== undefined) {
    if (isGeneralList(query.list)) conditions.push(isNull(leads.listId));
    else conditions.push(eq(leads.listId, (await listOfCompany(scope.db, company.id, query.list)) ?? ''));
  }
  if (query.search) conditions.push(ilike(leads.leadName, containsPattern(query.search)));
  const where = and(...conditions);
  const rows = await selectLeads(scope.db)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(query.crm_export === 'true' ? CRM_EXPORT_LIMIT : query.limit)
    .offset(query.crm_export === 'true' ? 0 : query.offset);
  const perType = await scope.db.select({ id: leads.statusId, n: count() }).from(leads).where(where).groupBy(leads.statusId);
  const counts = new Map(perType.map((row) => [row.id, row.n]));
  return {
    leads: rows.map(presentLead),
    total_per_type: types.map((type) => ({ id: type.id, count: counts.get(type.id) ?? 0 })),
    total: perType.reduce((sum, row) => sum + row.n, 0),
  };
}

/** A new URL or e-mail that another lead of the company has: 409 as on create, unless the caller keeps both. */
async function refuseDuplicate(scope: CompanyScope, lead: LeadRow, input: LeadUpdate) {
  const urlKey = input.url === undefined ? lead.urlKey : leadUrlKey(input.url);
  const email = input.email === undefined ? lead.email : input.email;
  const changed = urlKey !== lead.urlKey || (email ?? '').toLowerCase() !== (lead.email ?? '').toLowerCase();
  if (!changed || input.on_duplicate === 'keep_both') return;
  const existing = await duplicateOf(scope.db, lead.companyId, urlKey, email || null, lead.id);
  if (existing) throw duplicateError(existing, urlKey, (await leadById(scope.db, existing.id)).listName ?? GENERAL_LIST.name);
}

/** PUT /api/user-lead: the fields sent change; the lead stays in its company. */
export async function updateLead(scope: CompanyScope, input: LeadUpdate): Promise<Lead> {
  const lead = await visibleLead(scope, input.id);
  await lockCompanyLeads(scope.db, lead.companyId);
  await refuseDuplicate(scope, lead, input);
  const changes: Partial<typeof leads.$inferInsert> = { updatedAt: new Date() };
  if (input.lead_name !== undefined) changes.leadName = input.lead_name;
  if (input.url !== undefined) Object.assign(changes, { url: input.url, urlKey: leadUrlKey(input.url) });
  if (input.contact_number !== undefined) changes.contactNumber = input.contact_number;
  if (input.email !== undefined) changes.email = input.email;
  if (input.country !== undefined) changes.country = input.country;
  if (input.state !== undefined) changes.state = input.state;
  if (input.location !== undefined) changes.location = input.location;
  if (input.user_notes !== undefined) changes.userNotes = input.user_notes;
  if (input.status !== undefined) changes.statusId = (await typeOfCompany(scope.db, lead.companyId, input.status)).id;
  if (input.list !== undefined) changes.listId = await listOfCompany(scope.db, lead.companyId, input.list);
  await scope.db.update(leads).set(changes).where(eq(leads.id, lead.id));
  return presentLead(await leadById(scope.db, lead.id));
}

/** DELETE /api/user-lead?id= */
export async function deleteLead(scope: CompanyScope, id: string): Promise<void> {
  const lead = await visibleLead(scope, id);
  await scope.db.delete(leads).where(eq(leads.id, lead.id));
}
