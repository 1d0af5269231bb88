import { describe, expect, it } from 'vitest';
import { bucketLabel, formatDuration } from './format';

describe('analytics formats', () => {
  it('names buckets in the spec formats, by the unit of the filter', () => {
    expect(bucketLabel('2025-03-09T14:00', 'day', 'axis')).toBe('02:00 pm');
    expect(bucketLabel('2025-03-09T14:00', 'day', 'tooltip')).toBe('09 Mar 2025 02:00 pm');
    expect(bucketLabel('2025-03-09', 'week', 'axis')).toBe('09 Mar');
    expect(bucketLabel('2025-03-09', 'three-month', 'tooltip')).toBe('09 Mar 2025');
    expect(bucketLabel('2025-03-03', 'six-month', 'tooltip')).toBe('Week of 03 Mar 2025');
    expect(bucketLabel('2025-03-01', 'year', 'axis')).toBe('Mar 2025');
  });

  it('reads seconds as hours, minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(750)).toBe('12m 30s');
    expect(formatDuration(7500)).toBe('2h 05m');
    expect(formatDuration(3_600_000)).toBe('1,000h 00m');
  });
});
