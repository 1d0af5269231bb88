import { describe, expect, it } from 'vitest';
import { TYPING_STOP_MS, typedLength, typingDurationMs } from './typing';

describe('reasons typing animation', () => {
  it('types one character each 20 ms', () => {
    expect(typedLength(100, 0)).toBe(0);
    expect(typedLength(100, 19)).toBe(0);
    expect(typedLength(100, 20)).toBe(1);
    expect(typedLength(100, 1_000)).toBe(50);
    expect(typedLength(100, 2_000)).toBe(100);
    expect(typedLength(100, 3_000)).toBe(100);
  });

  it('shows the whole text once 5 s have passed, however long it is', () => {
    expect(typedLength(1_000, TYPING_STOP_MS - 20)).toBe(249);
    expect(typedLength(1_000, TYPING_STOP_MS)).toBe(1_000);
    expect(typingDurationMs(10)).toBe(200);
    expect(typingDurationMs(1_000)).toBe(TYPING_STOP_MS);
  });

  it('never goes below nothing typed', () => {
    expect(typedLength(10, -50)).toBe(0);
    expect(typedLength(0, 100)).toBe(0);
  });
});
