import { GENERAL_LIST, type Lead } from '@dealscout/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communicationTypes, leadLists, leads } from '../../db/schema/index.js';
import type { LeadRow } from './lead-access.js';

export type LeadWithNames = LeadRow & { statusTitle: string; listName: string | null };

/** Leads joined with their status's title and list's name: add `.where(...)` and an order. */
export const selectLeads = (db: Database) =>
  db
    .select({ ...getTableColumns(leads), statusTitle: communicationTypes.title, listName: leadLists.name })
    .from(leads)
    .innerJoin(communicationTypes, eq(communicationTypes.id, leads.statusId))
    .leftJoin(leadLists, eq(leadLists.id, leads.listId));

export async function leadById(db: Database, id: string): Promise<LeadWithNames> {
  const [row] = await selectLeads(db).where(eq(leads.id, id));
  return row!;
}

/** A lead in the reply's shape (spec part 1 §3). */
export function presentLead(row: LeadWithNames): Lead {
  return {
    id: row.id,
    user_company_id: row.companyId,
    lead_name: row.leadName,
    url: row.url,
    contact_number: row.contactNumber,
    email: row.email,
    country: row.country,
    state: row.state,
    location: row.location,
    status: row.statusTitle,
    status_id: row.statusId,
    list: row.listId,
    list_name: row.listName ?? GENERAL_LIST.name,
    user_notes: row.userNotes,
    is_recommended: row.isRecommended,
    recommended_lead_notes: row.recommendedLeadNotes ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
