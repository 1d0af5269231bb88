import { leadMessages, usesLeadsManager } from '@dealscout/domain';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth-guard.js';
import { AppError } from '../../platform/errors.js';

/**
 * The Leads Manager's rule in the API (spec part 1 §6): leads, their lists and communication types are
 * for enterprise users; anyone else signed in gets 403 before anything is read or written.
 */
export async function requireLeadsManager(request: FastifyRequest) {
  if (!usesLeadsManager(callerOf(request).user)) throw new AppError(403, { error: leadMessages.enterpriseOnly }, 'enterprise_only');
}
