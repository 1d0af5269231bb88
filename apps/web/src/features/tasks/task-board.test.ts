import type { BoardColumn, Task } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { dropPlace, matchesSearch, movedTasks, summarize, taskByTag, tasksByColumn, withPlacesFrom } from './task-board';
import { createTaskForm, updateTaskForm, type TaskFormValues } from './task-form-data';

const columns: BoardColumn[] = [
  { id: 'todo', name: 'To Do', order: 1, task_count: 2 },
  { id: 'done', name: 'Done', order: 2, task_count: 1 },
];
const task = (id: string, status: string, priority: number, more: Partial<Task> = {}): Task => ({
  id,
  company_id: 'c',
  title: `Task ${id}`,
  description: '',
  tag: `LE-${id}`,
  status: { id: status, name: status === 'todo' ? 'To Do' : 'Done' },
  priority,
  start_date: null,
  end_date: null,
  is_completed: false,
  task_assignees: [],
  task_attachments: [],
  created_by: { id: 'u', username: 'Olive Stone' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...more,
});
const tasks = [task('1', 'todo', 1), task('2', 'todo', 2), task('3', 'done', 1)];
const ids = (list: Task[], status: string) =>
  tasksByColumn(list, columns)
    .get(status)!
    .map((one) => `${one.id}:${one.priority}`);

describe('dragging tasks', () => {
  it('lands on a card’s place, or at the end of a column dropped on itself', () => {
    expect(dropPlace(tasks, '1', '2')).toEqual({ status: 'todo', index: 1 });
    expect(dropPlace(tasks, '1', '3')).toEqual({ status: 'done', index: 0 });
    expect(dropPlace(tasks, '1', 'column:done')).toEqual({ status: 'done', index: 1 });
    expect(dropPlace(tasks, '3', 'column:done')).toEqual({ status: 'done', index: 0 });
    expect(dropPlace(tasks, '1', 'gone')).toBeNull();
  });

  it('shows a move with the column’s name and priorities 1..n', () => {
    const moved = movedTasks(tasks, columns, '1', 'done', 1);
    expect(ids(moved, 'todo')).toEqual(['2:1']);
    expect(ids(moved, 'done')).toEqual(['3:1', '1:2']);
    expect(moved.find((one) => one.id === '1')!.status).toEqual({ id: 'done', name: 'Done' });
    expect(moved.find((one) => one.id === '3')).toBe(tasks[2]);
  });
});

describe('search, summary and tags', () => {
  it('finds tasks by title, tag, description and assignee', () => {
    const withPeople = task('9', 'todo', 3, { description: 'Payer mix', task_assignees: [{ id: 'a', username: 'Carl Reed' }] });
    expect(['payer', 'le-9', 'carl', '  TASK 9 ', ''].map((term) => matchesSearch(withPeople, term))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(matchesSearch(withPeople, 'nothing like it')).toBe(false);
  });

  it('counts open, completed and overdue tasks on the reader’s day', () => {
    const board = [
      task('1', 'todo', 1, { end_date: '2026-03-09' }),
      task('2', 'todo', 2, { end_date: '2026-03-10' }),
      task('3', 'done', 1, { end_date: '2026-03-01', is_completed: true }),
    ];
    expect(summarize(board, new Date(2026, 2, 10, 0, 30))).toEqual({ total: 3, completed: 1, open: 2, overdue: 1 });
    expect(summarize(board, new Date(2026, 2, 9, 23, 30))).toEqual({ total: 3, completed: 1, open: 2, overdue: 0 });
  });

  it('opens a task by its tag whatever the case', () => {
    expect(taskByTag(tasks, 'le-2')?.id).toBe('2');
    expect(taskByTag(tasks, 'LE-99')).toBeUndefined();
  });
});

describe('task forms', () => {
  const company = { id: 'c', company_name: 'Lakeside Eye Partners' };
  const values: TaskFormValues = {
    title: ' Call the CFO ',
    description: '',
    start_date: '2026-05-01',
    end_date: '',
    status_id: 'todo',
    assignees: ['a', 'b'],
    kept_files: [],
    files: [new File(['x'], 'agenda.pdf')],
  };
  const entries = (form: FormData) => [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);

  it('sends every field of a new task, with the company initials', () => {
    expect(entries(createTaskForm(values, company)).filter(([name]) => name !== 'timestamp')).toEqual([
      ['title', 'Call the CFO'],
      ['description', ''],
      ['start_date', '2026-05-01'],
      ['status_id', 'todo'],
      ['assignees', 'a'],
      ['assignees', 'b'],
      ['attachments', 'agenda.pdf'],
      ['company_initials', 'LE'],
      ['company_id', 'c'],
    ]);
  });

  it('sends only what changed when editing', () => {
    const saved = task('1', 'todo', 1, {
      title: 'Call the CFO',
      start_date: '2026-04-01',
      end_date: '2026-04-30',
      task_assignees: [
        { id: 'a', username: 'A' },
        { id: 'c', username: 'C' },
      ],
      task_attachments: [
        { id: 'f1', name: 'old.pdf', path: '/x', file_type: 'PDF', size: 1 },
        { id: 'f2', name: 'keep.pdf', path: '/y', file_type: 'PDF', size: 1 },
      ],
    });
    const form = updateTaskForm(saved, { ...values, kept_files: ['f2'], files: [] }, company);
    expect(entries(form).filter(([name]) => !['timestamp', 'company_initials', 'company_id'].includes(name!))).toEqual([
      ['start_date', '2026-05-01'],
      ['end_date', ''],
      ['new_assignees', 'b'],
      ['removable_assignees', 'c'],
      ['removable_files', 'f1'],
    ]);
  });
});

describe("a move's reply", () => {
  it('places the tasks as the server says, and keeps what changed on the board meanwhile (a completion on its way)', () => {
    const shown = [task('1', 'done', 2), task('2', 'todo', 1, { is_completed: true }), task('3', 'done', 1)];
    const reply = [task('1', 'done', 1), task('2', 'todo', 1), task('3', 'done', 2), task('4', 'todo', 2)];
    const board = withPlacesFrom(shown, reply);
    expect(board.map((entry) => [entry.id, entry.status.id, entry.priority, entry.is_completed])).toEqual([
      ['1', 'done', 1, false],
      ['2', 'todo', 1, true],
      ['3', 'done', 2, false],
      ['4', 'todo', 2, false],
    ]);
  });
});
