import { florenceMessages } from '@dealscout/domain';
import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { florenceRuns } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';

/** How long a claim holds without renewal: a worker renews it at every step; a dead process's claim lapses. */
export const LEASE_MS = 30_000;

export type RunRow = typeof florenceRuns.$inferSelect;

const leaseFromNow = () => sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;

/**
 * Claims the oldest waiting run for `worker`, or none: a run in 'processing' whose lease is unset or
 * lapsed, before its deadline. FOR UPDATE SKIP LOCKED (PGlite and PostgreSQL alike) means two
 * processes claiming at once never take the same run.
 */
export async function claimRun(db: Database, worker: string): Promise<RunRow | null> {
  return inTransaction(db, async (tx) => {
    const [waiting] = await tx
      .select({ id: florenceRuns.id })
      .from(florenceRuns)
      .where(
        and(
          eq(florenceRuns.status, 'processing'),
          or(isNull(florenceRuns.leaseUntil), lt(florenceRuns.leaseUntil, sql`now()`)),
          gt(florenceRuns.deadlineAt, sql`now()`),
        ),
      )
      .orderBy(asc(florenceRuns.calledAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!waiting) return null;
    const [claimed] = await tx
      .update(florenceRuns)
      .set({ claimedBy: worker, leaseUntil: leaseFromNow(), attempts: sql`${florenceRuns.attempts} + 1` })
      .where(eq(florenceRuns.id, waiting.id))
      .returning();
    return claimed ?? null;
  });
}

/**
 * Frees every run's claim so that the next claim takes it at once. Only for a process that alone owns the
 * database (PGlite) at its start: any claim left is a dead process's, and waiting out its lease helps no one.
 */
export async function releaseRunClaims(db: Database): Promise<void> {
  await db.update(florenceRuns).set({ leaseUntil: null }).where(eq(florenceRuns.status, 'processing'));
}

/** Condition: the run is still this worker's to work on (not taken over, not failed by the deadline). */
const stillMine = (runId: string, worker: string) =>
  and(eq(florenceRuns.id, runId), eq(florenceRuns.claimedBy, worker), eq(florenceRuns.status, 'processing'));

/** Records the step a run has reached and renews its lease; false when the run is no longer this worker's. */
export async function advanceRun(db: Database, runId: string, worker: string, step: number): Promise<boolean> {
  const rows = await db
    .update(florenceRuns)
    .set({ currentStep: step, leaseUntil: leaseFromNow() })
    .where(stillMine(runId, worker))
    .returning({ id: florenceRuns.id });
  return rows.length > 0;
}

/** Ends a run as completed, inside the caller's transaction (with its results); false when it was no longer this worker's. */
export async function completeRun(tx: Database, runId: string, worker: string): Promise<boolean> {
  const rows = await tx
    .update(florenceRuns)
    .set({ status: 'completed', currentStep: 4, finishedAt: sql`now()`, leaseUntil: null })
    .where(stillMine(runId, worker))
    .returning({ id: florenceRuns.id });
  return rows.length > 0;
}

export async function failRun(db: Database, runId: string, worker: string, message: string = florenceMessages.failed) {
  await db
    .update(florenceRuns)
    .set({ status: 'failed', error: message, finishedAt: sql`now()`, leaseUntil: null })
    .where(stillMine(runId, worker));
}

/** Fails every run past its deadline, whoever holds it; returns their ids. */
export async function failOverdueRuns(db: Database): Promise<string[]> {
  const rows = await db
    .update(florenceRuns)
    .set({ status: 'failed', error: florenceMessages.deadline, finishedAt: sql`now()`, leaseUntil: null })
    .where(and(eq(florenceRuns.status, 'processing'), lte(florenceRuns.deadlineAt, sql`now()`)))
    .returning({ id: florenceRuns.id });
  return rows.map((row) => row.id);
}
