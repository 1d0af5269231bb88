import { investorMessages, type SimilarCompanies } from '@dealscout/domain';
import type { Database } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { candidateIndex } from '../florence/candidate-cache.js';
import { rowOf, similarCompanies } from './similar-companies.js';

/** GET /api/investor/{id}/similar: the ten companies most like an investor of the dataset; an unknown id is 404. */
export async function similarTo(db: Database, id: string): Promise<SimilarCompanies> {
  const index = await candidateIndex(db);
  const row = rowOf(index, id);
  if (row === undefined) throw notFound(investorMessages.notFound);
  return { data: similarCompanies(index, row) };
}
