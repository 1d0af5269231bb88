/** Profile roles (spec part 1 §6, part 2 §6). Sign-up makes professional users. */
export const USER_ROLES = ['professional', 'enterprise', 'leads'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Where a signed-in user lands (spec part 1 §4): the firm overview for professionals, investor search otherwise. */
export function homePathFor(role: string): string {
  return role === 'professional' ? '/leads/home' : '/leads/dataset';
}
