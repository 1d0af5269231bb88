import type { Note } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { applyLists, groupByAge, listOf, moveNote, sameLists, sortEntries, splitLists } from './note-order';

const note = (id: string, pinned: boolean, order: number, created_at = '2025-03-10T09:00:00'): Note => ({
  id,
  company_id: 'c1',
  note_title: `Title ${id}`,
  notes: `<p>Title ${id}</p>`,
  pinned,
  order,
  created_by: { id: 'u1', username: 'ann' },
  created_at,
  updated_at: created_at,
});

const notes = [note('a', false, 3), note('b', true, 1), note('c', false, 0), note('d', true, 0)];

describe('splitLists', () => {
  it('puts pinned and other notes in two lists, each by order', () => {
    expect(splitLists(notes)).toEqual({ pinned: ['d', 'b'], unpinned: ['c', 'a'] });
  });
});

describe('moveNote', () => {
  const lists = { pinned: ['d', 'b'], unpinned: ['c', 'a', 'e'] };

  it('reorders within a list like arrayMove', () => {
    expect(moveNote(lists, 'c', 'e').unpinned).toEqual(['a', 'e', 'c']);
    expect(moveNote(lists, 'e', 'c').unpinned).toEqual(['e', 'c', 'a']);
  });

  it('moves across lists to the place of the note it is over', () => {
    expect(moveNote(lists, 'a', 'b')).toEqual({ pinned: ['d', 'a', 'b'], unpinned: ['c', 'e'] });
  });

  it('moves to the end of a list dropped on the list itself', () => {
    expect(moveNote(lists, 'd', 'unpinned')).toEqual({ pinned: ['b'], unpinned: ['c', 'a', 'e', 'd'] });
    expect(moveNote({ pinned: [], unpinned: ['a'] }, 'a', 'pinned')).toEqual({ pinned: ['a'], unpinned: [] });
  });

  it('ignores unknown ids and drops on itself', () => {
    expect(moveNote(lists, 'zz', 'a')).toBe(lists);
    expect(moveNote(lists, 'a', 'a')).toBe(lists);
    expect(listOf(lists, 'zz')).toBeNull();
  });

  it('tells equal lists apart from changed ones', () => {
    expect(sameLists(lists, { pinned: ['d', 'b'], unpinned: ['c', 'a', 'e'] })).toBe(true);
    expect(sameLists(lists, moveNote(lists, 'c', 'e'))).toBe(false);
  });
});

describe('applyLists and sortEntries', () => {
  it('numbers the order across both lists and sets pinned by list', () => {
    const next = applyLists(notes, { pinned: ['a', 'd'], unpinned: ['c', 'b'] });
    expect(sortEntries(next)).toEqual([
      { id: 'a', name: 'Title a', pinned: true, order: 0 },
      { id: 'd', name: 'Title d', pinned: true, order: 1 },
      { id: 'c', name: 'Title c', pinned: false, order: 2 },
      { id: 'b', name: 'Title b', pinned: false, order: 3 },
    ]);
  });
});

describe('groupByAge', () => {
  it('groups runs of notes under their age label, keeping the order', () => {
    const now = new Date('2025-03-10T12:00:00');
    const groups = groupByAge(
      [
        note('a', false, 0, '2025-03-10T11:59:30'),
        note('b', false, 1, '2025-03-09T10:00:00'),
        note('c', false, 2, '2025-03-09T08:00:00'),
        note('d', false, 3, '2025-03-10T11:59:50'),
      ],
      now,
    );
    expect(groups.map((group) => [group.label, group.notes.map((n) => n.id)])).toEqual([
      ['Just now', ['a']],
      ['Yesterday', ['b', 'c']],
      ['Just now', ['d']],
    ]);
  });

  it("starts a day at the reader's midnight, for timestamps the server sends in UTC", () => {
    // Local times; npm test also runs this file in Los Angeles and Kolkata, where UTC midnight falls elsewhere.
    const now = new Date(2026, 10, 21, 0, 45);
    const sentAt = (hour: number, minute: number, day = 21) => new Date(2026, 10, day, hour, minute).toISOString();
    const groups = groupByAge([note('a', false, 0, sentAt(0, 15)), note('b', false, 1, sentAt(23, 30, 20))], now);
    expect(groups.map((group) => [group.label, group.notes.map((n) => n.id)])).toEqual([
      ['30 minutes ago', ['a']],
      ['Yesterday', ['b']],
    ]);
  });
});
