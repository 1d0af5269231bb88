import type { ErrorCode, UserRole } from '@dealscout/domain';

/**
 * What Regenerate (and Generate AI List) does for this user (spec part 2 §4 'Regenerate', §6 algo_access):
 * - 'allowed': a PUT starts a generation;
 * - 'free-trial': the professional without access sees the free-trial limit modal ('Contact Sales');
 * - 'monthly-limit': anyone else without access sees the button disabled, 'Monthly limit reached'.
 * `refusal` is the code of the server's last 403: the monthly limit is counted there, not in the profile.
 */
export type GenerationGate = 'allowed' | 'free-trial' | 'monthly-limit';

const LIMIT_REFUSALS: readonly ErrorCode[] = ['florence_free_trial_exhausted', 'florence_monthly_limit_reached'];

export function generationGate(user: { role: UserRole; algo_access: boolean }, refusal: ErrorCode | null): GenerationGate {
  const refused = !user.algo_access || (refusal !== null && LIMIT_REFUSALS.includes(refusal));
  if (!refused) return 'allowed';
  return user.role === 'professional' ? 'free-trial' : 'monthly-limit';
}
