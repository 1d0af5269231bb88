import { noteAgeLabel, type Note } from '@dealscout/domain';

export type ListId = 'pinned' | 'unpinned';
export const LIST_IDS: readonly ListId[] = ['pinned', 'unpinned'];

/** The ids of the saved notes in each list, in display order. */
export interface NoteLists {
  pinned: string[];
  unpinned: string[];
}

export interface SortEntry {
  id: string;
  name: string;
  pinned: boolean;
  order: number;
}

const byOrder = (a: Note, b: Note) => a.order - b.order;

export function splitLists(notes: readonly Note[]): NoteLists {
  return {
    pinned: notes
      .filter((note) => note.pinned)
      .sort(byOrder)
      .map((note) => note.id),
    unpinned: notes
      .filter((note) => !note.pinned)
      .sort(byOrder)
      .map((note) => note.id),
  };
}

/** The list a drop target belongs to: a list id itself, or the list holding a note id. */
export function listOf(lists: NoteLists, id: string): ListId | null {
  if ((LIST_IDS as readonly string[]).includes(id)) return id as ListId;
  return LIST_IDS.find((list) => lists[list].includes(id)) ?? null;
}

/**
 * Moves `activeId` to where `overId` is: before or after that note in the same list (like arrayMove),
 * into another list at that note's place, or to the end of a list when dropped on the list itself.
 */
export function moveNote(lists: NoteLists, activeId: string, overId: string): NoteLists {
  const from = listOf(lists, activeId);
  const to = listOf(lists, overId);
  if (!from || !to || activeId === overId) return lists;
  const source = lists[from].filter((id) => id !== activeId);
  const target = from === to ? source : [...lists[to]];
  const overIndex = lists[to].indexOf(overId);
  const index = overIndex < 0 ? target.length : overIndex;
  target.splice(index, 0, activeId);
  return from === to ? { ...lists, [to]: target } : { ...lists, [from]: source, [to]: target };
}

export const sameLists = (a: NoteLists, b: NoteLists) =>
  LIST_IDS.every((list) => a[list].length === b[list].length && a[list].every((id, index) => b[list][index] === id));

/** The notes with `pinned` and `order` taken from the lists (pinned first, order counted across both). */
export function applyLists(notes: readonly Note[], lists: NoteLists): Note[] {
  const byId = new Map(notes.map((note) => [note.id, note]));
  const ordered = [...lists.pinned, ...lists.unpinned];
  return ordered.flatMap((id, order) => {
    const note = byId.get(id);
    return note ? [{ ...note, pinned: order < lists.pinned.length, order }] : [];
  });
}

/** The body of PUT /company-notes/{companyId}/sort for notes already ordered by applyLists. */
export const sortEntries = (notes: readonly Note[]): SortEntry[] =>
  notes.map(({ id, note_title, pinned, order }) => ({ id, name: note_title, pinned, order }));

export interface AgeGroup<T> {
  label: string;
  notes: T[];
}

/** Runs of notes that share an age label; the notes keep their order, so a label can come back later on. */
export function groupByAge<T extends { created_at: string }>(notes: readonly T[], now: Date): AgeGroup<T>[] {
  const groups: AgeGroup<T>[] = [];
  for (const note of notes) {
    const label = noteAgeLabel(new Date(note.created_at), now);
    const last = groups.at(-1);
    if (last?.label === label) last.notes.push(note);
    else groups.push({ label, notes: [note] });
  }
  return groups;
}
