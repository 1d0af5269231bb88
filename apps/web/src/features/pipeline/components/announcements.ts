import type { Announcements } from '@dnd-kit/core';
import type { PipelineStatus } from '@dealscout/domain';

type Cell = { row: number; status: PipelineStatus } | undefined;

/** Screen reader messages that name the company and the column, not ids. */
export function pipelineAnnouncements(nameOf: (id: string) => string, columnName: (status: PipelineStatus) => string): Announcements {
  const where = (cell: Cell) => (cell ? `row ${cell.row + 1}, column ${columnName(cell.status)}` : 'no cell');
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}.`,
    onDragOver: ({ active, over }) => `${nameOf(String(active.id))} is over ${where(over?.data.current as Cell)}.`,
    onDragEnd: ({ active, over }) => `Dropped ${nameOf(String(active.id))} on ${where(over?.data.current as Cell)}.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled.`,
  };
}
