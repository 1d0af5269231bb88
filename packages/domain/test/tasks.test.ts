import { describe, expect, it } from 'vitest';
import {
  avatarStack,
  companyInitials,
  densePriorities,
  historyContent,
  indexForMove,
  moveTask,
  orderEntries,
  requestedMove,
  taskCreateSchema,
  taskMessages,
  taskTag,
  taskUpdateSchema,
  truncate,
  type OrderedTask,
} from '../src/index.js';

const board: OrderedTask[] = [
  { id: 't1', status: 'todo', priority: 1 },
  { id: 't2', status: 'todo', priority: 2 },
  { id: 't3', status: 'todo', priority: 3 },
  { id: 'd1', status: 'done', priority: 1 },
];
const column = (tasks: OrderedTask[], status: string) =>
  tasks
    .filter((task) => task.status === status)
    .sort((a, b) => a.priority - b.priority)
    .map((task) => `${task.id}:${task.priority}`);

describe('task order', () => {
  it('moves a task to another column and numbers both 1..n', () => {
    const moved = moveTask(board, 't1', 'done', 1);
    expect(column(moved, 'todo')).toEqual(['t2:1', 't3:2']);
    expect(column(moved, 'done')).toEqual(['d1:1', 't1:2']);
    expect(moved).toHaveLength(4);
  });

  it('reorders within a column, clamping the index', () => {
    expect(column(moveTask(board, 't3', 'todo', 0), 'todo')).toEqual(['t3:1', 't1:2', 't2:3']);
    expect(column(moveTask(board, 't1', 'todo', 99), 'todo')).toEqual(['t2:1', 't3:2', 't1:3']);
  });

  it('closes gaps and breaks ties by id', () => {
    const messy = [
      { id: 'b', status: 's', priority: 4 },
      { id: 'a', status: 's', priority: 4 },
      { id: 'c', status: 's', priority: 9 },
    ];
    expect(column(densePriorities(messy), 's')).toEqual(['a:1', 'b:2', 'c:3']);
  });

  it('reads the moved task, the one above it and its priority from a PATCH body', () => {
    const body = orderEntries(moveTask(board, 't3', 'done', 1), ['todo', 'done']);
    expect(requestedMove(body, 't3')).toEqual({ status: 'done', after: 'd1', priority: 2 });
    expect(requestedMove(body, 'nope')).toBeNull();
    expect(requestedMove(orderEntries(moveTask(board, 't3', 'todo', 0), ['todo']), 't3')).toEqual({
      status: 'todo',
      after: null,
      priority: 1,
    });
  });

  it('places a move below the task the client saw above it, even when a colleague moved tasks in between', () => {
    // The client saw t2 above t3's new place (index 2 in todo); a colleague has since put d1 on top of todo.
    const now = moveTask(board, 'd1', 'todo', 0);
    expect(indexForMove(now, 't3', { status: 'todo', after: 't2', priority: 2 })).toBe(3);
    // The task it was put under has left the column: the client's priority decides.
    expect(indexForMove(now, 't3', { status: 'todo', after: 'gone', priority: 2 })).toBe(1);
    expect(indexForMove(now, 't3', { status: 'todo', after: null, priority: 3 })).toBe(0);
  });
});

describe('tags', () => {
  it('takes the first letter or digit of the first two words', () => {
    expect(companyInitials('Lakeside Eye Partners')).toBe('LE');
    expect(companyInitials('acme')).toBe('A');
    expect(companyInitials('  (north)  ridge  ')).toBe('NR');
    expect(companyInitials('3M company')).toBe('3C');
    expect(companyInitials('😀 ✓')).toBe('T');
    expect(taskTag('Lakeside Eye Partners', 12)).toBe('LE-12');
  });
});

describe('truncation and avatars', () => {
  it('cuts at the limit and marks the cut', () => {
    expect(truncate('Due diligence', 13)).toBe('Due diligence');
    expect(truncate('Due diligence!', 13)).toBe('Due diligence...');
    expect(truncate('ééééé', 3)).toBe('ééé...');
  });

  it('shows three avatars, then +N more', () => {
    expect(avatarStack(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
    expect(avatarStack(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 more' });
  });
});

describe('task schemas', () => {
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('uses the spec messages for the title', () => {
    expect(messages(taskCreateSchema.safeParse({ company_id: 'c' }))).toEqual({ title: taskMessages.titleRequired });
    expect(messages(taskCreateSchema.safeParse({ company_id: 'c', title: 'x'.repeat(101) }))).toEqual({
      title: 'Title must be less than 100 characters',
    });
    expect(taskCreateSchema.parse({ company_id: 'c', title: 'x'.repeat(100) }).title).toHaveLength(100);
  });

  it('refuses a start after the end with both messages, and accepts the same day', () => {
    expect(messages(taskCreateSchema.safeParse({ company_id: 'c', title: 'T', start_date: '2026-05-02', end_date: '2026-05-01' }))).toEqual(
      {
        start_date: 'Start date must be before end date',
        end_date: 'End date must be after start date',
      },
    );
    expect(taskCreateSchema.safeParse({ company_id: 'c', title: 'T', start_date: '2026-05-01', end_date: '2026-05-01' }).success).toBe(
      true,
    );
  });

  it('reads dates as calendar days, an empty field as none', () => {
    expect(messages(taskUpdateSchema.safeParse({ start_date: '2026-02-30' }))).toEqual({ start_date: taskMessages.invalidDate });
    expect(messages(taskUpdateSchema.safeParse({ end_date: '05/01/2026' }))).toEqual({ end_date: taskMessages.invalidDate });
    expect(taskUpdateSchema.parse({ start_date: '' }).start_date).toBeNull();
  });
});

describe('history content', () => {
  it('names who did what to which task', () => {
    expect(historyContent('status', 'Olive Stone', 'LE-3', 'Done')).toBe('Olive Stone moved LE-3 to Done');
    expect(historyContent('completed', 'Olive Stone', 'LE-3')).toBe('Olive Stone marked LE-3 as complete');
    expect(historyContent('assigned', 'Olive Stone', 'LE-3', 'Carl Reed')).toBe('Olive Stone assigned Carl Reed to LE-3');
  });
});
