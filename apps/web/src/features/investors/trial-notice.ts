import { REFUSALS, trialBannerText, trialMessages } from '@dealscout/domain';
import { errorCode } from '../../platform/api-error';

export interface TrialNotice {
  /** The free-trial banner above the results; null without a trial. */
  banner: string | null;
  /** Why the search was refused (shown instead of the results, with 'Upgrade Now'); null when it was not. */
  gate: string | null;
}

/**
 * The banner and the gate of the investor search (spec part 2 §2, §6): the searches left after the last
 * answer (0 ended, 1 last free search, N the count); a search refused at 0 shows the gate and the
 * ended banner; a user without a trial (not professional, not subscribed) sees only the gate.
 */
export function trialNotice(remaining: number | null | undefined, error: unknown): TrialNotice {
  const code = errorCode(error);
  if (code === 'investor_trial_exhausted') return { banner: trialMessages.ended, gate: REFUSALS.investor_trial_exhausted.message };
  if (code === 'investor_trial_not_included') return { banner: null, gate: REFUSALS.investor_trial_not_included.message };
  return { banner: trialBannerText(remaining ?? null), gate: null };
}
