import { florenceMessages, type UserRole } from '@dealscout/domain';

/**
 * What Regenerate (and Generate AI List) does for this user (spec part 2 §4 'Regenerate', §6 algo_access):
 * - 'allowed': a PUT starts a generation;
 * - 'free-trial': the professional without access sees the free-trial limit modal ('Contact Sales');
 * - 'monthly-limit': anyone else without access sees the button disabled, 'Monthly limit reached'.
 * `refusal` is the server's last 403 message: the monthly limit is counted there, not in the profile.
 */
export type GenerationGate = 'allowed' | 'free-trial' | 'monthly-limit';

export function generationGate(user: { role: UserRole; algo_access: boolean }, refusal: string | null): GenerationGate {
  const refused = !user.algo_access || refusal === florenceMessages.freeTrialLimit || refusal === florenceMessages.monthlyLimit;
  if (!refused) return 'allowed';
  return user.role === 'professional' ? 'free-trial' : 'monthly-limit';
}
