// Starts the built app for the journeys on a clean DATA_DIR (fresh database and outbox).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const main = path.resolve(import.meta.dirname, '../../apps/api/dist/main.js');
const server = spawn(process.execPath, ['--enable-source-maps', main], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
