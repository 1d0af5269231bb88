// Figures, not assertions: how long a page's request waits while a superuser's browser import of 100,000
// investors runs in the same process on PGlite (one connection), through the real routes on 127.0.0.1;
// then the same while the CLI's import (one transaction for the whole file) runs, for comparison.
// Run from the repo root: npx tsx bench/dataset-import-wait.ts (IMPORT_ROWS=100000, PROBE_MS=250).
import { Readable } from 'node:stream';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  buildApp,
  createSession,
  createUser,
  importInvestors,
  loadConfig,
  loadShippedInvestors,
  openDatabase,
} from '@dealscout/api/testing';

const ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
const PROBE_MS = Number(process.env.PROBE_MS ?? 250);
const SECTORS = ['Healthcare', 'Technology', 'Industrials', 'Consumer Discretionary'];

/** An operator's export with headers of its own. */
function investorCsv(rows: number, prefix: string) {
  const lines = ['Firm Name,Web Site,Investor Type,Overview,Sectors,EBITDA ($MM),Revenue ($MM)'];
  for (let i = 0; i < rows; i++) {
    const about = `A ${i % 2 ? 'growth' : 'buyout'} investor in lower middle market ${SECTORS[i % 4]!.toLowerCase()} companies, number ${i}, with operating partners.`;
    lines.push(
      `${prefix} Capital ${i},https://${prefix.toLowerCase()}-${i}.example,private equity,"${about}",${SECTORS[i % 4]},${(i % 50) + 1},${(i % 200) + 5}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const summary = (waits: number[]) =>
  `${waits.length} requests: median ${percentile(waits, 0.5).toFixed(0)} ms, p95 ${percentile(waits, 0.95).toFixed(0)} ms, longest ${Math.max(...waits).toFixed(0)} ms`;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-bench-import-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') });
  const database = await openDatabase({ dataDir });
  // The prepared cluster (npm run build) holds the shipped dataset already; a bare one is loaded here.
  if (!existsSync(path.join(import.meta.dirname, '../apps/api/dist/pglite-template'))) await loadShippedInvestors(database.db);
  const app = await buildApp({ db: database.db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const admin = await createUser(database.db, { email: 'bench-admin@example.com', isSuperuser: true });
  const { token } = await createSession(database.db, admin.id, { ip: '127.0.0.1', userAgent: 'bench' }, { maxAgeDays: 1 });
  const headers = { authorization: `Bearer ${token}` };

  /**
   * A page's request (the signed-in user's recent users: the session read and a query), every PROBE_MS, one
   * at a time, from a thread of its own: PGlite runs each statement on the server's thread, so a prober on
   * that thread would stall with it and never see the wait. Beside it, the import's progress every 100 ms tells
   * its phases apart. Runs until `stop` is posted.
   */
  const prober = () =>
    new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      const { base, headers, every } = workerData;
      let stop = false;
      parentPort.on('message', () => (stop = true));
      let phase = 'other';
      /** The import's phase, from its progress every 100 ms in a loop of its own. */
      const watching = (async () => {
        while (!stop) {
          const progress = await fetch(base + '/api/dataset-imports/investors/run', { headers }).then((response) => response.json(), () => null);
          phase = progress && progress.state === 'running' ? (progress.share < 1 ? 'reading' : 'merging') : 'other';
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      (async () => {
        const waits = [];
        while (!stop) {
          const at = Date.now();
          const started = performance.now();
          const before = phase;
          // A request the server took up only after its headers' timeout (60 s) is dropped: counted as a reset.
          const answered = await fetch(base + '/api/recently-loggedin-users', { headers }).then((response) => response.arrayBuffer()).then(() => true, () => false);
          const wait = performance.now() - started;
          const during = before === 'merging' || phase === 'merging' ? 'merging' : before;
          waits.push({ at, wait, phase: answered ? during : during + ' (reset)' });
          await new Promise((resolve) => setTimeout(resolve, every));
        }
        await watching;
        parentPort.postMessage(waits);
      })();`,
      { eval: true, workerData: { base, headers, every: PROBE_MS } },
    );
  type Probe = { at: number; wait: number; phase: string };
  const probing = async (done: Promise<unknown>) => {
    const worker = prober();
    const waits = new Promise<Probe[]>((resolve) => worker.once('message', resolve));
    await done;
    worker.postMessage('stop');
    const result = await waits;
    await worker.terminate();
    return result;
  };
  const byPhase = (probes: Probe[]) =>
    [...new Set(probes.map((probe) => probe.phase))]
      .map((phase) => `    ${phase}: ${summary(probes.filter((probe) => probe.phase === phase).map((probe) => probe.wait))}`)
      .join('\n');

  console.log(`idle: ${summary((await probing(new Promise((resolve) => setTimeout(resolve, 3_000)))).map((probe) => probe.wait))}`);
  console.log(`csv: ${(investorCsv(ROWS, 'Browser').length / 1024 / 1024).toFixed(1)} MB`);

  const form = new FormData();
  form.append('file', new Blob([investorCsv(ROWS, 'Browser')], { type: 'text/csv' }), 'investors.csv');
  const uploadReply = await fetch(`${base}/api/dataset-imports/investors/uploads`, { method: 'POST', body: form, headers });
  if (uploadReply.status !== 201) throw new Error(`upload: ${uploadReply.status} ${await uploadReply.text()}`);
  const uploaded = await uploadReply.json();
  const started = performance.now();
  const startReply = await fetch(`${base}/api/dataset-imports/investors/run`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ upload_id: uploaded.upload_id, mapping: uploaded.mapping }),
  });
  if (startReply.status !== 202) throw new Error(`start: ${startReply.status} ${await startReply.text()}`);
  const finished = (async () => {
    for (;;) {
      const progress = await fetch(`${base}/api/dataset-imports/investors/run`, { headers }).then(
        (response) => response.json(),
        () => null,
      );
      if (progress && progress.state !== 'running') return progress;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  const browserWaits = await probing(finished);
  const progress = await finished;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`browser import of ${ROWS.toLocaleString('en-US')} rows: ${progress.state} in ${seconds} s`, progress.counts);
  console.log(`  a page's request meanwhile: ${summary(browserWaits.map((probe) => probe.wait))}\n${byPhase(browserWaits)}`);

  const cliStarted = performance.now();
  const cli = importInvestors(database.db, Readable.from([investorCsv(ROWS, 'Cli')]), {
    mapping: { company_name: 'Firm Name', url: 'Web Site', type: 'Investor Type', description: 'Overview', sector_focus: 'Sectors' },
  });
  const cliWaits = await probing(cli);
  console.log(
    `CLI import (one transaction) of ${ROWS.toLocaleString('en-US')} rows: ${((performance.now() - cliStarted) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  a page's request meanwhile: ${summary(cliWaits.filter((probe) => !probe.phase.startsWith('progress')).map((probe) => probe.wait))}`,
  );

  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

await main();
