import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '@dealscout/domain';
import { followLiveChanges, REOPEN_MS, type LiveSource } from './live-changes';

/** A stand-in for the browser's EventSource: the test fires its events and sets its state. */
class FakeSource implements LiveSource {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  fire(type: 'open' | 'error' | 'change', data?: unknown) {
    const event = type === 'change' ? ({ data: JSON.stringify(data) } as MessageEvent<string>) : new Event(type);
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

describe('followLiveChanges', () => {
  let sources: FakeSource[];
  let changes: (LiveChange | null)[];
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    changes = [];
    stop = followLiveChanges(
      '/api/stream',
      (change) => changes.push(change),
      () => {
        const source = new FakeSource();
        sources.push(source);
        return source;
      },
    );
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const change: LiveChange = { kind: 'florence', actor: 'u1', at: 1 };

  it('hands on each change, and a null (read again) when a dropped stream is back', () => {
    sources[0]!.fire('open');
    sources[0]!.fire('change', change);
    expect(changes).toEqual([change]);
    // Dropped: the browser retries by itself (CONNECTING), then the stream is back.
    sources[0]!.fire('error');
    sources[0]!.fire('open');
    expect(changes).toEqual([change, null]);
    expect(sources).toHaveLength(1);
  });

  it('opens a new stream when the browser gave up on a retry answered with a 502 or 503', () => {
    sources[0]!.fire('open');
    sources[0]!.readyState = 2;
    sources[0]!.fire('error');
    expect(sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(REOPEN_MS - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.fire('open');
    expect(changes).toEqual([null]);
  });

  it('opens nothing more once stopped', () => {
    sources[0]!.readyState = 2;
    sources[0]!.fire('error');
    stop();
    vi.advanceTimersByTime(REOPEN_MS * 2);
    expect(sources).toHaveLength(1);
  });
});
