import { z } from 'zod';
import { requiredText } from '../shared/text-field.js';
import { companyIdField } from './lead-fields.js';
import { LEAD_TEXT_MAX, communicationTypeMessages as m } from './messages.js';

/** The type's name; the spec's form calls the field `status`. */
export const communicationTypeField = requiredText({ required: m.typeRequired, tooLong: m.typeTooLong }, LEAD_TEXT_MAX);

/** POST /api/communication. */
export const communicationTypeCreateSchema = z.object({ status: communicationTypeField, user_company_id: companyIdField });
/** PUT /api/communication/{id}. */
export const communicationTypeUpdateSchema = z.object({ status: communicationTypeField });
/** GET /api/communication?user_company_id=... */
export const communicationTypeQuerySchema = z.object({ user_company_id: companyIdField });

/** A communication type (spec part 1 §3): the statuses a company's leads take. */
export const communicationTypeSchema = z.object({ id: z.string(), title: z.string(), user_company_id: z.string() });
export type CommunicationType = z.infer<typeof communicationTypeSchema>;

export type StatusColour = 'blue' | 'pink' | 'purple';

/** Tags and the PDF colour a status (spec part 1 §4): communicating blue, contacted pink, every other purple. */
export function statusColour(status: string): StatusColour {
  const name = status.trim().toLowerCase();
  if (name === 'communicating') return 'blue';
  if (name === 'contacted') return 'pink';
  return 'purple';
}
