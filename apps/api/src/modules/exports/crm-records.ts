import { CRM_EXPORT_LIMIT, type CrmExport } from '@dealscout/domain';
import { inArray } from 'drizzle-orm';
import { investors } from '../../db/schema/index.js';
import { isUuid } from '../../platform/ids.js';
import type { ActorContext } from '../../platform/request-context.js';
import { listBuyers } from '../florence/index.js';
import { listLeads } from '../leads/index.js';
import type { SalesforceLead } from './salesforce-client.js';

const LEAD_SOURCE = 'Dealscout';
const clip = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/** A company as a Salesforce Lead: its name, website, place and a description, clipped to Salesforce's lengths. */
const companyLead = (company: {
  name: string;
  url: string | null;
  state: string | null;
  country: string | null;
  description: string | null;
}): SalesforceLead => ({
  LastName: clip(company.name, 80)!,
  Company: clip(company.name, 255)!,
  Website: clip(company.url, 255),
  State: clip(company.state, 80),
  Country: clip(company.country, 80),
  Description: clip(company.description, 32_000),
  LeadSource: LEAD_SOURCE,
});

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
    ...companyLead({ name: lead.lead_name, url: lead.url, state: lead.state, country: lead.country, description: lead.user_notes }),
    Email: lead.email,
    Phone: lead.contact_number,
  }));
}

/** Investors of the dataset by id (up to 200) as Salesforce Leads; unknown ids are left out. */
export async function investorRecords(ctx: ActorContext, ids: string[]): Promise<SalesforceLead[]> {
  const known = ids.filter(isUuid);
  if (known.length === 0) return [];
  const rows = await ctx.db.select().from(investors).where(inArray(investors.id, known));
  return rows.map((investor) =>
    companyLead({
      name: investor.companyName,
      url: investor.url,
      state: investor.usStateFull,
      country: investor.country,
      description: investor.description,
    }),
  );
}

/**
 * The first 200 of a company's current recommended buyers under the page's search and filters, read here
 * (the company must be one the user may see, else 404), as Salesforce Leads: the description, then the reasons.
 */
export async function buyerRecords(ctx: ActorContext, input: Extract<CrmExport, { source: 'buyers' }>): Promise<SalesforceLead[]> {
  const { data } = await listBuyers(ctx, {
    companyId: input.user_company_id,
    query: { search: input.search, state: input.state, type: input.type, offset: 0, limit: CRM_EXPORT_LIMIT, crm_export: 'true' },
  });
  return data.map((buyer) =>
    companyLead({
      name: buyer.company_name,
      url: buyer.url,
      state: buyer.us_state_full,
      country: buyer.country,
      description: [buyer.description, `Reasons For Target: ${buyer.ai_description}`].filter(Boolean).join('\n\n'),
    }),
  );
}
