// Figures, not assertions: how long a colleague's open board waits for a move. Two users of one
// organization, a shared company with 10 tasks; the colleague holds the board's event stream open while
// the owner makes 200 moves (PATCH, one at a time). For each: commit -> the colleague's SSE event
// (the event carries its commit time), and request sent -> event. A real server on 127.0.0.1; PGlite in
// memory by default, or DATABASE_URL for PostgreSQL (then events go through LISTEN/NOTIFY).
// Run from the repo root: npx tsx bench/board-sync.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { moveTask, orderEntries, type Task } from '@dealscout/domain';
import {
  buildApp,
  loadConfig,
  openDatabase,
  createOrganization,
  createUser,
  insertCompany,
  createSession,
  openEventStream,
} from '@dealscout/api/testing';

const MOVES = Number(process.env.SYNC_MOVES ?? 200);
const TASKS = 10;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const line = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(34)} p50 ${percentile(values, 50).toFixed(1)} ms   p95 ${percentile(values, 95).toFixed(1)} ms   max ${Math.max(...values).toFixed(1)} ms`,
  );

const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-bench-sync-'));
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { inMemory: true });
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
  BREACH_CHECK_URL: '',
});
const app = await buildApp({ db: database.db, config });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

const stamp = Date.now();
const owner = await createUser(database.db, { email: `owner.${stamp}@bench.example`, firstName: 'Olive', lastName: 'Stone' });
const colleague = await createUser(database.db, { email: `colleague.${stamp}@bench.example`, firstName: 'Carl', lastName: 'Reed' });
const organization = await createOrganization(database.db, 'Bench Partners', [
  { userId: owner.id, memberRole: 'admin' },
  { userId: colleague.id },
]);
const company = await insertCompany(database.db, { name: 'Bench Co', createdBy: owner.id, organizationId: organization.id, shared: true });
const session = async (userId: string) =>
  (await createSession(database.db, userId, { ip: '127.0.0.1', userAgent: 'bench' }, { maxAgeDays: 1 })).token;
const [ownerToken, colleagueToken] = [await session(owner.id), await session(colleague.id)];
const call = async (method: string, route: string, body?: FormData | object) => {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${ownerToken}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
};

for (let i = 1; i <= TASKS; i++) {
  const form = new FormData();
  form.append('title', `Task ${i}`);
  form.append('company_id', company.id);
  await call('POST', '/company-task', form);
}
const columns = company.boards.map((board) => board.id);
const stream = await openEventStream(`${base}/company-task-events/${company.id}`, colleagueToken);
if (stream.status !== 200) throw new Error(`event stream: ${stream.status}`);

let tasks: Task[] = await call('GET', `/company-task/${company.id}`);
const commitToEvent: number[] = [];
const requestToEvent: number[] = [];
for (let move = 0; move < MOVES; move++) {
  const task = tasks[move % tasks.length]!;
  const target = columns[(columns.indexOf(task.status.id) + 1) % columns.length]!;
  const board = moveTask(
    tasks.map((one) => ({ id: one.id, status: one.status.id, priority: one.priority })),
    task.id,
    target,
    0,
  );
  const seen = stream.events.length;
  const sent = Date.now();
  tasks = await call('PATCH', `/company-task/${task.id}`, { new_order: orderEntries(board, [task.status.id, target]) });
  const event = (await stream.waitFor(seen + 1, 5_000))[seen]!;
  commitToEvent.push(event.receivedAt - event.at);
  requestToEvent.push(event.receivedAt - sent);
}
stream.close();

console.log(`board sync over ${MOVES} moves (${url ? 'PostgreSQL, LISTEN/NOTIFY' : 'PGlite, in process'}):`);
line('commit -> colleague’s SSE event', commitToEvent);
line('request sent -> colleague’s event', requestToEvent);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
