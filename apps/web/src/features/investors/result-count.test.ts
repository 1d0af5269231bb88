import { describe, expect, it } from 'vitest';
import { resultCount } from './result-count';

describe('result count', () => {
  it('shows an exact total as it is, and a capped one as 1,000+', () => {
    expect(resultCount(3140, false)).toBe('3,140 results');
    expect(resultCount(7, undefined)).toBe('7 results');
    expect(resultCount(1000, true)).toBe('1,000+ results');
  });
});
