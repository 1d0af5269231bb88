import { hasFirmOverview, worksOnCompanies, type Member } from './entitlements.js';

/** Profile roles (spec part 1 §6, part 2 §6). Sign-up makes professional users. */
export const USER_ROLES = ['professional', 'enterprise', 'leads'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Where a signed-in user lands: the Firm Overview in an organization; the company list for a
 * professional without one (their overview would only repeat it); the investor search otherwise.
 */
export function homePathFor(user: Member): string {
  if (hasFirmOverview(user)) return '/leads/home';
  if (worksOnCompanies(user)) return '/leads/companies';
  return '/leads/dataset';
}
