import type { Task } from '@dealscout/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test-support/render';
import { CompleteToggle } from './CompleteToggle';

const task: Task = {
  id: 't1',
  company_id: 'c1',
  title: 'Sign the NDA',
  description: '',
  tag: 'ND-1',
  status: { id: 'todo', name: 'To Do' },
  priority: 1,
  start_date: null,
  end_date: null,
  is_completed: false,
  task_assignees: [],
  task_attachments: [],
  created_by: { id: 'u1', username: 'Olive Stone' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('completing a task', () => {
  it('shows the click in the same render, then what the server said: here a failure rolls it back', async () => {
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => answers.push(resolve)));
    renderInApp(
      <App>
        <CompleteToggle task={task} />
      </App>,
    );
    const box = screen.getByRole('checkbox', { name: 'ND-1 complete' });
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(answers).toHaveLength(1));
    expect((box as HTMLInputElement).checked).toBe(true);
    answers[0]!(new Response(JSON.stringify({ error: 'Task not found' }), { status: 404, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
  });
});
