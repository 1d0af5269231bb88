import { z } from 'zod';
import { userInputSchema } from '../questionnaire/answers.js';

export const COMPANY_NAME_MAX = 100;

export const companyMessages = {
  nameRequired: 'Company name is required',
  nameTooLong: 'Company name must not exceed 100 characters',
  duplicateNameTooLong: 'Company name cannot exceed 100 characters',
  deleteConfirm: 'Please type DELETE to confirm',
  created: 'Company created successfully',
  updated: 'Company updated successfully',
  deleted: 'Company deleted successfully',
  duplicated: 'Company duplicated successfully',
  createFailed: 'Error creating company',
  updateFailed: 'Error updating company',
  failed: 'Something went wrong',
  creatorOnly: 'Only the creator of this company can do that.',
  notFound: 'Company not found',
  noOrganization: 'You are not in an organization, so there is no one to share with.',
  empty: 'No company found',
  required: 'Company required',
} as const;

const m = companyMessages;

const companyName = (tooLong: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.nameRequired : 'Must be text') })
    .trim()
    .min(1, { error: m.nameRequired, abort: true })
    .max(COMPANY_NAME_MAX, tooLong);

export const companyNameField = companyName(m.nameTooLong);
export const duplicateNameField = companyName(m.duplicateNameTooLong);

/** POST /api/user-company and PUT /api/user-company/{id}. `organization` is decided by the server. */
export const companyWriteSchema = z.object({
  company_name: companyNameField,
  shared: z.boolean().optional(),
  organization: z.unknown().optional(),
});
export type CompanyWrite = z.infer<typeof companyWriteSchema>;

/** PUT /api/user-company: the questionnaire's answers (and optionally the name) of one company. */
export const companyAnswersSchema = z.object({
  id: z.string().max(64),
  company_name: companyNameField.optional(),
  user_input: userInputSchema,
});
export type CompanyAnswers = z.infer<typeof companyAnswersSchema>;

export const duplicateCompanySchema = z.object({ company_name: duplicateNameField });
export type DuplicateCompany = z.infer<typeof duplicateCompanySchema>;

/** The user must type DELETE, exactly. */
export const deleteConfirmationField = z.literal('DELETE', { error: m.deleteConfirm });

export const companyBoardSchema = z.object({ id: z.string(), name: z.string(), task_count: z.number().int() });

/** A company as the API returns it (spec part 1 §3). */
export const companySchema = z.object({
  id: z.string(),
  company_name: z.string(),
  shared: z.boolean(),
  organization: z.string().nullable(),
  created_by_user: z.boolean(),
  created_by: z.object({ id: z.string(), username: z.string(), profile_picture: z.string().nullable() }),
  user_input: userInputSchema,
  boards: z.array(companyBoardSchema),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Company = z.infer<typeof companySchema>;

export type CompanyAccess = 'Shared by me' | 'Shared with me' | 'Personal';

/** The Access type column (spec part 1 §2). */
export function accessTypeOf(company: Pick<Company, 'shared' | 'created_by_user'>): CompanyAccess {
  if (!company.shared) return 'Personal';
  return company.created_by_user ? 'Shared by me' : 'Shared with me';
}

/** Owner or Editor (spec part 2 §6). */
export const roleOf = (company: Pick<Company, 'created_by_user'>) => (company.created_by_user ? 'Owner' : 'Editor');

/** The label in the header's company selector: shared companies carry " (Shared)". */
export const selectorLabel = (company: Pick<Company, 'company_name' | 'shared'>) =>
  company.shared ? `${company.company_name} (Shared)` : company.company_name;

/** PUT /api/user-company: the saved company under `data`. */
export const savedAnswersSchema = z.object({ data: companySchema });
export type SavedAnswers = z.infer<typeof savedAnswersSchema>;

/** GET /api/organization-members. */
export const organizationMemberSchema = z.object({ id: z.string(), username: z.string() });
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;
