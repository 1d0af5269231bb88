import { pipelineRoutes, taskRoutes } from '@dealscout/domain';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { bearer } from './support/auth-helpers.js';
import { openEventStream } from './support/event-stream-reader.js';
import { boardClient } from './support/task-board.js';
import { useWorkspace, type Who } from './support/workspace-fixture.js';

const w = useWorkspace();
const { call, newTask, columnsOf } = boardClient(w);
let base: string;
beforeAll(async () => {
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(w.t.app.server.address() as AddressInfo).port}`;
});

const stream = (who: Who, path: string) => openEventStream(`${base}/api${path}`, w.token[who]);
/** Long enough for an event that was published to have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('live changes of a task board', () => {
  it('tells a colleague’s open board of each committed change, not of a refused one', async () => {
    const colleague = await stream('colleague', `/company-task-events/${w.company.shared}`);
    expect(colleague.status).toBe(200);
    expect(colleague.contentType).toBe('text/event-stream; charset=utf-8');
    const task = await newTask('owner', { title: 'Watched', company_id: w.company.shared });
    const [created] = await colleague.waitFor(1);
    expect(created).toMatchObject({ kind: 'tasks', actor: expect.any(String), at: expect.any(Number) });
    expect(created!.receivedAt - created!.at).toBeLessThan(1_000);

    const [, progress] = await columnsOf('owner', w.company.shared);
    await w.t.ok(
      taskRoutes.reorder,
      { params: { taskId: task.id }, body: { new_order: [{ id: task.id, status: progress!.id, priority: 1 }] } },
      w.as('owner'),
    );
    await w.t.ok(taskRoutes.complete, { params: { id: task.id }, body: { completed: true } }, w.as('owner'));
    await w.t.ok(taskRoutes.createColumn, { body: { name: 'Later', company_id: w.company.shared } }, w.as('owner'));
    expect((await colleague.waitFor(4)).map((event) => event.kind)).toEqual(['tasks', 'tasks', 'tasks', 'columns']);

    const refused = await call('owner', 'POST', '/api/company-board', { name: '', company_id: w.company.shared });
    expect(refused.statusCode).toBe(400);
    await settle();
    expect(colleague.events).toHaveLength(4);
    colleague.close();
  });

  it('is 404 to another organization, and tells it nothing', async () => {
    const outsider = await stream('outsider', `/company-task-events/${w.company.shared}`);
    expect(outsider.status).toBe(404);
    const own = await stream('outsider', `/company-task-events/${w.company.outsiders}`);
    await newTask('owner', { title: 'Not theirs', company_id: w.company.shared });
    await settle();
    expect(own.events).toHaveLength(0);
    own.close();
  });
});

describe('live changes of the pipeline', () => {
  it('tells the organization’s members of a move, and no one else', async () => {
    const colleague = await stream('colleague', '/pipeline-events');
    const outsider = await stream('outsider', '/pipeline-events');
    await w.t.ok(pipelineRoutes.savePlacements, { body: { companies: [{ id: w.company.shared, row: 0, status: 0 }] } }, w.as('owner'));
    expect((await colleague.waitFor(1))[0]).toMatchObject({ kind: 'placements' });
    await settle();
    expect(outsider.events).toHaveLength(0);
    colleague.close();
    outsider.close();
  });
});

// Two app instances on one PostgreSQL database stand for two API processes: a change committed through
// one reaches a stream opened on the other through LISTEN/NOTIFY. (PGlite is one process by design.)
describe.runIf(!!process.env.TEST_DATABASE_URL)('across API processes on PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherBase: string;
  beforeAll(async () => {
    other = await buildApp({ db: w.t.db, config: w.t.app.deps.config });
    await other.listen({ port: 0, host: '127.0.0.1' });
    otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
  });
  afterAll(() => other.close());

  it('delivers a change made on one process to a stream on the other', async () => {
    const colleague = await openEventStream(`${otherBase}/api/company-task-events/${w.company.shared}`, w.token.colleague);
    await newTask('owner', { title: 'Elsewhere', company_id: w.company.shared });
    expect((await colleague.waitFor(1))[0]).toMatchObject({ kind: 'tasks' });
    colleague.close();
  });
});

it('answers a stream request without a session with 401', async () => {
  const response = await fetch(`${base}/api/pipeline-events`, { headers: bearer('dss_nope') });
  expect(response.status).toBe(401);
});
