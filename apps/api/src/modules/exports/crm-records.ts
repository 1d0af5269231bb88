import { CRM_EXPORT_LIMIT, type CrmExport } from '@dealscout/domain';
import { inArray } from 'drizzle-orm';
import { investors } from '../../db/schema/index.js';
import { isUuid } from '../../platform/ids.js';
import type { ActorContext } from '../../platform/request-context.js';
import { listBuyers } from '../florence/buyers.service.js';
import { listLeads } from '../leads/leads.service.js';
import type { SalesforceLead } from './salesforce-client.js';

const LEAD_SOURCE = 'Dealscout';
const clip = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/** A company's leads (its list or all, up to 200) as Salesforce Leads. */
export async function leadRecords(ctx: ActorContext, input: Extract<CrmExport, { source: 'leads' }>): Promise<SalesforceLead[]> {
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
export async function investorRecords(ctx: ActorContext, ids: string[]): Promise<SalesforceLead[]> {
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

/**
 * The first 200 of a company's current recommended buyers under the page's search and filters, read here
 * (the company must be one the user may see, else 404), as Salesforce Leads: the description, then the reasons.
 */
export async function buyerRecords(ctx: ActorContext, input: Extract<CrmExport, { source: 'buyers' }>): Promise<SalesforceLead[]> {
  const { data } = await listBuyers(ctx, input.user_company_id, {
    search: input.search,
    state: input.state,
    type: input.type,
    offset: 0,
    limit: CRM_EXPORT_LIMIT,
    crm_export: 'true',
  });
  return data.map((buyer) => ({
    LastName: clip(buyer.company_name, 80)!,
    Company: clip(buyer.company_name, 255)!,
    Website: clip(buyer.url, 255),
    State: clip(buyer.us_state_full, 80),
    Country: clip(buyer.country, 80),
    Description: clip([buyer.description, `Reasons For Target: ${buyer.ai_description}`].filter(Boolean).join('\n\n'), 32_000),
    LeadSource: LEAD_SOURCE,
  }));
}
