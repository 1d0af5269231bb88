// Figures, not assertions: several processes on one PostgreSQL, some of them dying. A fresh database,
// three API processes (two with FLORENCE_WORKER=0) and one worker process (SERVE_HTTP=0), every one
// with FILE_STORAGE=postgres (or FILE_STORAGE=s3: one s3rver bucket for all) and its own DATA_DIR, behind
// haproxy (installed when missing). Live
// clients on every process; CLUSTER_SECONDS (60) of mixed load (the load bench's visits, a stream of
// acknowledged writes, Florence lists generated one after the other); in the middle of a generation,
// kill -9 of the API process that runs generations and of the worker, then both started again.
// Afterwards: every acknowledged write read back, every Florence run's ending, every live client's
// events against what PostgreSQL carried, every uploaded file downloaded through every process.
// Fails (exit 1) when it cannot run. Run from the repo root: npm run bench:cluster
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  companies,
  configuredFileStorage,
  lakesideEyeAnswers,
  loadConfig,
  openDatabase,
  users,
  type BoardEvent,
} from '@dealscout/api/testing';
import { apiProcess, type ApiProcess } from './support/api-process.js';
import { florenceDriver } from './support/florence-driver.js';
import { startHaproxy } from './support/haproxy.js';
import { liveClient, type LiveClient } from './support/live-client.js';
import { autocannonRequests, visitSteps } from './support/load-mix.js';
import { listedIds } from './support/listed-ids.js';
import { freshPostgresDatabase } from './support/postgres.js';
import { startS3rver } from './support/s3rver.js';
import { seedWorkload } from './support/seed.js';
import { apiEnv, loadAverage, ROOT } from './support/servers.js';
import { StepTally } from './support/step-tally.js';
import { storedFilesState } from './support/stored-files-state.js';
import { printTable } from './support/table.js';
import { startWriteStream } from './support/write-stream.js';

const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 60);
const PORT = Number(process.env.CLUSTER_PORT ?? 3420);
/** Where every process keeps the uploads: the database, or one bucket of an s3rver the bench starts. */
const FILE_STORAGE = process.env.FILE_STORAGE === 's3' ? 's3' : 'postgres';
const CONNECTIONS = 8;
const WRITERS = 4;
const FLORENCE_USERS = 3;
/** The kill waits for a generation held by one of the two processes it kills, from this share of the run on. */
const KILL_FROM = 0.3;
const DOWN_FOR_MS = 5_000;
/** A run cut by the kill is claimed again once its lease (30 s) lapses: a driver waits this long for its run's end. */
const RUN_WAIT_MS = 150_000;
const PROXY_STATUSES = new Set([502, 503, 504]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** Every event PostgreSQL carries to the API processes, heard on a connection of the bench's own. */
async function listenToEvents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const heard: { channel: string; event: BoardEvent }[] = [];
  client.on('notification', (message) => {
    if (message.payload) heard.push(JSON.parse(message.payload) as { channel: string; event: BoardEvent });
  });
  await client.query('LISTEN dealscout_events');
  return { heard, close: () => client.end() };
}

const eventKey = (event: BoardEvent) => `${event.kind}|${event.actor}|${event.at}`;

/**
 * Per process: clients, connections, the events published on a client's channels while a connection
 * was open (from 1 s after it opened to 1 s before it ended, so a dying process's last moment is not
 * counted) and how many of them the connection did not get; and the events published while a client
 * was between connections, which the read on reconnecting covers.
 */
function liveClientRows(clients: LiveClient[], heard: { channel: string; event: BoardEvent }[], endedAt: number) {
  const perProcess = new Map<string, { clients: Set<LiveClient>; connections: number; expected: number; missed: number; inGaps: number }>();
  const row = (name: string) => {
    const entry = perProcess.get(name) ?? { clients: new Set(), connections: 0, expected: 0, missed: 0, inGaps: 0 };
    perProcess.set(name, entry);
    return entry;
  };
  for (const client of clients) {
    const channels = new Set([`florence:user:${client.user.id}`, `florence:organization:${client.user.organizationId}`]);
    const mine = heard.filter((item) => channels.has(item.channel)).map((item) => item.event);
    client.connections.forEach((connection, index) => {
      const entry = row(connection.servedBy);
      entry.clients.add(client);
      entry.connections++;
      const until = (connection.endedAt ?? endedAt) - 1_000;
      const expected = mine.filter((event) => event.at > connection.openedAt + 1_000 && event.at < until);
      const got = new Map<string, number>();
      for (const event of connection.events) got.set(eventKey(event), (got.get(eventKey(event)) ?? 0) + 1);
      for (const event of expected) {
        const left = got.get(eventKey(event)) ?? 0;
        if (left > 0) got.set(eventKey(event), left - 1);
        else entry.missed++;
      }
      entry.expected += expected.length;
      const next = client.connections[index + 1];
      if (connection.endedAt && next)
        entry.inGaps += mine.filter((event) => event.at >= connection.endedAt! && event.at <= next.openedAt).length;
    });
  }
  return [...perProcess].map(([name, entry]) => [
    name,
    String(entry.clients.size),
    String(entry.connections),
    String(entry.expected),
    String(entry.missed),
    String(entry.inGaps),
  ]);
}

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

