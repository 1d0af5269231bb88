import { trialBannerText, trialMessages } from '@dealscout/domain';
import { ApiError } from '../../platform/api-error';

export interface TrialNotice {
  /** The free-trial banner above the results; null without a trial. */
  banner: string | null;
  /** Why the search was refused (shown instead of the results, with 'Upgrade Now'); null when it was not. */
  gate: string | null;
}

/** A search the trial refused: 403 with one of the trial's messages. */
function trialRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const refusals: string[] = [trialMessages.limitReached, trialMessages.notIncluded];
  return refusals.includes(error.message) ? error.message : null;
}

/**
 * The banner and the gate of the investor search (spec part 2 §2, §6): the searches left after the last
 * answer (0 ended, 1 last free search, N the count); a search refused at 0 shows the gate and the
 * ended banner; a user without a trial (not professional, not subscribed) sees only the gate.
 */
export function trialNotice(remaining: number | null | undefined, error: unknown): TrialNotice {
  const refusal = trialRefusal(error);
  if (refusal === trialMessages.limitReached) return { banner: trialMessages.ended, gate: refusal };
  if (refusal) return { banner: null, gate: refusal };
  return { banner: trialBannerText(remaining ?? null), gate: null };
}
