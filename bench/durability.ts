// Figures, not assertions: kill -9 of the API during a stream of writes (company create, note create,
// document upload, company duplicate: a company with its boards copied), DURABILITY_RUNS times on
// PGlite (DATA_DIR kept) and on PostgreSQL. After each kill: the restart (time to healthy, what it
// logs at warn or above), every acknowledged write read back through the API, then, server stopped,
// the database and DATA_DIR/files checked for half-written state.
// Run from the repo root: npm run bench:durability
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, localFileStorage } from '@dealscout/api/testing';
import { checkIntegrity } from './support/integrity.js';
import { listedIds } from './support/listed-ids.js';
import { freshPostgresDatabase } from './support/postgres.js';
import { seedWorkload } from './support/seed.js';
import { API_MAIN, apiEnv, loadAverage, ROOT, startServer } from './support/servers.js';
import { printTable } from './support/table.js';
import { startWriteStream, UPLOAD_BYTES, WRITE_KINDS, type WriteKind } from './support/write-stream.js';

const RUNS = Number(process.env.DURABILITY_RUNS ?? 5);
const CLIENTS = 8;
const PORT = Number(process.env.BENCH_PORT ?? 3200);
/** The kill lands at a random moment up to this long after the stream has had this many writes acknowledged. */
const KILL_WITHIN_MS = 1000;
const ACKNOWLEDGED_BEFORE_KILL = 16;

const countsByKind = (kinds: WriteKind[]) => WRITE_KINDS.map((kind) => kinds.filter((each) => each === kind).length).join(' / ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function crashRuns(engine: string, databaseUrl: string | undefined, dataDir: string) {
  const env = apiEnv(dataDir, databaseUrl);
  const seeded = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  const shape = {
    organizations: 0,
    membersPerOrganization: 0,
    usersWithoutOrganization: 1,
    companiesPerUser: 1,
    notesPerCompany: 1,
    documentsPerCompany: 0,
  };
  const [user] = await seedWorkload(seeded.db, localFileStorage(path.join(dataDir, 'files')), shape).finally(() => seeded.close());
  const companyId = user!.ownCompanyIds[0]!;
  const reportedOrphans = new Set<string>();
  const rows: string[][] = [];
  for (let run = 1; run <= RUNS; run++) {
    const server = await startServer({ script: API_MAIN, port: PORT, env });
    const stream = startWriteStream({ base: server.base, token: user!.token, companyId, run }, CLIENTS);
    const started = performance.now();
    while (stream.acknowledged.length < ACKNOWLEDGED_BEFORE_KILL && performance.now() - started < 30_000) await sleep(10);
    await sleep(Math.random() * KILL_WITHIN_MS);
    const killedAfter = performance.now() - started;
    const settled = stream.halt();
    await server.kill();
    await settled;

    const restartedAt = performance.now();
    const restarted = await startServer({ script: API_MAIN, port: PORT, env });
    const restartSeconds = (performance.now() - restartedAt) / 1000;
    const listed = await listedIds(restarted.base, user!, companyId);
    const missing = stream.acknowledged.filter((write) => !listed.has(write.id));
    const problems = restarted.problems.length;
    await restarted.stop();
    const integrity = await checkIntegrity(databaseUrl, dataDir);
    const newOrphans = integrity.filesWithoutRow.filter(({ file }) => !reportedOrphans.has(file));
    for (const { file } of newOrphans) reportedOrphans.add(file);
    const complete = newOrphans.filter(({ size }) => size === UPLOAD_BYTES).length;
    if (stream.refused.length) console.log(`  ${engine} run ${run}: refused before the kill: ${stream.refused.join(', ')}`);
    if (problems) console.log(`  ${engine} run ${run}: the restart logged:\n    ${restarted.problems.join('\n    ')}`);
    rows.push([
      engine,
      String(run),
      (killedAfter / 1000).toFixed(2),
      countsByKind(stream.acknowledged.map((write) => write.kind)),
      countsByKind(stream.cutOff),
      restartSeconds.toFixed(2),
      String(problems),
      String(missing.length),
      String(integrity.companiesWithoutBoards),
      String(integrity.documentRowsWithoutFile),
      `${newOrphans.length} (${complete} whole, ${newOrphans.length - complete} partial)`,
    ]);
  }
  return rows;
}

async function onPglite() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-bench-durability-'));
  try {
    return await crashRuns('PGlite', undefined, dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-bench-durability-'));
  const database = await freshPostgresDatabase('durability');
  try {
    return await crashRuns('PostgreSQL', database.url, dataDir);
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
console.log(`at the start, ${loadAverage()}`);
console.log(`${RUNS} kills each; ${CLIENTS} clients writing in turn: ${WRITE_KINDS.join(', ')} (uploads of ${UPLOAD_BYTES / 1024} KB).`);
console.log(
  `Counts per kind are in that order. The kill lands up to ${KILL_WITHIN_MS} ms after ${ACKNOWLEDGED_BEFORE_KILL} writes were acknowledged.\n`,
);
const rows = [...(await onPglite()), ...(await onPostgres())];
printTable(
  [
    'engine',
    'run',
    'killed after s',
    'acknowledged',
    'cut off (no reply)',
    'restart to healthy s',
    'restart logs >= warn',
    'acknowledged, missing',
    'companies without 3 boards',
    'document rows without file',
    'new files without row',
  ],
  rows,
);
console.log(`\nat the end, ${loadAverage()}`);
process.exit(0);
