import { leadsManagerRefusal } from '@dealscout/domain';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth-guard.js';
import { refused } from '../../platform/errors.js';

/**
 * The Leads Manager's rule in the API (spec part 1 §6): leads, their lists and communication types are
 * for enterprise users; anyone else signed in gets 403 before anything is read or written.
 */
export async function requireLeadsManager(request: FastifyRequest) {
  const refusal = leadsManagerRefusal(callerOf(request).user);
  if (refusal) throw refused(refusal);
}
