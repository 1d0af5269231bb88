import type { Announcements } from '@dnd-kit/core';

/** Screen reader messages that name tasks by tag and title, and columns by name. */
export function taskAnnouncements(nameOf: (id: string) => string): Announcements {
  const over = (id: string | undefined) => (id ? nameOf(id) : 'nothing');
  return {
    onDragStart: ({ active }) => `Picked up task ${nameOf(String(active.id))}.`,
    onDragOver: ({ active, over: target }) => `Task ${nameOf(String(active.id))} is over ${over(target ? String(target.id) : undefined)}.`,
    onDragEnd: ({ active, over: target }) =>
      `Dropped task ${nameOf(String(active.id))} on ${over(target ? String(target.id) : undefined)}.`,
    onDragCancel: ({ active }) => `Moving task ${nameOf(String(active.id))} was cancelled.`,
  };
}
