import { investorMessages, type SimilarCompanies } from '@dealscout/domain';
import { notFound } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { candidateIndex } from '../florence/candidate-cache.js';
import { rowOf, similarCompanies } from './similar-companies.js';

/** GET /api/investor/{id}/similar: the ten companies most like an investor of the dataset; an unknown id is 404. */
export async function similarTo(ctx: Pick<RequestContext, 'db'>, id: string): Promise<SimilarCompanies> {
  const index = await candidateIndex(ctx.db);
  const row = rowOf(index, id);
  if (row === undefined) throw notFound(investorMessages.notFound);
  return { data: similarCompanies(index, row) };
}
