// Starts the built app for the journeys on a clean DATA_DIR (fresh database and outbox).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fakeSalesforce } from '@dealscout/api/fake-salesforce';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const main = path.resolve(import.meta.dirname, '../../apps/api/dist/main.js');
// The CRM export signs in to a local stand-in for Salesforce, 1000 ports above the app (support/crm.ts).
const crm = await fakeSalesforce(Number(process.env.PORT) + 1000);
const env = {
  ...process.env,
  APP_URL: `http://127.0.0.1:${process.env.PORT}`,
  SALESFORCE_CLIENT_ID: 'dealscout-e2e',
  SALESFORCE_LOGIN_URL: crm.url,
  CRM_TOKEN_KEY: 'dealscout-e2e-crm-token-key-0123456789',
};
const server = spawn(process.execPath, ['--enable-source-maps', main], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => void crm.close().then(() => process.exit(code ?? 0)));
