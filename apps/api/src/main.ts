import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed-demo.js';
import { createLogger } from './platform/logger.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE } : { dataDir: config.DATA_DIR },
  );
  const demoAccounts = await seedDemoData(database.db, config.DEMO_PASSWORD);
  const app = await buildApp({ db: database.db, config, logger });
  await app.listen({ port: config.PORT, host: config.HOST });

  const where = database.engine === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.DATA_DIR}` : 'PostgreSQL at DATABASE_URL';
  const mail = app.deps.mailer.transport === 'smtp' ? 'SMTP' : `files in ${config.DATA_DIR}/outbox`;
  console.log(`\n  Dealscout is running at ${config.appUrl}\n  Database: ${where}\n  Mail: ${mail}\n`);
  if (demoAccounts.length) {
    console.log('  Demo accounts (shown once; sign-in codes arrive by mail):');
    for (const account of demoAccounts) console.log(`    ${account.email.padEnd(28)} ${account.password}   ${account.what}`);
    console.log('');
  } else {
    console.log('  Sign in with your account; the sign-in code arrives by mail.\n');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
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
