import { CRM_EXPORT_LIMIT, crmMessages as m, type CrmExport, type CrmExportReply } from '@dealscout/domain';
import { inArray } from 'drizzle-orm';
import { actionRecords, investors } from '../../db/schema/index.js';
import { isUuid } from '../../platform/ids.js';
import type { ActorContext } from '../../platform/request-context.js';
import { listLeads } from '../leads/leads.service.js';
import { withCrmTokens } from './crm-connection.service.js';
import { createLeads, leadsByWebsite, updateLeads, type SalesforceLead, type SalesforceTokens } from './salesforce-client.js';

const LEAD_SOURCE = 'Dealscout';
const clip = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/** A company's leads (its list or all, up to 200) as Salesforce Leads. */
async function leadRecords(ctx: ActorContext, input: Extract<CrmExport, { source: 'leads' }>): Promise<SalesforceLead[]> {
  const { leads } = await listLeads(ctx, {
    user_company_id: input.user_company_id,
    list: input.list,
    search: input.search,
    limit: CRM_EXPORT_LIMIT,
    offset: 0,
  });
  return leads.map((lead) => ({
    LastName: clip(lead.lead_name, 80)!,
    Company: clip(lead.lead_name, 255)!,
    Website: clip(lead.url, 255),
    Email: lead.email,
    Phone: lead.contact_number,
    State: clip(lead.state, 80),
    Country: clip(lead.country, 80),
    Description: clip(lead.user_notes, 32_000),
    LeadSource: LEAD_SOURCE,
  }));
}

/** Investors of the dataset by id (up to 200) as Salesforce Leads; unknown ids are left out. */
async function investorRecords(ctx: ActorContext, ids: string[]): Promise<SalesforceLead[]> {
  const known = ids.filter(isUuid);
  if (known.length === 0) return [];
  const rows = await ctx.db.select().from(investors).where(inArray(investors.id, known));
  return rows.map((investor) => ({
    LastName: clip(investor.companyName, 80)!,
    Company: clip(investor.companyName, 255)!,
    Website: clip(investor.url, 255),
    State: clip(investor.usStateFull, 80),
    Country: clip(investor.country, 80),
    Description: clip(investor.description, 32_000),
    LeadSource: LEAD_SOURCE,
  }));
}

/** Creates the Leads Salesforce does not have yet and updates those it has, matched by website: exporting twice adds nothing. */
async function pushLeads(tokens: SalesforceTokens, records: SalesforceLead[]) {
  const existing = await leadsByWebsite(tokens, [...new Set(records.flatMap((record) => (record.Website ? [record.Website] : [])))]);
  const fresh = records.filter((record) => !record.Website || !existing.has(record.Website));
  const known = records.flatMap((record) =>
    record.Website && existing.has(record.Website) ? [{ ...record, Id: existing.get(record.Website)! }] : [],
  );
  if (fresh.length) await createLeads(tokens, fresh);
  if (known.length) await updateLeads(tokens, known);
  return { created: fresh.length, updated: known.length };
}

/** POST /api/crm-export: the leads or investors to Salesforce, recorded as a download for the analytics. */
export async function exportToCrm(ctx: ActorContext, input: CrmExport): Promise<CrmExportReply> {
  const records = input.source === 'leads' ? await leadRecords(ctx, input) : await investorRecords(ctx, input.investor_ids);
  const counts = await withCrmTokens(ctx, (tokens) => pushLeads(tokens, records));
  await ctx.db.insert(actionRecords).values({
    userId: ctx.actor.id,
    action: input.source === 'leads' ? 'leads_crm_export' : 'investor_crm_export',
    companyId: input.source === 'leads' ? input.user_company_id : null,
  });
  return { message: input.source === 'leads' ? m.leadsExported : m.investorsExported, ...counts };
}
