import type { Announcements } from '@dnd-kit/core';

type TitleOf = (id: string) => string;

const place = (overId: string | undefined, titleOf: TitleOf) => {
  if (overId === 'pinned') return 'the pinned notes';
  if (overId === 'unpinned') return 'the other notes';
  return overId ? `note ${titleOf(overId)}` : 'no list';
};

/** Screen reader messages that name notes by title rather than by id. */
export function noteAnnouncements(titleOf: TitleOf): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up note ${titleOf(String(active.id))}.`,
    onDragOver: ({ active, over }) => `Note ${titleOf(String(active.id))} is over ${place(over ? String(over.id) : undefined, titleOf)}.`,
    onDragEnd: ({ active, over }) => `Dropped note ${titleOf(String(active.id))} on ${place(over ? String(over.id) : undefined, titleOf)}.`,
    onDragCancel: ({ active }) => `Moving note ${titleOf(String(active.id))} was cancelled.`,
  };
}
