import { FLORENCE_STEPS, type AlgoStatusItem } from '@dealscout/domain';

/** The name of a run's current step (1 to 4). */
export const stepName = (step: number) => FLORENCE_STEPS[Math.min(Math.max(step, 1), FLORENCE_STEPS.length) - 1]!;

/** Progress shown for a step: 25 x (step - 1) percent (spec part 2 §4). */
export const progressPercent = (step: number) => 25 * (Math.min(Math.max(step, 1), 4) - 1);

/** Elapsed time as m:ss ("0:07", "12:40"). */
export function elapsedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The estimate from recent runs' median duration: 'about N s' under a minute and a half, else
 * 'about N min'; null (nothing said) before any run has completed.
 */
export function estimateText(estimateMs: number | null): string | null {
  if (estimateMs === null || !Number.isFinite(estimateMs) || estimateMs < 0) return null;
  const seconds = Math.max(1, Math.ceil(estimateMs / 1000));
  return seconds < 90 ? `about ${seconds} s` : `about ${Math.round(seconds / 60)} min`;
}

/** The header button's text (spec part 2 §2 layout: 'Florence generating N list(s)'). */
export const generatingLabel = (count: number) => `Florence generating ${count} ${count === 1 ? 'list' : 'lists'}`;

export const processingRuns = (runs: readonly AlgoStatusItem[]) => runs.filter((run) => run.status === 'processing');

/**
 * What moved between two readings of the status: the companies whose run ended since the last one (their
 * list is read again; a colleague's run leaves the status once it ends, so a run gone counts too), and
 * the user's own runs that failed (the error dialog).
 */
export function finishedSince(before: readonly AlgoStatusItem[], after: readonly AlgoStatusItem[]) {
  const now = new Map(after.map((run) => [run.id, run]));
  const ended = processingRuns(before).filter((run) => now.get(run.id)?.status !== 'processing');
  return {
    refresh: [...new Set(ended.map((run) => run.company))],
    ownFailed: ended.map((run) => now.get(run.id)).filter((run): run is AlgoStatusItem => run?.status === 'failed' && run.own),
  };
}
