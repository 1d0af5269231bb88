import { z } from 'zod';
import { buyersFilterShape } from '../florence/florence.js';
import { companyIdField } from '../leads/lead-fields.js';

/** What the CRM export says (spec part 2 §8), written once. */
export const crmMessages = {
  invalidRequest: 'Invalid request',
  notSetUp: 'The CRM is not set up on this server',
  notConnected: 'Connect your CRM account first',
  leadsExported: 'Leads exported to CRM successfully',
  investorsExported: 'Investors exported to CRM successfully',
  buyersExported: 'Buyers exported to CRM successfully',
  failed: 'Failed to export to CRM',
  unavailable: 'The CRM could not be reached. Try again in a few minutes.',
  disconnected: 'CRM disconnected',
  returnPathTooLong: `This page's address is too long to come back to after signing in: clear some filters and try again`,
} as const;

/** Rows one CRM export sends at most (spec part 2 §9), and one sObject collection call takes. */
export const CRM_EXPORT_LIMIT = 200;

/** GET /api/crm-status. */
export const crmStatusSchema = z.object({ configured: z.boolean(), connected: z.boolean(), provider: z.literal('Salesforce') });
export type CrmStatus = z.infer<typeof crmStatusSchema>;

/**
 * The longest page address kept to come back to: the investor search keeps every filter in its query
 * (advanced filters of up to 8,000 characters as JSON, percent-encoded), and the server keeps the path.
 */
export const CRM_RETURN_PATH_MAX = 32_000;

/** A path of the signed-in area to come back to after signing in to the CRM. */
const returnPath = z
  .string()
  .max(CRM_RETURN_PATH_MAX, crmMessages.returnPathTooLong)
  .regex(/^\/leads(\/[^\s]*)?(\?[^\s]*)?$/, 'Must be a path under /leads');

/** POST /api/crm-authorize: where to come back to. The server keeps the PKCE verifier under a new state value. */
export const crmAuthorizeSchema = z.object({ return_path: returnPath.default('/leads/dataset') });
export const crmAuthorizeReplySchema = z.object({ authorize_url: z.string() });

/** POST /api/connect-crm: the provider's code and the state value of /api/crm-authorize. */
export const connectCrmSchema = z.object({
  code: z.string({ error: crmMessages.invalidRequest }).min(1, crmMessages.invalidRequest).max(2_000, crmMessages.invalidRequest),
  state: z.string({ error: crmMessages.invalidRequest }).min(1, crmMessages.invalidRequest).max(200, crmMessages.invalidRequest),
});
export const connectCrmReplySchema = z.object({ connected: z.literal(true), return_path: z.string() });

/**
 * POST /api/crm-export: a company's leads (a list, or all; up to 200), up to 200 investors by id, or the
 * first 200 of a company's recommended buyers under the Florence page's search and filters.
 */
export const crmExportSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('leads'),
    user_company_id: z.string().max(64),
    list: z.string().max(64).optional(),
    search: z.string().max(100).optional(),
  }),
  z.object({ source: z.literal('investors'), investor_ids: z.array(z.string().max(64)).min(1).max(CRM_EXPORT_LIMIT) }),
  z.object({ source: z.literal('buyers'), user_company_id: companyIdField, ...buyersFilterShape }),
]);
export type CrmExport = z.infer<typeof crmExportSchema>;

export const crmExportReplySchema = z.object({ message: z.string(), created: z.number().int(), updated: z.number().int() });
export type CrmExportReply = z.infer<typeof crmExportReplySchema>;
