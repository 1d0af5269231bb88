import { describe, expect, it } from 'vitest';
import { RecentMap } from '../src/platform/recent-map.js';

describe('RecentMap', () => {
  it('keeps the most recently read or written entries up to its capacity', () => {
    const recent = new RecentMap<string, number>(2);
    recent.set('a', 1);
    recent.set('b', 2);
    expect(recent.get('a')).toBe(1); // read: now newer than b
    recent.set('c', 3);
    expect(recent.get('b')).toBeUndefined();
    expect([recent.get('a'), recent.get('c')]).toEqual([1, 3]);
    recent.set('a', 10); // written again: newest
    recent.set('d', 4);
    expect([recent.get('c'), recent.get('a'), recent.get('d')]).toEqual([undefined, 10, 4]);
  });
});
