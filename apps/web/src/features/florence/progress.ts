import { FLORENCE_STEPS, type AlgoStatusItem, type LiveChange } from '@dealscout/domain';

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

/** What a change on the status stream asks of the page (outcomeOf). */
export interface RunOutcome {
  /** The company whose list is read again; EVERY_LIST after a dropped stream (its changes were missed); null: none. */
  reread: string | null;
  /** The user's own run that failed: the error dialog opens for it. */
  ownFailure: string | null;
}

export const EVERY_LIST = '*';

/**
 * What a change on the status stream (`null`: the stream is back after a drop) asks of the page: a run no
 * longer processing is its company's new list, read once; the user's own failed run opens the error
 * dialog (spec part 2 §4). The event says which run ended, so no reading of the status is compared with
 * another. `ended` holds the runs already acted on: a run ends once, but its owner hears it on two
 * channels (their own and their organization's).
 */
export function outcomeOf(change: LiveChange | null, userId: string | undefined, ended: Set<string>): RunOutcome {
  if (!change) return { reread: EVERY_LIST, ownFailure: null };
  const run = change.run;
  if (change.kind !== 'florence' || !run || run.state === 'processing' || ended.has(run.id)) return { reread: null, ownFailure: null };
  ended.add(run.id);
  return { reread: run.company, ownFailure: run.state === 'failed' && change.actor === userId ? run.id : null };
}

/**
 * The changes a status reading shows that the stream would have told: runs this page saw processing that have
 * ended. They stand in for the stream's events when it is blocked (the status is read every 10 s while a run
 * processes); heard on both, outcomeOf acts on a run once. `processing` holds the runs seen processing.
 */
export function changesOfReading(runs: readonly AlgoStatusItem[], userId: string | undefined, processing: Set<string>): LiveChange[] {
  const changes: LiveChange[] = [];
  for (const run of runs) {
    if (run.status === 'processing') processing.add(run.id);
    else if (processing.delete(run.id))
      changes.push({
        kind: 'florence',
        actor: run.own && userId ? userId : run.user,
        at: Date.parse(run.finished_at ?? run.called_at),
        run: { id: run.id, company: run.company, state: run.status },
      });
  }
  return changes;
}
