import type { Database } from '../../../db/client.js';
import { investorCount } from '../../investors/index.js';

/**
 * Above this many investors (FLORENCE_PRESELECT_ABOVE, default 200,000) a list no longer reads the whole
 * dataset: its candidates are chosen in the database first (Florence's candidate pool) and the engine
 * ranks those, with the dataset's statistics (built-statistics.ts). At or below it, the whole dataset's index, as always.
 */
let preselectAbove = 200_000;

export function usePreselection(aboveCandidates: number): void {
  preselectAbove = aboveCandidates;
}

export const preselectionAbove = () => preselectAbove;

/** Whether the dataset is above the threshold: its reads choose the candidates they need rather than index every investor. */
export async function preselecting(db: Database): Promise<boolean> {
  return (await investorCount(db)) > preselectAbove;
}
