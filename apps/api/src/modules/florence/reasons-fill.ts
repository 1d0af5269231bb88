import { and, eq, gt, isNotNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { florenceResults, florenceRuns } from '../../db/schema/index.js';
import { DETAILED_ROWS } from './generate-list.js';
import { headReasons, type HeadReasons } from './head-reasons.js';

/**
 * Rows whose reasons are computed and written at a time: 1.5-2 ms a row, so a part holds the event loop
 * (and on PGlite the one connection) some 30 ms; a request or a run that comes meanwhile waits that long.
 */
export const FILL_CHUNK_ROWS = 20;

/** A head row the run kept without reasons (its detail has factors, no reasons). */
const missingReasons = and(isNotNull(florenceResults.detail), sql`NOT ${florenceResults.detail} ? 'reasons'`);

/** The deepest row of the run's head still without reasons; 0 when every row has them. */
async function deepestMissing(db: Database, runId: string): Promise<number> {
  const [row] = await db
    .select({ deepest: max(florenceResults.rank) })
    .from(florenceResults)
    .where(and(eq(florenceResults.runId, runId), missingReasons));
  return row?.deepest ?? 0;
}

/** Stores reasons in the run's rows that have none yet (another process may have stored the same meanwhile). */
async function keepReasons(db: Database, runId: string, rows: HeadReasons[]) {
  const fresh = rows.filter((row) => row.missing).map(({ rank, reasons }) => ({ rank, reasons }));
  if (fresh.length === 0) return;
  await db.execute(sql`
    UPDATE florence_results AS result
    SET detail = result.detail || jsonb_build_object('reasons', kept.reasons)
    FROM jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb) AS kept(rank int, reasons jsonb)
    WHERE result.run_id = ${runId}::uuid AND result.rank = kept.rank AND NOT result.detail ? 'reasons'`);
}

/**
 * Writes the reasons of a completed run's head that the run left without (generate-list.ts writes the
 * first pages' only), FILL_CHUNK_ROWS at a time: the job's part after the list is shown. It stops between
 * two parts once `paused` says so (the worker has a list to generate). Resumable: rows written stay, a
 * later call writes the rest. Returns how many rows it wrote reasons for, and whether it wrote them all.
 */
export async function fillRunReasons(
  db: Database,
  runId: string,
  paused: () => boolean = () => false,
): Promise<{ written: number; finished: boolean }> {
  const [run] = await db
    .select({ id: florenceRuns.id, userInput: florenceRuns.userInput })
    .from(florenceRuns)
    .where(and(eq(florenceRuns.id, runId), eq(florenceRuns.status, 'completed')));
  const deepest = run ? await deepestMissing(db, run.id) : 0;
  let written = 0;
  if (!run || deepest === 0) return { written, finished: true };
  for await (const part of headReasons(db, run, deepest, FILL_CHUNK_ROWS)) {
    await keepReasons(db, run.id, part);
    written += part.filter((row) => row.missing).length;
    if (paused()) return { written, finished: part.at(-1)!.rank >= deepest };
  }
  return { written, finished: true };
}

/** Completed runs of the last day whose head still lacks reasons: a worker stopped before it wrote them all. */
export async function runsMissingReasons(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: florenceResults.runId })
    .from(florenceResults)
    .innerJoin(florenceRuns, eq(florenceRuns.id, florenceResults.runId))
    .where(
      and(
        eq(florenceRuns.status, 'completed'),
        gt(florenceRuns.finishedAt, sql`now() - interval '1 day'`),
        sql`${florenceResults.rank} <= ${DETAILED_ROWS}`,
        missingReasons,
      ),
    );
  return rows.map((row) => row.id);
}
