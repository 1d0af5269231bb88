import { taskMessages as m, taskRoutes, columnMessages, companyRoutes, documentMessages } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { bearer } from './support/auth-helpers.js';
import { sampleContent } from './support/multipart.js';
import { boardClient, type Column } from './support/task-board.js';
import { useWorkspace } from './support/workspace-fixture.js';
import { invalidInput } from './support/error-replies.js';

const w = useWorkspace();

const { call, postTask, newTask, userId, columnsOf, historyOf, stored, storedFileCount } = boardClient(w);

describe('board columns', () => {
  it('starts with the default columns, numbered 1..n, and adds one at the end', async () => {
    expect((await columnsOf('owner', w.company.shared)).map((c) => `${c.order}:${c.name}:${c.task_count}`)).toEqual([
      '1:To Do:0',
      '2:In Progress:0',
      '3:Done:0',
    ]);
    const created = await call('colleague', 'POST', '/api/company-board', { name: ' Review ', company_id: w.company.shared });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), name: 'Review', order: 4, task_count: 0 });
  });

  it('renames and reorders, and checks names with the spec messages', async () => {
    const [todo, progress, done, review] = await columnsOf('owner', w.company.shared);
    expect(await w.t.ok(taskRoutes.renameColumn, { params: { id: review!.id }, body: { name: 'QA' } }, w.as('owner'))).toMatchObject({
      name: 'QA',
      order: 4,
    });
    const order = [done, todo, progress, review].map((column, index) => ({ id: column!.id, order: index + 1 }));
    const reordered = (await w.t.ok(taskRoutes.reorderColumns, { body: { new_order: order } }, w.as('owner'))) as Column[];
    expect(reordered.map((c) => `${c.order}:${c.name}`)).toEqual(['1:Done', '2:To Do', '3:In Progress', '4:QA']);
    await w.t.ok(
      taskRoutes.reorderColumns,
      {
        body: {
          new_order: [todo, progress, done, review].map((c, i) => ({ id: c!.id, order: i + 1 })),
        },
      },
      w.as('owner'),
    );
    const before = await stored();
    for (const [method, url, payload, body] of [
      ['POST', '/api/company-board', { company_id: w.company.shared, name: ' ' }, { name: [columnMessages.nameRequired] }],
      ['POST', '/api/company-board', { company_id: w.company.shared }, { name: [columnMessages.nameRequired] }],
      ['PUT', `/api/company-board/${todo!.id}`, { name: 'x'.repeat(301) }, { name: [columnMessages.nameTooLong] }],
    ] as const) {
      const response = await call('owner', method, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidInput(body));
    }
    expect(await stored()).toBe(before);
  });

  it('is another organization’s 404, and nothing is written', async () => {
    const [todo] = await columnsOf('owner', w.company.shared);
    const before = await stored();
    for (const [method, url, payload, error] of [
      ['GET', `/api/company-board/${w.company.shared}`, undefined, 'Company not found'],
      ['POST', '/api/company-board', { name: 'Mine', company_id: w.company.shared }, 'Company not found'],
      ['PUT', `/api/company-board/${todo!.id}`, { name: 'Mine' }, columnMessages.notFound],
      ['DELETE', `/api/company-board/${todo!.id}`, undefined, columnMessages.notFound],
      ['PATCH', '/api/company-board', { new_order: [{ id: todo!.id, order: 1 }] }, columnMessages.notFound],
    ] as const) {
      const response = await call('outsider', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error, code: 'not_found' });
    }
    expect((await call('colleague', 'GET', `/api/company-board/${w.company.private}`)).statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('refuses to delete a column that holds tasks, and deletes it once empty', async () => {
    const review = (await columnsOf('owner', w.company.shared)).find((column) => column.name === 'QA')!;
    const task = await newTask('owner', { title: 'Check numbers', company_id: w.company.shared, status_id: review.id });
    const before = await stored();
    const refused = await call('owner', 'DELETE', `/api/company-board/${review.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Move all tasks to another column before deleting', code: 'bad_request' });
    expect(await stored()).toBe(before);
    expect((await columnsOf('owner', w.company.shared)).find((c) => c.id === review.id)?.task_count).toBe(1);
    expect((await w.t.ok(companyRoutes.list, {}, w.as('owner'))).find((c) => c.id === w.company.shared)!.boards.at(-1)).toEqual({
      id: review.id,
      name: 'QA',
      task_count: 1,
    });
    await w.t.ok(taskRoutes.remove, { params: { id: task.id } }, w.as('owner'));
    expect(await w.t.ok(taskRoutes.deleteColumn, { params: { id: review.id } }, w.as('owner'))).toBeNull();
    expect((await columnsOf('owner', w.company.shared)).map((c) => `${c.order}:${c.name}`)).toEqual(['1:To Do', '2:In Progress', '3:Done']);
  });
});

describe('creating tasks', () => {
  it('creates a task with its tag, at the end of its column, with assignees, attachments and history', async () => {
    const [owner, colleague] = [await userId('owner'), await userId('colleague')];
    const [todo] = await columnsOf('owner', w.company.shared);
    const task = await newTask(
      'colleague',
      {
        title: '  Call the CFO ',
        description: 'About the payer mix',
        start_date: '2026-05-01',
        end_date: '2026-05-01',
        assignees: [owner, colleague],
        company_id: w.company.shared,
        company_initials: 'ignored',
      },
      [{ filename: 'agenda.pdf', value: sampleContent.pdf('agenda') }],
    );
    expect(task).toMatchObject({
      title: 'Call the CFO',
      description: 'About the payer mix',
      tag: expect.stringMatching(/^SC-\d+$/),
      status: { id: todo!.id, name: 'To Do' },
      start_date: '2026-05-01',
      end_date: '2026-05-01',
      is_completed: false,
      created_by: { username: 'Carl Reed' },
    });
    expect(task.task_assignees.map((a: { username: string }) => a.username).sort()).toEqual(['Carl Reed', 'Olive Stone']);
    expect(task.task_attachments).toEqual([
      {
        id: expect.any(String),
        name: 'agenda.pdf',
        path: expect.stringMatching(/^\/api\/company-task-attachment\//),
        file_type: 'PDF',
        size: sampleContent.pdf('agenda').length,
      },
    ]);
    const second = await newTask('owner', { title: 'Send the NDA', company_id: w.company.shared });
    expect(second.priority).toBe(task.priority + 1);
    expect(Number(second.tag.split('-')[1])).toBe(Number(task.tag.split('-')[1]) + 1);
    const history = (await historyOf('owner', w.company.shared)).filter((item) => item.task_tag === task.tag);
    expect(history.map((item) => item.content).reverse()).toEqual([
      `Carl Reed created ${task.tag}`,
      `Carl Reed assigned ${history.find((item) => item.kind === 'assigned')!.new_value} to ${task.tag}`,
      `Carl Reed attached agenda.pdf to ${task.tag}`,
    ]);
    expect(history.find((item) => item.kind === 'created')).toMatchObject({ old_value: null, new_value: 'Call the CFO' });
  });

  it('checks the form with the spec messages and writes nothing, files included', async () => {
    const before = await stored();
    const files = await storedFileCount();
    for (const [fields, body] of [
      [{ company_id: w.company.shared }, { title: [m.titleRequired] }],
      [{ company_id: w.company.shared, title: 'x'.repeat(101) }, { title: ['Title must be less than 100 characters'] }],
      [
        { company_id: w.company.shared, title: 'T', start_date: '2026-05-02', end_date: '2026-05-01' },
        { start_date: ['Start date must be before end date'], end_date: ['End date must be after start date'] },
      ],
      [{ company_id: w.company.shared, title: 'T', start_date: '2026-02-30' }, { start_date: [m.invalidDate] }],
      [{ company_id: w.company.shared, title: 'T', assignees: [await userId('outsider')] }, { assignees: [m.assigneeOutsideOrganization] }],
      [{ company_id: w.company.shared, title: 'T', assignees: ['not-a-user'] }, { assignees: [m.assigneeOutsideOrganization] }],
      [{ company_id: w.company.private, title: 'T', assignees: [await userId('colleague')] }, { assignees: [m.assigneeNotSelf] }],
      [{ company_id: w.company.shared, title: 'T\u0000' }, { title: ['Text must not contain the NUL character (U+0000).'] }],
    ] as const) {
      const response = await postTask('owner', fields as Record<string, string | string[]>, [
        { filename: 'ok.txt', value: sampleContent.txt() },
      ]);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toEqual(invalidInput(body));
    }
    for (const [files, error] of [
      [[{ filename: 'run.exe', value: sampleContent.exe() }], documentMessages.invalidType],
      [[{ filename: 'fake.pdf', value: sampleContent.exe() }], documentMessages.invalidType],
      [
        [
          { filename: 'Same.txt', value: sampleContent.txt() },
          { filename: 'same.TXT', value: sampleContent.txt() },
        ],
        'File already exists',
      ],
    ] as const) {
      const response = await postTask('owner', { company_id: w.company.shared, title: 'T' }, [...files]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, code: 'bad_request' });
    }
    const missingColumn = await postTask('owner', { company_id: w.company.shared, title: 'T', status_id: w.company.shared });
    expect(missingColumn.statusCode).toBe(404);
    expect(await stored()).toBe(before);
    expect(await storedFileCount()).toBe(files);
  });

  it('answers a body cut off in the middle of a file, or not multipart at all, with a 400', async () => {
    const before = await stored();
    const boundary = '----cut';
    const cut = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 and then nothing`;
    for (const payload of [cut, 'this is not a multipart body']) {
      const response = await w.t.app.inject({
        method: 'POST',
        url: '/api/company-task',
        headers: { ...bearer(w.token.owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: documentMessages.malformed, code: 'bad_request' });
    }
    const json = await call('owner', 'POST', '/api/company-task', { title: 'T', company_id: w.company.shared });
    expect(json.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('assigns a task of a private company to its creator only', async () => {
    const task = await newTask('owner', { title: 'Private work', company_id: w.company.private, assignees: [await userId('owner')] });
    expect(task.tag).toBe('PC-1');
    expect(task.task_assignees).toEqual([{ id: await userId('owner'), username: 'Olive Stone' }]);
  });

  it('is 404 on another organization’s company, and stores nothing', async () => {
    const before = await stored();
    const files = await storedFileCount();
    const response = await postTask('outsider', { company_id: w.company.shared, title: 'Sneaky' }, [
      { filename: 'x.txt', value: sampleContent.txt() },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Company not found', code: 'not_found' });
    expect(await stored()).toBe(before);
    expect(await storedFileCount()).toBe(files);
  });
});
