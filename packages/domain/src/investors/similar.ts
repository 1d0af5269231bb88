import { z } from 'zod';
import { investorSchema } from './investor.js';

/** Why a company is like another: the same industry, business lines (words both profiles stress), size or place. */
export const similarReasonSchema = z.object({
  kind: z.enum(['industry', 'business_lines', 'size', 'geography']),
  text: z.string(),
});

/** GET /api/investor/{id}/similar: the ten companies most like it, best first, each with its score (0-100) and why. */
export const similarCompaniesSchema = z.object({
  data: z.array(z.object({ investor: investorSchema, score: z.number().int().min(0).max(100), reasons: z.array(similarReasonSchema) })),
});
export type SimilarCompanies = z.infer<typeof similarCompaniesSchema>;
