import { z } from 'zod';
import { GENERAL_LIST, LEAD_SEARCH_MAX, LEADS_LIMIT_MAX, LEADS_PAGE_SIZE, LEAD_TEXT_MAX, leadMessages as m } from './messages.js';
import {
  companyIdField,
  contactNumberField,
  leadEmailField,
  leadListField,
  leadNameField,
  leadStatusField,
  leadUrlField,
  placeField,
  userNotesField,
} from './lead-fields.js';

/** What Florence wrote about why a recommended buyer fits (spec part 2 §3); absent on manual leads. */
export const recommendedLeadNotesSchema = z.object({
  financial_synergies: z.string().max(5_000).optional(),
  misc_synergies: z.string().max(5_000).optional(),
  operating_synergies: z.string().max(5_000).optional(),
});
export type RecommendedLeadNotes = z.infer<typeof recommendedLeadNotesSchema>;

/** When the company already has a lead with the same URL or e-mail: fold the new one into it, or keep both. */
export const DUPLICATE_CHOICES = ['merge', 'keep_both'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

const leadFields = {
  lead_name: leadNameField,
  url: leadUrlField,
  contact_number: contactNumberField,
  email: leadEmailField,
  country: placeField,
  state: placeField,
  location: placeField,
  /** The id of one of the company's communication types; the company's first type when left out. */
  status: leadStatusField,
  list: leadListField,
  user_notes: userNotesField,
  /** 1 when saved from a recommendation; the form sends 0 (spec part 1 §3). */
  is_recommended: z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .optional()
    .transform((flag) => (flag === 1 || flag === true ? 1 : 0)),
  recommended_lead_notes: recommendedLeadNotesSchema.nullish(),
};

/** POST /api/user-lead. */
export const leadCreateSchema = z.object({
  ...leadFields,
  status: leadFields.status.optional(),
  user_company_id: companyIdField,
  on_duplicate: z.enum(DUPLICATE_CHOICES).optional(),
});
export type LeadCreateInput = z.input<typeof leadCreateSchema>;
export type LeadCreate = z.output<typeof leadCreateSchema>;

/** PUT /api/user-lead: the lead's id and the fields that change (the notes alone, for instance). */
export const leadUpdateSchema = z.object({
  id: z.string({ error: m.notFound }).max(64, m.notFound),
  lead_name: leadFields.lead_name.optional(),
  url: leadFields.url.optional(),
  contact_number: leadFields.contact_number.optional(),
  email: leadFields.email.optional(),
  country: leadFields.country.optional(),
  state: leadFields.state.optional(),
  location: leadFields.location.optional(),
  status: leadFields.status.optional(),
  list: leadFields.list.optional(),
  user_notes: leadFields.user_notes.optional(),
  /** Sent by the spec's client; a lead stays in its company. */
  user_company_id: z.string().max(64).optional(),
  /** A new URL or e-mail that another lead of the company has is a 409; `keep_both` saves it all the same. */
  on_duplicate: z.enum(['keep_both'], { error: m.keepBothOnly }).optional(),
});
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

/** DELETE /api/user-lead?id=... */
export const leadIdQuerySchema = z.object({ id: z.string({ error: m.notFound }).max(64, m.notFound) });

const whole = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * GET /api/user-lead. `list`: a list id, 'default' (or 'null', or empty) for General; left out, every
 * list. `crm_export`: the leads a CRM export sends (up to 200 at once).
 */
export const leadQuerySchema = z.object({
  user_company_id: companyIdField,
  list: z.string().max(64).optional(),
  search: z.string().trim().max(LEAD_SEARCH_MAX, `Search must be at most ${LEAD_SEARCH_MAX} characters`).optional(),
  limit: whole(1, LEADS_LIMIT_MAX, LEADS_PAGE_SIZE),
  offset: whole(0, 1_000_000, 0),
  crm_export: z.enum(['true', 'false']).optional(),
});
export type LeadQuery = z.infer<typeof leadQuerySchema>;

/** True when a `list` filter means the General list. */
export const isGeneralList = (list: string | null | undefined) =>
  list === null || list === '' || list === 'null' || list === GENERAL_LIST.id;

/** A lead as the API returns it (spec part 1 §3, part 2 §3). `status` is its type's title, `status_id` the type. */
export const leadSchema = z.object({
  id: z.string(),
  user_company_id: z.string(),
  lead_name: z.string(),
  url: z.string(),
  contact_number: z.string().nullable(),
  email: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  location: z.string().nullable(),
  status: z.string(),
  status_id: z.string(),
  list: z.string().nullable(),
  list_name: z.string(),
  user_notes: z.string(),
  is_recommended: z.number().int(),
  recommended_lead_notes: recommendedLeadNotesSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /api/user-lead. */
export const leadListReplySchema = z.object({
  leads: z.array(leadSchema),
  total_per_type: z.array(z.object({ id: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type LeadListReply = z.infer<typeof leadListReplySchema>;

/** POST /api/user-lead: the lead saved, and whether it was new, merged into a duplicate, or kept beside one. */
export const leadSavedSchema = z.object({
  message: z.string(),
  lead: leadSchema,
  outcome: z.enum(['created', 'merged']),
});
export type LeadSaved = z.infer<typeof leadSavedSchema>;

/**
 * 409 of POST /api/user-lead when the company has a lead with the same URL or e-mail and the request
 * did not say `on_duplicate`: the client asks the user to merge or keep both.
 */
export const leadDuplicateSchema = z.object({
  error: z.string(),
  code: z.literal('lead_duplicate'),
  duplicate: z.object({ id: z.string(), lead_name: z.string(), url: z.string(), email: z.string().nullable(), list_name: z.string() }),
});
export type LeadDuplicate = z.infer<typeof leadDuplicateSchema>;

export { LEAD_TEXT_MAX };
