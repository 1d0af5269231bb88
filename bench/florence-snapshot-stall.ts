// Figures, not assertions: how long the background build of Florence's index snapshot holds up the
// process's event loop (what every request waits behind), over the shipped rows grown with the search
// bench's synthetic rows. perf_hooks.monitorEventLoopDelay samples the loop while buildIndexSnapshot runs
// (its whole pass: claim, the rows read, the index built and packed, the file and row stored); a timer
// that fires late by the figures shown is a request answered that much later.
// Run from the repo root: npm run bench:florence-snapshot-stall  (BENCH_FLORENCE_SIZES, default
// "100000"; ":postgres" runs a size on the PostgreSQL server of BENCH_POSTGRES_URL instead of PGlite).
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildIndexSnapshot, loadShippedInvestors, localFileStorage, openDatabase } from '@dealscout/api/testing';
import { expandSynthetic } from './search-synthetic.js';
import { freshPostgresDatabase } from './support/postgres.js';
import { printTable } from './support/table.js';

const SIZES = (process.env.BENCH_FLORENCE_SIZES ?? '100000').split(',').map((entry) => {
  const [size, engine] = entry.split(':');
  return { candidates: Number(size), engine: engine === 'postgres' ? ('postgres' as const) : ('pglite' as const) };
});

const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(0);

async function measure({ candidates, engine }: (typeof SIZES)[number]): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-snapshot-stall-'));
  const server = engine === 'postgres' ? await freshPostgresDatabase('snapshot_stall') : null;
  const handle = await openDatabase(server ? { url: server.url } : { inMemory: true });
  try {
    await loadShippedInvestors(handle.db);
    await expandSynthetic(handle.db, candidates, engine);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const built = await buildIndexSnapshot(handle.db, localFileStorage(dataDir));
    const took = performance.now() - started;
    delay.disable();
    if (built !== 1) throw new Error('no snapshot built');
    return [
      candidates.toLocaleString('en-US'),
      engine,
      took.toFixed(0),
      ms(delay.max),
      ms(delay.percentile(99)),
      ms(delay.mean),
      loadavg()
        .map((load) => load.toFixed(1))
        .join(' '),
    ];
  } finally {
    await handle.close();
    await server?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const rows: string[][] = [];
for (const size of SIZES) rows.push(await measure(size));
printTable(
  ['candidates', 'database', 'snapshot build ms', 'event-loop delay max ms', 'p99 ms', 'mean ms', 'load (1, 5, 15 min)'],
  rows,
);
