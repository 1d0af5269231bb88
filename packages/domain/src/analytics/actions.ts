import { z } from 'zod';

/**
 * The downloads POST /api/action-record counts (spec part 2 §7): a PDF, a CSV or a CRM export of
 * the buyers Florence ranked, of a lead list, or of an investor search.
 */
export const RECORDED_ACTIONS = [
  'buyer_pdf',
  'buyer_csv',
  'buyer_crm_export',
  'leads_pdf',
  'leads_csv',
  'leads_crm_export',
  'investor_pdf',
  'investor_csv',
  'investor_crm_export',
] as const;
export type RecordedAction = (typeof RECORDED_ACTIONS)[number];

/** The name each action's count carries in the analytics replies (spec part 2 §3). */
export const DOWNLOAD_COUNT_KEYS = {
  buyer_pdf: 'buyersPDF',
  buyer_csv: 'buyersCsv',
  buyer_crm_export: 'buyerCRMExport',
  leads_pdf: 'leadsPDF',
  leads_csv: 'leadsCsv',
  leads_crm_export: 'leadsCRMExport',
  investor_pdf: 'investorPDF',
  investor_csv: 'investorCsv',
  investor_crm_export: 'investorCRMExport',
} as const satisfies Record<RecordedAction, string>;
export type DownloadCountKey = (typeof DOWNLOAD_COUNT_KEYS)[RecordedAction];

/** The three groups of the per-user cards, each with its PDF, CSV and CRM export counts. */
export const DOWNLOAD_GROUPS = [
  { title: 'Florence (buyers)', pdf: 'buyersPDF', csv: 'buyersCsv', crm: 'buyerCRMExport' },
  { title: 'Leads', pdf: 'leadsPDF', csv: 'leadsCsv', crm: 'leadsCRMExport' },
  { title: 'Investor Search', pdf: 'investorPDF', csv: 'investorCsv', crm: 'investorCRMExport' },
] as const satisfies readonly { title: string; pdf: DownloadCountKey; csv: DownloadCountKey; crm: DownloadCountKey }[];

export const actionRecordMessages = {
  unknownAction: `Action must be one of: ${RECORDED_ACTIONS.join(', ')}`,
} as const;

/** POST /api/action-record: the action, and the company whose leads or buyers were exported (none for investors). */
export const actionRecordSchema = z
  .object({
    action: z.enum(RECORDED_ACTIONS, { error: actionRecordMessages.unknownAction }),
    user_company_id: z.string().max(64).nullish(),
  })
  .strict();
export type ActionRecordInput = z.infer<typeof actionRecordSchema>;

export const actionRecordReplySchema = z.object({
  id: z.string(),
  action: z.enum(RECORDED_ACTIONS),
  user_company_id: z.string().nullable(),
  created_at: z.string(),
});
export type ActionRecordReply = z.infer<typeof actionRecordReplySchema>;

/** The nine counts, as both analytics replies carry them. */
export const downloadCountsSchema = z.object(
  Object.fromEntries(Object.values(DOWNLOAD_COUNT_KEYS).map((key) => [key, z.number().int()])) as Record<DownloadCountKey, z.ZodNumber>,
);
export type DownloadCounts = z.infer<typeof downloadCountsSchema>;
