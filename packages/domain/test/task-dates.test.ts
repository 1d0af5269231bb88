import { describe, expect, it } from 'vitest';
import { formatTaskDate, isOverdue, isTaskDate, localDay } from '../src/index.js';

// npm test runs this file in Los Angeles and Kolkata too: a day read through UTC midnight shifts there.
describe('task dates', () => {
  it('formats a day as DD MMM YYYY, the same day in every time zone', () => {
    expect(formatTaskDate('2026-03-05')).toBe('05 Mar 2026');
    expect(formatTaskDate('2026-12-31')).toBe('31 Dec 2026');
    expect(formatTaskDate(null)).toBe('-');
  });

  it('knows calendar days', () => {
    expect(isTaskDate('2028-02-29')).toBe(true);
    expect(isTaskDate('2026-02-29')).toBe(false);
    expect(isTaskDate('2026-13-01')).toBe(false);
    expect(isTaskDate('2026-1-01')).toBe(false);
  });

  it('counts today in the local time zone', () => {
    expect(localDay(new Date(2026, 10, 20, 23, 30))).toBe('2026-11-20');
    expect(localDay(new Date(2026, 10, 21, 0, 10))).toBe('2026-11-21');
  });

  it('is overdue from the day after its end day, until completed', () => {
    const lateEvening = new Date(2026, 10, 20, 23, 50);
    const justAfterMidnight = new Date(2026, 10, 21, 0, 5);
    const task = { end_date: '2026-11-20', is_completed: false };
    expect(isOverdue(task, lateEvening)).toBe(false);
    expect(isOverdue(task, justAfterMidnight)).toBe(true);
    expect(isOverdue({ ...task, is_completed: true }, justAfterMidnight)).toBe(false);
    expect(isOverdue({ ...task, end_date: null }, justAfterMidnight)).toBe(false);
  });
});
