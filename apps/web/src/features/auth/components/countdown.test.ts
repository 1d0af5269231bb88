import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('pads seconds and minutes to two digits', () => {
    expect(formatCountdown(10)).toBe('00:10');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('carries whole minutes', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(125)).toBe('02:05');
    expect(formatCountdown(3599)).toBe('59:59');
  });

  it('rounds a partial second up, so the display never reads zero before the end', () => {
    expect(formatCountdown(8.2)).toBe('00:09');
  });

  it('clamps negative and invalid input to zero', () => {
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });
});
