import { checkSubmission, QUESTIONS, type CompanyAnswers, type UserInput } from '@dealscout/domain';
import { and, eq } from 'drizzle-orm';
import { companies, companyDrafts } from '../../db/schema/index.js';
import { fieldError } from '../../platform/errors.js';
import { assertCreator, type CompanyScope, presentCompany, visibleCompany } from '../companies/index.js';
import { naicsCatalogue } from '../taxonomy/index.js';

/** GET /api/question: the definitions, the same for everyone. */
export const questions = () => ({ data: QUESTIONS });

const mine = (ctx: CompanyScope, companyId: string) => and(eq(companyDrafts.companyId, companyId), eq(companyDrafts.userId, ctx.actor.id));

/** The caller's own draft of a company they can see, else its submitted answers: another member's draft never shows. */
export async function readDraft(ctx: CompanyScope, companyId: string) {
  const company = await visibleCompany(ctx, companyId);
  const [draft] = await ctx.db.select().from(companyDrafts).where(mine(ctx, company.id));
  return { draft: draft !== undefined, data: { user_input: draft?.userInput ?? company.userInput } };
}

/** Autosave: the caller's draft of the company, replaced whole. */
export async function saveDraft(ctx: CompanyScope, input: { companyId: string; userInput: UserInput }) {
  const company = await visibleCompany(ctx, input.companyId);
  await ctx.db
    .insert(companyDrafts)
    .values({ companyId: company.id, userId: ctx.actor.id, userInput: input.userInput })
    .onConflictDoUpdate({
      target: [companyDrafts.companyId, companyDrafts.userId],
      set: { userInput: input.userInput, updatedAt: new Date() },
    });
}

/** Discard Changes: the caller's draft goes; the submitted answers stay. */
export async function discardDraft(ctx: CompanyScope, companyId: string) {
  const company = await visibleCompany(ctx, companyId);
  await ctx.db.delete(companyDrafts).where(mine(ctx, company.id));
}

/**
 * A submission checked against the definitions, in the stored shape; a 400 keyed by the question
 * (`user_input.<key>`) whose message names it, for the first answer at fault.
 */
function checkedAnswers(userInput: UserInput): UserInput {
  const result = checkSubmission(userInput, naicsCatalogue().entries);
  if (!result.ok) throw fieldError(`user_input.${result.key}`, `${result.label}: ${result.message}`);
  return result.userInput;
}

/** Part of a submit, in its transaction: the submitter's draft of the company is cleared. */
async function clearDraftOnSubmit(ctx: CompanyScope, companyId: string) {
  await ctx.db.delete(companyDrafts).where(mine(ctx, companyId));
}

/**
 * The questionnaire's submit: any member who can see the company may save answers that pass the
 * definitions; the name stays the creator's. The submitter's draft is cleared in the same transaction.
 */
export async function saveAnswers(ctx: CompanyScope, input: CompanyAnswers) {
  const company = await visibleCompany(ctx, input.id);
  const renaming = input.company_name !== undefined && input.company_name !== company.name;
  if (renaming) assertCreator(ctx.actor, company);
  const userInput = checkedAnswers(input.user_input);
  await clearDraftOnSubmit(ctx, company.id);
  const [row] = await ctx.db
    .update(companies)
    .set({ userInput, ...(renaming ? { name: input.company_name } : {}), updatedAt: new Date() })
    .where(eq(companies.id, company.id))
    .returning();
  return presentCompany(ctx, row!);
}
