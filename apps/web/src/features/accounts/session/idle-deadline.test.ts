import { describe, expect, it } from 'vitest';
import {
  clearDeadline,
  createActivityTracker,
  DEFAULT_IDLE_TIMEOUT_MS,
  EXPIRATION_KEY,
  idleTimeoutFrom,
  isIdleExpired,
  readDeadline,
} from './idle-deadline';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  let writes = 0;
  return {
    get writes() {
      return writes;
    },
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes += 1;
      values.set(key, value);
    },
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('activity tracker', () => {
  it('stores now + timeout under expirationTimestamp', () => {
    const storage = memoryStorage();
    createActivityTracker(storage, 60_000).touch(1_000, true);
    expect(storage.getItem(EXPIRATION_KEY)).toBe('61000');
    expect(readDeadline(storage)).toBe(61_000);
  });

  it('writes at most once a second while activity continues', () => {
    const storage = memoryStorage();
    const tracker = createActivityTracker(storage, 60_000);
    tracker.touch(0, true);
    for (let now = 0; now < 2_500; now += 50) tracker.touch(now);
    expect(storage.writes).toBe(3);
    expect(readDeadline(storage)).toBe(62_000);
  });

  it('does not bring back a deadline removed by the end of the session', () => {
    const storage = memoryStorage();
    const tracker = createActivityTracker(storage, 60_000);
    tracker.touch(0, true);
    clearDeadline(storage);
    tracker.touch(5_000);
    expect(readDeadline(storage)).toBeNull();
  });

  it('writes at once when forced', () => {
    const storage = memoryStorage();
    const tracker = createActivityTracker(storage, 60_000);
    tracker.touch(0);
    tracker.touch(10, true);
    expect(readDeadline(storage)).toBe(60_010);
  });
});

describe('isIdleExpired', () => {
  it('is false before the deadline and true from it on', () => {
    const storage = memoryStorage({ [EXPIRATION_KEY]: '5000' });
    expect(isIdleExpired(storage, 4_999)).toBe(false);
    expect(isIdleExpired(storage, 5_000)).toBe(true);
  });

  it('has nothing to enforce without a readable deadline', () => {
    const storage = memoryStorage({ [EXPIRATION_KEY]: 'soon' });
    expect(isIdleExpired(storage, 10_000)).toBe(false);
    clearDeadline(storage);
    expect(isIdleExpired(storage, 10_000)).toBe(false);
  });

  it('sees a deadline extended by another tab', () => {
    const storage = memoryStorage();
    createActivityTracker(storage, 1_000).touch(0, true);
    createActivityTracker(storage, 1_000).touch(900);
    expect(isIdleExpired(storage, 1_500)).toBe(false);
  });
});

describe('idleTimeoutFrom', () => {
  it('uses the configured timeout, else 45 minutes', () => {
    expect(idleTimeoutFrom({ idle_timeout_ms: 60_000 })).toBe(60_000);
    expect(idleTimeoutFrom(undefined)).toBe(DEFAULT_IDLE_TIMEOUT_MS);
    expect(idleTimeoutFrom({ idle_timeout_ms: 0 })).toBe(2_700_000);
    expect(idleTimeoutFrom({ idle_timeout_ms: '60000' })).toBe(DEFAULT_IDLE_TIMEOUT_MS);
  });
});
