/** Profile roles (spec part 1 §6, part 2 §6). Sign-up makes professional users. */
export const USER_ROLES = ['professional', 'enterprise', 'leads'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What the pages a user may use depend on: the role and whether they belong to an organization. */
export interface Member {
  role: string;
  organization: { id: string } | null;
}

/** Professionals and organization members keep companies (spec part 1 §2, gate wrapper); other users have none. */
export const worksOnCompanies = (user: Member) => user.role === 'professional' || !!user.organization;

/**
 * The Leads Manager, and so saving leads at all, is for enterprise users (spec part 1 §6: the role it
 * requires to load leads). Others are not offered 'Add to Leads' and meet the enterprise gate instead.
 */
export const usesLeadsManager = (user: Pick<Member, 'role'>) => user.role === 'enterprise';

/** The Firm Overview is the organization's picture (spec part 1 §2): members of an organization only. */
export const hasFirmOverview = (user: Member) => !!user.organization;

/**
 * Where a signed-in user lands: the Firm Overview in an organization; the company list for a
 * professional without one (their overview would only repeat it); the investor search otherwise.
 */
export function homePathFor(user: Member): string {
  if (hasFirmOverview(user)) return '/leads/home';
  if (worksOnCompanies(user)) return '/leads/companies';
  return '/leads/dataset';
}
