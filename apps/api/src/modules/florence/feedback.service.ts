import { florenceMessages as m, storedReview, type buyersFeedbackSchema } from '@dealscout/domain';
import type { z } from 'zod';
import { florenceFeedback } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { ActorContext } from '../../platform/request-context.js';
import { visibleCompany } from '../companies/index.js';
import { latestCompletedRun } from './buyers.service.js';

/**
 * POST /api/buyers-feedback: a rating (and review) of the company's latest list, stored with that list
 * and with the company's name and answers as they were when it was made.
 */
export async function submitFeedback(ctx: ActorContext, input: z.output<typeof buyersFeedbackSchema>) {
  const company = await visibleCompany(ctx, input.company_id);
  const run = await latestCompletedRun(ctx, company.id);
  if (!run) throw new AppError(409, { error: m.noList }, 'florence_no_list');
  await ctx.db.insert(florenceFeedback).values({
    runId: run.id,
    userId: ctx.actor.id,
    rating: input.rating,
    review: storedReview(input.review),
    companyName: company.name,
    userInput: run.userInput,
  });
  return { message: m.feedbackSubmitted };
}
