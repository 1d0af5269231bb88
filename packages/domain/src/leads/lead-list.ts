import { z } from 'zod';
import { requiredText } from '../shared/text-field.js';
import { companyIdField } from './lead-fields.js';
import { LEAD_TEXT_MAX, leadListMessages as m } from './messages.js';

export const leadListNameField = requiredText({ required: m.nameRequired, tooLong: m.nameTooLong }, LEAD_TEXT_MAX);

/** POST /api/user-lead-list/{companyId} and PUT /api/user-lead-list/{id}. */
export const leadListNameSchema = z.object({ name: leadListNameField });
/** POST /api/user-lead-list: the company in the body. */
export const leadListCreateSchema = z.object({ name: leadListNameField, user_company_id: companyIdField });
/** GET /api/user-lead-list?user_company_id=... */
export const leadListQuerySchema = z.object({ user_company_id: companyIdField });

/** A leads list (spec part 1 §3). General (id 'default', `default` true) comes first and is never stored. */
export const leadListSchema = z.object({ id: z.string(), name: z.string(), default: z.boolean() });
export type LeadList = z.infer<typeof leadListSchema>;
