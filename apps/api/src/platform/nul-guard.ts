import { commonMessages } from '@dealscout/domain';
import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors.js';

/** The path (`field.sub.0`) of the first string holding U+0000, or null. Iterative: a deeply nested body cannot overflow the stack. */
function nulPath(root: unknown): string | null {
  const pending: [unknown, string][] = [[root, '']];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return childPath.replaceAll('\u0000', '');
      pending.push([child, childPath]);
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000, so every string of every request (path, query, JSON body) is
 * checked here, once, before validation and before any database work: a 400 naming the field.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part);
      if (path !== null) throw fieldError(path || 'non_field_errors', commonMessages.nulCharacter);
    }
  });
}
