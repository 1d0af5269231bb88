import { leadMessages as m, leadUrlKey, type LeadCreate, type LeadDuplicate, type LeadSaved } from '@dealscout/domain';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { type CompanyScope, visibleCompany } from '../companies/index.js';
import { companyTypes } from './communication-types.service.js';
import { listOfCompany, lockCompanyLeads, typeOfCompany, type LeadRow } from './lead-access.js';
import { leadById, presentLead } from './present-lead.js';

/** The company's lead with the same site (or, when given, the same e-mail address), oldest first; `except` the lead being edited. */
export async function duplicateOf(
  db: Database,
  companyId: string,
  urlKey: string,
  email: string | null,
  except?: string,
): Promise<LeadRow | undefined> {
  const sameSite = eq(leads.urlKey, urlKey);
  const sameEmail = email ? sql`lower(${leads.email}) = lower(${email})` : undefined;
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.companyId, companyId), except ? ne(leads.id, except) : undefined, sameEmail ? or(sameSite, sameEmail) : sameSite))
    .orderBy(asc(leads.createdAt))
    .limit(1);
  return row;
}

/** 409: the client shows the lead found and asks whether to merge or keep both. */
export function duplicateError(existing: LeadRow, urlKey: string, listName: string): AppError {
  const body: LeadDuplicate = {
    error: existing.urlKey === urlKey ? m.duplicateUrl : m.duplicateEmail,
    code: 'lead_duplicate',
    duplicate: { id: existing.id, lead_name: existing.leadName, url: existing.url, email: existing.email, list_name: listName },
  };
  return new AppError(409, body, body.code);
}

/** The notes of both, once each. */
const joinNotes = (kept: string, added: string) =>
  !added.trim() || kept.includes(added.trim()) ? kept : kept ? `${kept}\n\n${added.trim()}` : added.trim();

/**
 * Folds a new lead into the company's existing one: fields it lacks are filled, notes are added, and a
 * lead still in General moves to the list the new one names. Its name, URL and status stay.
 */
async function mergeInto(db: Database, existing: LeadRow, input: LeadCreate, listId: string | null) {
  await db
    .update(leads)
    .set({
      contactNumber: existing.contactNumber ?? input.contact_number,
      email: existing.email ?? input.email,
      country: existing.country ?? input.country,
      state: existing.state ?? input.state,
      location: existing.location ?? input.location,
      userNotes: joinNotes(existing.userNotes, input.user_notes),
      listId: existing.listId ?? listId,
      isRecommended: Math.max(existing.isRecommended, input.is_recommended),
      recommendedLeadNotes: existing.recommendedLeadNotes ?? input.recommended_lead_notes ?? null,
      updatedAt: new Date(),
    })
    .where(eq(leads.id, existing.id));
}

/**
 * POST /api/user-lead, and the service other modules call to save a lead (Add to Leads from an
 * investor, from a Florence buyer). The company must be visible to the actor; the status defaults to
 * the company's first communication type (New Lead at first); a lead of the same site or e-mail in
 * the company is a 409 unless `on_duplicate` says to merge or keep both. Run it in a transaction.
 */
export async function addLead(scope: CompanyScope, input: LeadCreate): Promise<LeadSaved> {
  const company = await visibleCompany(scope, input.user_company_id);
  await lockCompanyLeads(scope.db, company.id);
  const types = await companyTypes(scope, company.id);
  const status = input.status ? await typeOfCompany(scope.db, company.id, input.status) : types[0]!;
  const listId = await listOfCompany(scope.db, company.id, input.list);
  const urlKey = leadUrlKey(input.url);
  const existing = await duplicateOf(scope.db, company.id, urlKey, input.email);
  if (existing && !input.on_duplicate)
    throw duplicateError(existing, urlKey, (await leadById(scope.db, existing.id)).listName ?? 'General');
  if (existing && input.on_duplicate === 'merge') {
    await mergeInto(scope.db, existing, input, listId);
    return { message: m.merged, lead: presentLead(await leadById(scope.db, existing.id)), outcome: 'merged' };
  }
  const [row] = await scope.db
    .insert(leads)
    .values({
      companyId: company.id,
      listId,
      statusId: status.id,
      leadName: input.lead_name,
      url: input.url,
      urlKey,
      contactNumber: input.contact_number,
      email: input.email,
      country: input.country,
      state: input.state,
      location: input.location,
      userNotes: input.user_notes,
      isRecommended: input.is_recommended,
      recommendedLeadNotes: input.recommended_lead_notes ?? null,
      createdBy: scope.actor.id,
    })
    .returning();
  return { message: m.created, lead: presentLead(await leadById(scope.db, row!.id)), outcome: 'created' };
}
