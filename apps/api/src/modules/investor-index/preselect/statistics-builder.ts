import type { FastifyBaseLogger } from 'fastify';
import { asc, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { investors } from '../../../db/schema/index.js';
import { drainInBackground, onePassAtATime, type Drain } from '../../../platform/background-drain.js';
import { investorCount } from '../../investors/index.js';
import { claimedDatasetBuild } from '../dataset-build.js';
import type { CountedFields } from '../dataset-statistics.js';
import { statisticsCounterOffThread } from './statistics-thread.js';
import { claimStatisticsBuild, releaseStatisticsBuild, renewStatisticsBuild, storeStatistics } from './statistics-store.js';

/** How often a process looks whether the dataset changed since its statistics were built. */
const POLL_MS = 30_000;
/** Rows read at a time: the statistics are counted a batch at a time, the dataset never held whole. */
const BATCH_ROWS = 5_000;
/** Batches read between renewals of the build's lease (statistics-store.ts): 100,000 rows, well within one lease. */
const RENEW_EVERY = 20;

const countedColumns = {
  id: investors.id,
  company_name: investors.companyName,
  keywords: investors.keywords,
  super_sector: investors.superSector,
  broad_specialty: investors.broadSpecialty,
  narrow_specialty: investors.narrowSpecialty,
  sector_focus: investors.sectorFocus,
  specialty_interests: investors.specialtyInterests,
  description: investors.description,
  naics_six_digit_industry: investors.naics,
};

/** Every investor's counted fields, a batch at a time in id order (keyset: no batch rereads the ones before). */
async function* investorBatches(db: Database): AsyncGenerator<CountedFields[]> {
  let after: string | null = null;
  for (;;) {
    const batch: (CountedFields & { id: string })[] = await db
      .select(countedColumns)
      .from(investors)
      .where(after === null ? undefined : gt(investors.id, after))
      .orderBy(asc(investors.id))
      .limit(BATCH_ROWS);
    if (batch.length === 0) return;
    after = batch[batch.length - 1]!.id;
    yield batch;
  }
}

/**
 * One pass (for a dataset of more than `aboveCandidates`): when the dataset's current version has no
 * statistics and no other process is building them, counts them over every investor, a batch at a time
 * (twice: the mean profile meaning reads the counts' IDF), renewing its claim as it reads, and stores them.
 * Returns 1 when it stored them. A version that changes while the rows are read is given up: the next pass
 * builds the new one.
 */
export async function buildDatasetStatistics(db: Database, { aboveCandidates = 0 } = {}): Promise<number> {
  if ((await investorCount(db)) <= aboveCandidates) return 0;
  return claimedDatasetBuild(
    db,
    { claim: claimStatisticsBuild, release: releaseStatisticsBuild },
    (key) => countStatistics(db, key),
    (statistics, key) => storeStatistics(db, key, statistics),
  );
}

/** The statistics of every investor, counted on a worker thread a batch at a time, the build's lease renewed as it reads. */
async function countStatistics(db: Database, key: string) {
  const counter = await statisticsCounterOffThread();
  try {
    let read = 0;
    const renewing = async () => {
      if (++read % RENEW_EVERY === 0) await renewStatisticsBuild(db, key);
    };
    for await (const batch of investorBatches(db)) await Promise.all([counter.add(batch), renewing()]);
    await counter.counted();
    for await (const batch of investorBatches(db)) await Promise.all([counter.addMeanings(batch), renewing()]);
  } catch (error) {
    counter.abandon();
    throw error;
  }
  return counter.result();
}

/**
 * Keeps the dataset's statistics in the background (the processes that generate lists), for datasets of
 * more than `aboveCandidates` (FLORENCE_PRESELECT_ABOVE, whose lists rank a preselected pool with them):
 * at start and every POLL_MS, so a change made by any process or script gets its statistics within
 * about that long plus the build. No request waits for them (until they exist, a list ranks its pool with
 * the pool's own: Florence's list index).
 */
export function startDatasetStatistics({
  db,
  log,
  aboveCandidates,
}: {
  db: Database;
  log: FastifyBaseLogger;
  aboveCandidates: number;
}): Drain {
  const pass = onePassAtATime(async () => {
    const started = Date.now();
    const built = await buildDatasetStatistics(db, { aboveCandidates });
    if (built) log.info({ ms: Date.now() - started }, 'Florence dataset statistics built');
    return built;
  });
  return drainInBackground(pass, {
    pollMs: POLL_MS,
    subscribe: () => () => undefined,
    onError: (error) => log.error({ err: error instanceof Error ? { type: error.name } : undefined }, 'Florence dataset statistics'),
  });
}
