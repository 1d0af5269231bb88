import { describe, expect, it } from 'vitest';
import { noteAgeLabel, titleFromHtml } from '../src/index.js';

const at = (iso: string) => new Date(iso);

describe('noteAgeLabel', () => {
  const now = at('2026-11-21T15:30:00Z');
  it.each([
    ['2026-11-21T15:29:30Z', 'Just now'],
    ['2026-11-21T15:29:00Z', '1 minute ago'],
    ['2026-11-21T15:05:00Z', '25 minutes ago'],
    ['2026-11-21T14:10:00Z', '1 hour ago'],
    ['2026-11-21T09:00:00Z', 'Today'],
    ['2026-11-20T09:00:00Z', 'Yesterday'],
    ['2026-11-15T09:00:00Z', 'Past 7 Days'],
    ['2026-11-14T09:00:00Z', 'Past 7 Days'],
    ['2026-11-10T09:00:00Z', 'November'],
    ['2026-03-02T09:00:00Z', 'March'],
    ['2025-12-31T09:00:00Z', '2025'],
  ])('in UTC, a note from %s reads %s', (created, label) => {
    expect(noteAgeLabel(at(created), now, 'UTC')).toBe(label);
  });

  it('counts calendar days in the reader’s time zone', () => {
    // Written at 23:00 on the 20th and read at 01:30 on the 21st in Tokyo; both on the 20th in New York.
    const created = at('2026-11-20T14:00:00Z');
    const now = at('2026-11-20T16:30:00Z');
    expect(noteAgeLabel(created, now, 'Asia/Tokyo')).toBe('Yesterday');
    expect(noteAgeLabel(created, now, 'America/New_York')).toBe('Today');
    expect(noteAgeLabel(at('2026-11-20T13:00:00Z'), at('2026-11-20T16:00:00Z'), 'America/New_York')).toBe('Today');
    expect(noteAgeLabel(at('2026-11-20T04:00:00Z'), at('2026-11-20T16:00:00Z'), 'America/New_York')).toBe('Yesterday');
    expect(noteAgeLabel(at('2026-11-20T04:00:00Z'), at('2026-11-20T16:00:00Z'), 'Asia/Tokyo')).toBe('Yesterday');
    expect(noteAgeLabel(at('2025-12-31T20:00:00Z'), at('2026-02-15T12:00:00Z'), 'Asia/Tokyo')).toBe('January');
    expect(noteAgeLabel(at('2025-12-31T20:00:00Z'), at('2026-02-15T12:00:00Z'), 'America/New_York')).toBe('2025');
  });
});

// Without a zone the labels count the reader's local days. These dates are local times: npm test also runs this
// file in Los Angeles and Kolkata, where a label counted from UTC midnight reads otherwise in each case.
describe('noteAgeLabel in the local time zone', () => {
  const local = (month: number, day: number, hour: number, minute = 0, year = 2026) => new Date(year, month - 1, day, hour, minute);

  it('reads a note from 23:00 as Yesterday at 01:00', () => {
    expect(noteAgeLabel(local(11, 20, 23), local(11, 21, 1))).toBe('Yesterday');
  });

  it('reads a note from 00:10 as Today at 23:50', () => {
    expect(noteAgeLabel(local(11, 21, 0, 10), local(11, 21, 23, 50))).toBe('Today');
  });

  it('names the local month and year', () => {
    expect(noteAgeLabel(local(1, 1, 0, 30), local(2, 15, 12))).toBe('January');
    expect(noteAgeLabel(local(12, 31, 23, 30, 2025), local(2, 15, 12))).toBe('2025');
  });
});

describe('titleFromHtml', () => {
  it('takes the text of the first non-empty line', () => {
    expect(titleFromHtml('<p><strong>Call</strong> with the CFO</p><p>second</p>')).toBe('Call with the CFO');
    expect(titleFromHtml('<p></p><h2>Agenda &amp; notes</h2>')).toBe('Agenda & notes');
    expect(titleFromHtml('Plain first line\nsecond')).toBe('Plain first line');
    expect(titleFromHtml('<p>  </p>')).toBe('');
    expect(titleFromHtml(`<p>${'x'.repeat(300)}</p>`)).toHaveLength(255);
  });
});
