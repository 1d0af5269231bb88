import { describe, expect, it } from 'vitest';
import { allAtOnce, inTurns } from '../src/platform/in-turns.js';

/** Busy work in steps: `steps` steps of about `ms` each, returning how many ran. */
function* busySteps(steps: number, ms: number): Generator<void, number> {
  let ran = 0;
  for (let step = 0; step < steps; step++) {
    const until = performance.now() + ms;
    while (performance.now() < until);
    ran++;
    yield;
  }
  return ran;
}

describe('work in turns on the main thread', () => {
  it('gives the same result as all at once', async () => {
    expect(await inTurns(busySteps(5, 0))).toBe(5);
    expect(allAtOnce(busySteps(5, 0))).toBe(5);
  });

  it('answers what waits on the event loop while a long build runs, a turn later at most', async () => {
    const waits: number[] = [];
    let asked = performance.now();
    const probe = setInterval(() => {
      waits.push(performance.now() - asked);
      asked = performance.now();
    }, 1);
    const build = inTurns(busySteps(60, 5)); // about 300 ms of work
    await build;
    clearInterval(probe);
    expect(waits.length).toBeGreaterThan(5);
    // A step of 5 ms and a turn of 10 ms: nothing waits out the whole build.
    expect(Math.max(...waits)).toBeLessThan(150);
  });
});
