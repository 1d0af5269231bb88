import { fullName, taskMessages } from '@dealscout/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { organizationMembers, users } from '../../db/schema/index.js';
import { fieldError } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { CompanyRow, CompanyScope } from '../companies/index.js';

/**
 * The assignees a form names, checked (spec part 1 §4): on a shared company any member of its
 * organization, otherwise only the actor. Anyone else is a 400 on `field`. Returns the ids, once each.
 */
export async function allowedAssignees(scope: CompanyScope, company: CompanyRow, ids: readonly string[], field: string) {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (!wanted.length) return [];
  if (!company.shared || !company.organizationId) {
    if (wanted.some((id) => id !== scope.actor.id)) throw fieldError(field, taskMessages.assigneeNotSelf);
    return wanted;
  }
  const outside = () => fieldError(field, taskMessages.assigneeOutsideOrganization);
  if (!wanted.every(isUuid)) throw outside();
  const members = await scope.db
    .select({ id: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, company.organizationId), inArray(organizationMembers.userId, wanted)));
  if (members.length !== wanted.length) throw outside();
  return wanted;
}

/** Display names of users, in the order given, joined for a history item. */
export async function namesOf(scope: CompanyScope, ids: readonly string[]): Promise<string> {
  if (!ids.length) return '';
  const rows = await scope.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, fullName(row.firstName, row.lastName)]));
  return ids
    .map((id) => byId.get(id) ?? '')
    .filter(Boolean)
    .join(', ');
}