/** Downloads every document of the companies from every API process directly; counts those whose bytes differ between processes or fail. */
async function downloadEverywhere(processes: ApiProcess[], token: string, documentIds: string[]) {
  let whole = 0;
  const failures: string[] = [];
  for (const id of documentIds) {
    const hashes = new Set<string>();
    for (const api of processes) {
      const response = await fetch(`http://127.0.0.1:${api.port}/api/company-documents/${id}/download`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.arrayBuffer();
      if (!response.ok || body.byteLength !== Number(response.headers.get('content-length')))
        failures.push(`${api.name} ${id}: ${response.status}`);
      hashes.add(sha256(body));
    }
    if (hashes.size === 1) whole++;
    else failures.push(`${id}: ${hashes.size} different contents`);
  }
  return { whole, failures };
}

/** Fails at once, naming the port, when another program already listens on one of the bench's six. */
async function assertPortsFree(ports: number[]) {
  for (const port of ports) {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', () => reject(new Error(`port ${port} is taken: set CLUSTER_PORT to the first of six free ports`)));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
    });
  }
}

async function main() {
  await assertPortsFree(Array.from({ length: 6 }, (_, index) => PORT + index));
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
  const database = await freshPostgresDatabase('cluster');
  const dataDirs: string[] = [];
  const processes: ApiProcess[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const s3 = FILE_STORAGE === 's3' ? await startS3rver() : null;
    if (s3) cleanups.push(() => s3.stop());
    // The AWS SDK of this process (the seeding, the checks afterwards) reads its key pair from the environment.
    Object.assign(process.env, s3?.env);
    const storageEnv = { FILE_STORAGE, ...s3?.env };
    const envFor = async (extra: Record<string, string>) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-bench-cluster-'));
      dataDirs.push(dataDir);
      return {
        ...apiEnv(dataDir, database.url),
        ...storageEnv,
        // haproxy is the one hop in front, and writes X-Forwarded-For itself (support/haproxy.ts).
        TRUST_PROXY: '1',
        DATABASE_POOL_SIZE: '8',
        FLORENCE_MONTHLY_LIMIT: '100000',
        ...extra,
      };
    };
    const [api1, api2, api3, worker] = [
      apiProcess('api1', PORT + 2, await envFor({ FLORENCE_WORKER: '1' })),
      apiProcess('api2', PORT + 3, await envFor({ FLORENCE_WORKER: '0' })),
      apiProcess('api3', PORT + 4, await envFor({ FLORENCE_WORKER: '0' })),
      apiProcess('worker', PORT + 5, await envFor({ SERVE_HTTP: '0', FLORENCE_WORKER: '1' })),
    ];
    processes.push(api1!, api2!, api3!, worker!);
    const apis = [api1!, api2!, api3!];
    cleanups.push(() => Promise.all(processes.map((each) => each.stop())));
    console.log(`files: FILE_STORAGE=${FILE_STORAGE}; at the start, ${loadAverage()}`);
    // All four at once on the new database: the startup lock has them migrate and load the dataset one at a time.
    const startSeconds = await Promise.all(processes.map((each) => each.start()));
    console.log(
      `started together on a new database, seconds to healthy: ${processes.map((each, i) => `${each.name} ${startSeconds[i]!.toFixed(1)}`).join(', ')}`,
    );

    const seeded = await openDatabase({ url: database.url, poolSize: 2 });
    const shape = {
      organizations: 2,
      membersPerOrganization: 4,
      usersWithoutOrganization: 2,
      companiesPerUser: 2,
      notesPerCompany: 2,
      documentsPerCompany: 1,
    };
    const storage = configuredFileStorage(loadConfig(storageEnv), seeded.db);
    const benchUsers = await seedWorkload(seeded.db, storage, shape);
    const drivers = benchUsers.filter((user) => user.organizationId).slice(0, FLORENCE_USERS);
    const driverCompanies = drivers.map((user) => user.ownCompanyIds[0]!);
    await seeded.db.update(companies).set({ userInput: lakesideEyeAnswers }).where(inArray(companies.id, driverCompanies));
    await seeded.db
      .update(users)
      .set({ algoAccess: true })
      .where(
        inArray(
          users.id,
          drivers.map((user) => user.id),
        ),
      );

    const proxy = await startHaproxy(
      PORT,
      PORT + 1,
      apis.map((api) => ({ name: api.name, port: api.port })),
    );
    cleanups.unshift(() => proxy.stop());
    const observer = await listenToEvents(database.url);
    cleanups.unshift(() => observer.close());

    // One after the other, so round robin puts as many on each process.
    const clients: LiveClient[] = [];
    for (const user of benchUsers
      .filter((each) => each.organizationId)
      .slice(0, 6)
      .concat(benchUsers.filter((each) => each.organizationId).slice(0, 3))) {
      const client = liveClient(proxy.base, user.token, user);
      clients.push(client);
      while (!client.connections.length) await sleep(20);
    }
    cleanups.unshift(() => Promise.all(clients.map((client) => client.close())));
    const firstServed = clients.map((client) => client.connections[0]!.servedBy);
    console.log(`live clients: ${apis.map((api) => `${api.name} ${firstServed.filter((name) => name === api.name).length}`).join(', ')}`);

    const writer = benchUsers.find((user) => !user.organizationId)!;
    const writerCompany = writer.ownCompanyIds[0]!;
    const tally = new StepTally();
    const loadStarted = Date.now();
    const mix = autocannon({
      url: proxy.base,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      requests: autocannonRequests(visitSteps([]), benchUsers, tally),
    });
    const writes = startWriteStream({ base: proxy.base, token: writer.token, companyId: writerCompany, run: 1 }, WRITERS);
    const florence = florenceDriver(
      proxy.base,
      drivers.map((user, index) => ({ token: user.token, companyId: driverCompanies[index]! })),
      RUN_WAIT_MS,
    );

    // The fault: once a generation is held by api1 or the worker, both die at once.
    await sleep(SECONDS * 1000 * KILL_FROM);
    const victims = [api1!, worker!];
    let held: { id: string; current_step: number; claimed_by: string } | undefined;
    const deadline = Date.now() + SECONDS * 1000 * 0.4;
    while (!held && Date.now() < deadline) {
      const pids = victims.map((victim) => `:${victim.pid()}:`);
      const running = rowsOf<{ id: string; current_step: number; claimed_by: string }>(
        await seeded.db.execute(
          sql`select id, current_step, claimed_by from florence_runs where status = 'processing' and claimed_by is not null`,
        ),
      );
      held = running.find((run) => pids.some((pid) => run.claimed_by.includes(pid)));
      if (!held) await sleep(25);
    }
    if (!held) console.log('no generation was held by api1 or the worker in the window: killing them anyway');
    const heldBy = held && victims.find((victim) => held!.claimed_by.includes(`:${victim.pid()}:`))?.name;
    const killedAt = Date.now();
    await Promise.all(victims.map((victim) => victim.kill()));
    let outAfter: number | null = null;
    while (Date.now() - killedAt < DOWN_FOR_MS) {
      if (outAfter === null && (await proxy.serverStates()).get('api1')?.startsWith('DOWN')) outAfter = Date.now() - killedAt;
      await sleep(100);
    }
    const restartSeconds = await Promise.all(victims.map((victim) => victim.start()));
    const restartedAt = Date.now();
    let backAfter: number | null = null;
    while (backAfter === null && Date.now() - restartedAt < 10_000) {
      if ((await proxy.serverStates()).get('api1') === 'UP') backAfter = Date.now() - restartedAt;
      else await sleep(100);
    }

    const result = await mix;
    const loadEnded = Date.now();
    await writes.halt();
    await florence.halt();
    await sleep(2_000);
    const endedAt = Date.now();
    await Promise.all(clients.map((client) => client.close()));

    // What the processes did: runs, writes, files.
    const runs = rowsOf<{ status: string; n: number; reclaimed: number }>(
      await seeded.db.execute(
        sql`select status, count(*)::int as n, count(*) filter (where attempts > 1)::int as reclaimed from florence_runs group by status`,
      ),
    );
    const heldAfter = held
      ? rowsOf<{ status: string; attempts: number }>(
          await seeded.db.execute(sql`select status, attempts from florence_runs where id = ${held.id}`),
        )[0]
      : undefined;
    // A run completed twice would have written its list twice: ranks repeated within a run.
    const doubled = rowsOf<{ n: number }>(
      await seeded.db.execute(
        sql`select count(*)::int as n from (select run_id from florence_results group by run_id having count(*) <> count(distinct rank)) twice`,
      ),
    )[0]!.n;
    const listed = await listedIds(proxy.base, writer, writerCompany);
    const missing = writes.acknowledged.filter((write) => !listed.has(write.id));
    const documentIds = rowsOf<{ id: string }>(
      await seeded.db.execute(sql`select id from company_documents where company_id = ${writerCompany}`),
    ).map((row) => row.id);
    const downloads = await downloadEverywhere(apis, writer.token, documentIds);
    const storedState = await storedFilesState(seeded.db, storage);
    await seeded.close();

    const steps = tally.rows();
    const statusCount = (keep: (status: number) => boolean) =>
      steps.reduce(
        (total, step) =>
          total +
          step.statuses
            .split(', ')
            .filter(Boolean)
            .map((entry) => entry.split(' x ').map(Number) as [number, number])
            .filter(([, status]) => keep(status))
            .reduce((sum, [count]) => sum + count, 0),
        0,
      );
    const cut = statusCount((status) => PROXY_STATUSES.has(status)) + result.errors + result.timeouts;
    const liveErrors = statusCount((status) => !PROXY_STATUSES.has(status));
    const writesCut = writes.cutOff.length + writes.refused.filter((entry) => PROXY_STATUSES.has(Number(entry.split(': ')[1]))).length;
    const writesRefused = writes.refused.length - writes.refused.filter((entry) => PROXY_STATUSES.has(Number(entry.split(': ')[1]))).length;

    console.log(
      `\n${SECONDS} s of load through haproxy; kill -9 of api1 and the worker at ${seconds(killedAt - loadStarted)} s` +
        (held ? `, while ${heldBy} held run ${held.id.slice(0, 8)} at step ${held.current_step}` : ''),
    );
    printTable(
      ['what', 'figure'],
      [
        ['mix requests (autocannon, ' + CONNECTIONS + ' connections)', String(result.requests.total)],
        ['  cut by the dying process (502/503/504 from haproxy, no reply)', String(cut)],
        ['  errors on live processes (other non-2xx)', String(liveErrors)],
        ['writes acknowledged (' + WRITERS + ' writers)', String(writes.acknowledged.length)],
        ['  acknowledged, missing afterwards', String(missing.length)],
        ['  cut by the dying process / refused by a live one', `${writesCut} / ${writesRefused}`],
        ['haproxy took api1 out after', outAfter === null ? 'not within 5 s' : `${seconds(outAfter)} s`],
        ['restart to healthy (api1, worker)', restartSeconds.map((each) => `${each.toFixed(1)} s`).join(', ')],
        ['haproxy put api1 back after', backAfter === null ? 'not within 10 s' : `${seconds(backAfter)} s`],
        ['Florence runs by status (re-claimed after a lease)', runs.map((row) => `${row.status} ${row.n} (${row.reclaimed})`).join(', ')],
        ['  the run held at the kill', heldAfter ? `${heldAfter.status}, ${heldAfter.attempts} claims` : 'none held'],
        ['  runs left processing / lists written twice', `${runs.find((row) => row.status === 'processing')?.n ?? 0} / ${doubled}`],
        [
          '  drivers saw',
          `${florence.outcomes.length} runs: ${[...new Set(florence.outcomes.map((each) => each.status))].map((status) => `${status} ${florence.outcomes.filter((each) => each.status === status).length}`).join(', ')}; refused ${florence.refusals.length}`,
        ],
        ['documents downloaded through every API process, same bytes', `${downloads.whole} of ${documentIds.length}`],
        ['document rows without their file / stored files without a row', `${storedState.withoutFile} / ${storedState.withoutRow}`],
      ],
    );
    if (downloads.failures.length) console.log(`download failures:\n  ${downloads.failures.slice(0, 10).join('\n  ')}`);
    console.log('\nlive clients (algo-status streams), by the process that served each connection:');
    printTable(
      ['process', 'clients', 'connections', 'events while connected', 'missed', 'published between connections'],
      liveClientRows(clients, observer.heard, endedAt),
    );
    const stats = clients.map((client) => client.stats());
    console.log(
      `reads on reconnecting (the catch-up): ${stats.reduce((sum, each) => sum + each.catchUpReads, 0)}; failed connects: ${stats.reduce((sum, each) => sum + each.failedConnects, 0)}; the load ran ${seconds(loadEnded - loadStarted)} s (autocannon's last replies included)`,
    );
    const logged = processes.flatMap((each) => each.problems.map((line) => `${each.name}: ${line.slice(0, 300)}`));
    if (logged.length) console.log(`\nthe processes logged at warn or above (${logged.length}):\n  ${logged.slice(0, 15).join('\n  ')}`);
    console.log(`\nat the end, ${loadAverage()}`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    await database.drop().catch(() => undefined);
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:cluster could not run: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
