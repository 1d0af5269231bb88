import { florenceGenerationRefusal, isFlorenceGenerationRefusal, type ErrorCode, type UserRole } from '@dealscout/domain';

/**
 * What Regenerate (and Generate AI List) does for this user (spec part 2 §4 'Regenerate', §6 algo_access):
 * - 'allowed': a PUT starts a generation;
 * - 'free-trial': the professional without access sees the free-trial limit modal ('Contact Sales');
 * - 'monthly-limit': anyone else without access sees the button disabled, 'Monthly limit reached'.
 * `refusal` is the code of the server's last 403: the monthly limit is counted there, not in the profile.
 */
export type GenerationGate = 'allowed' | 'free-trial' | 'monthly-limit';

/** The domain's answer for the profile (entitlements.ts), else the server's last refusal (it counts the month). */
export function generationGate(user: { role: UserRole; algo_access: boolean }, refusal: ErrorCode | null): GenerationGate {
  const code = florenceGenerationRefusal({ role: user.role, algoAccess: user.algo_access })?.code ?? refusal;
  if (!isFlorenceGenerationRefusal(code)) return 'allowed';
  return code === 'florence_free_trial_exhausted' ? 'free-trial' : 'monthly-limit';
}
