import { crmMessages as m, type CrmExport, type CrmExportReply, type RecordedAction } from '@dealscout/domain';
import { actionRecords } from '../../db/schema/index.js';
import type { ActorContext } from '../../platform/request-context.js';
import { withCrmTokens } from './crm-connection.service.js';
import { buyerRecords, investorRecords, leadRecords } from './crm-records.js';
import { createLeads, leadsByWebsite, updateLeads, type SalesforceLead, type SalesforceTokens } from './salesforce-client.js';

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

/** The rows of each source, read (and the company's access checked) before Salesforce is called. */
function recordsOf(ctx: ActorContext, input: CrmExport): Promise<SalesforceLead[]> {
  switch (input.source) {
    case 'leads':
      return leadRecords(ctx, input);
    case 'investors':
      return investorRecords(ctx, input.investor_ids);
    case 'buyers':
      return buyerRecords(ctx, input);
  }
}

/** What each source's export is recorded as, and what it says. */
const OUTCOMES: Record<CrmExport['source'], { action: RecordedAction; message: string }> = {
  leads: { action: 'leads_crm_export', message: m.leadsExported },
  investors: { action: 'investor_crm_export', message: m.investorsExported },
  buyers: { action: 'buyer_crm_export', message: m.buyersExported },
};

/**
 * POST /api/crm-export: the leads, investors or buyers to Salesforce, recorded as a download for the
 * analytics (with the company of a leads or buyers export). The rows are read before Salesforce is
 * called, so a company the user may not see is a 404 that sends and records nothing.
 */
export async function exportToCrm(ctx: ActorContext, input: CrmExport): Promise<CrmExportReply> {
  const outcome = OUTCOMES[input.source];
  const records = await recordsOf(ctx, input);
  const counts = await withCrmTokens(ctx, (tokens) => pushLeads(tokens, records));
  await ctx.db.insert(actionRecords).values({
    userId: ctx.actor.id,
    action: outcome.action,
    companyId: input.source === 'investors' ? null : input.user_company_id,
  });
  return { message: outcome.message, ...counts };
}
