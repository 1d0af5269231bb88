/** Shared by every tab of the app, so activity in one tab keeps the others signed in too. */
export const EXPIRATION_KEY = 'expirationTimestamp';
export const DEFAULT_IDLE_TIMEOUT_MS = 2_700_000;
export const ACTIVITY_WRITE_INTERVAL_MS = 1_000;

type DeadlineStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readDeadline(storage: DeadlineStorage): number | null {
  const raw = storage.getItem(EXPIRATION_KEY);
  if (raw === null) return null;
  const deadline = Number(raw);
  return Number.isFinite(deadline) ? deadline : null;
}

export function clearDeadline(storage: DeadlineStorage): void {
  storage.removeItem(EXPIRATION_KEY);
}

/** True once a stored idle deadline has passed. Without one there is nothing to enforce: the session is already ending. */
export function isIdleExpired(storage: DeadlineStorage, now: number): boolean {
  const deadline = readDeadline(storage);
  return deadline !== null && now >= deadline;
}

export interface ActivityTracker {
  /**
   * Records activity at `now`: moves the deadline at most once per interval. Unless forced it never brings
   * back a removed deadline, which the ways a session ends (sign out, a 401, idle logout) remove.
   */
  touch(now: number, force?: boolean): void;
}

export function createActivityTracker(
  storage: DeadlineStorage,
  timeoutMs: number,
  writeIntervalMs = ACTIVITY_WRITE_INTERVAL_MS,
): ActivityTracker {
  let lastWrite = Number.NEGATIVE_INFINITY;
  return {
    touch(now, force = false) {
      if (!force && (now - lastWrite < writeIntervalMs || storage.getItem(EXPIRATION_KEY) === null)) return;
      lastWrite = now;
      storage.setItem(EXPIRATION_KEY, String(now + timeoutMs));
    },
  };
}

/** The server's idle timeout when it is a usable number of milliseconds, else the spec's 45 minutes. */
export function idleTimeoutFrom(config: { idle_timeout_ms?: unknown } | undefined): number {
  const value = config?.idle_timeout_ms;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_IDLE_TIMEOUT_MS;
}
