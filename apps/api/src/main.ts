import { buildApp } from './app.js';
import { buildWorkerApp } from './worker-app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startEmbeddedVacuum } from './db/embedded-vacuum.js';
import { underStartupLock } from './db/startup-lock.js';
import { demoAccountsStillValid, rememberDemoAccounts } from './seed/demo-credentials.js';
import { seedDemoData } from './seed/seed-demo.js';
import { reasonRewriterFrom } from './modules/florence/reason-rewriter.js';
import { startIndexSnapshots } from './modules/investor-index/snapshot/snapshot-builder.js';
import { startDatasetStatistics } from './modules/investor-index/preselect/statistics-builder.js';
import { releaseRunClaims } from './modules/florence/job-queue.js';
import { startFlorenceWorker } from './modules/florence/worker.js';
import { loadShippedInvestors } from './modules/investors/load-dataset.js';
import { startAlertsWorker } from './modules/saved-searches/alerts/alerts-worker.js';
import { releaseMailClaims } from './modules/saved-searches/alerts/send-mails.js';
import { createLogger } from './platform/logger.js';
import { createMailer } from './platform/mail.js';
import { sweepOrphanFiles } from './platform/orphan-files.js';
import { startPhases } from './platform/start-phases.js';

const SHUTDOWN_GRACE_MS = 10_000;
/** On PostgreSQL another process may be mid-upload: only files older than this count as left behind. */
const UPLOAD_IN_FLIGHT_MS = 60 * 60_000;

/** Progress of the first start's dataset load, on one line. */
function printLoadProgress(done: number, total: number) {
  process.stdout.write(`\r  Loading the investor dataset: ${done} / ${total}${done === total ? '\n' : ''}`);
}

function printDemoAccounts(demoAccounts: Awaited<ReturnType<typeof demoAccountsStillValid>>) {
  if (demoAccounts.length) {
    console.log('  Demo accounts (shown on each start until their password is changed; sign-in codes arrive by mail):');
    for (const account of demoAccounts) console.log(`    ${account.email.padEnd(28)} ${account.password}   ${account.what}`);
    console.log('');
  } else {
    console.log('  Sign in with your account; the sign-in code arrives by mail.\n');
  }
}

async function main() {
  const start = startPhases();
  await start.run('modules loaded', async () => {});
  const config = loadConfig();
  const logger = createLogger(config);
  // Processes started together against one PostgreSQL migrate and seed it one at a time.
  const database = await underStartupLock(config.DATABASE_URL, async () => {
    const database = await start.run('database open', () =>
      openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE } : { dataDir: config.DATA_DIR }),
    );
    await start.run('demo data', async () => {
      const created = await seedDemoData(database.db, config.DEMO_PASSWORD, config.FREE_TRIAL_SEARCHES);
      if (created.length) await rememberDemoAccounts(config.DATA_DIR, created);
    });
    await start.run('investor dataset', () => loadShippedInvestors(database.db, { onProgress: printLoadProgress }));
    return database;
  });
  const web = config.SERVE_HTTP ? await start.run('app built', () => buildApp({ db: database.db, config, logger })) : null;
  const app = web ?? (await buildWorkerApp({ db: database.db, config, logger }));
  // PGlite's data directory belongs to this process alone, so at start no upload can be in flight.
  const sweepCutoff = () => new Date(Date.now() - (database.engine === 'pglite' ? 0 : UPLOAD_IN_FLIGHT_MS));
  // A file storage out of reach (an object store down) fails the sweep, not the start: the next hour's tries again.
  const sweepFailed = (error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : undefined;
    app.log.error({ kind: error instanceof Error ? error.name : typeof error, cause }, 'the sweep of orphan files failed');
    return 0;
  };
  const swept = await start.run('orphan files swept', () =>
    sweepOrphanFiles(database.db, app.deps.storage, sweepCutoff()).catch(sweepFailed),
  );
  if (swept) app.log.warn(`removed ${swept} stored file(s) no row points at (left by an earlier crash)`);
  const hourlySweep = setInterval(() => {
    sweepOrphanFiles(database.db, app.deps.storage, new Date(Date.now() - UPLOAD_IN_FLIGHT_MS)).catch(sweepFailed);
  }, UPLOAD_IN_FLIGHT_MS);
  hourlySweep.unref();
  // And no run or mail is being worked on: a claim still held is a dead process's, taken again at once, not after its lease.
  if (database.engine === 'pglite')
    await start.run('claims of a stopped process released', () =>
      Promise.all([releaseRunClaims(database.db), releaseMailClaims(database.db)]),
    );
  const vacuum = database.engine === 'pglite' ? startEmbeddedVacuum(database.db, app.log) : null;
  await start.run('listening', () => app.listen({ port: config.PORT, host: config.HOST }));
  app.log.info({ phases: start.phases }, 'started');
  const florenceWorker = config.FLORENCE_WORKER
    ? startFlorenceWorker({ db: app.deps.db, log: app.log, events: app.deps.events, rewriter: reasonRewriterFrom(config, app.log) })
    : null;
  // The processes that generate lists keep the index's snapshot, which every process's first list reads.
  const indexSnapshots = config.FLORENCE_WORKER ? startIndexSnapshots({ db: app.deps.db, storage: app.deps.storage, log: app.log }) : null;
  // And above FLORENCE_PRESELECT_ABOVE, the whole dataset's statistics instead, which lists over a preselected pool read.
  const datasetStatistics = config.FLORENCE_WORKER
    ? startDatasetStatistics({ db: app.deps.db, log: app.log, aboveCandidates: config.FLORENCE_PRESELECT_ABOVE })
    : null;
  const alertsWorker = config.ALERTS_WORKER
    ? startAlertsWorker({ db: app.deps.db, log: app.log, mailer: web?.deps.mailer ?? createMailer(config, app.log), appUrl: config.appUrl })
    : null;

  // After listening: checking each demo password is an argon2 verify, not worth a later first answer.
  const demoAccounts = await demoAccountsStillValid(database.db, config.DATA_DIR);
  const where = database.engine === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.DATA_DIR}` : 'PostgreSQL at DATABASE_URL';
  if (web) {
    const mail = web.deps.mailer.transport === 'smtp' ? 'SMTP' : `files in ${config.DATA_DIR}/outbox`;
    console.log(`\n  Dealscout is running at ${config.appUrl}\n  Database: ${where}\n  Mail: ${mail}\n`);
    printDemoAccounts(demoAccounts);
  } else {
    console.log(
      `\n  Dealscout worker (Florence generations and saved-search alerts), health at ${config.appUrl}/api/health\n  Database: ${where}\n`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    clearInterval(hourlySweep);
    vacuum?.stop();
    await app.close();
    await florenceWorker?.stop();
    await indexSnapshots?.stop();
    await datasetStatistics?.stop();
    await alertsWorker?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
