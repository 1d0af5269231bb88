import type { LiveChange } from '@dealscout/domain';
import { useEffect, useRef } from 'react';

/** The part of an EventSource the follower uses (a fake one in the tests). */
export interface LiveSource {
  addEventListener(type: 'change' | 'open' | 'error', listener: (event: Event) => void): void;
  close(): void;
  readonly readyState: number;
}

/** EventSource.CLOSED: the browser has given up on the stream and will not retry it by itself. */
const CLOSED = 2;
/** How long after the browser gave up a new stream is opened. */
export const REOPEN_MS = 5_000;

/**
 * Follows a Server-Sent Events stream and calls `onChange` for each change, and with null after the
 * stream comes back from a drop: changes published meanwhile were not sent, so the page reads again
 * (the catch-up). A dropped stream is retried by the browser after the server's `retry` delay; but a
 * retry answered with something other than a stream (a load balancer's 502 or 503 while the processes
 * behind it restart) closes it for good, so then a new one is opened after REOPEN_MS. Returns the stop.
 */
export function followLiveChanges(
  url: string,
  onChange: (change: LiveChange | null) => void,
  open: (url: string) => LiveSource = (address) => new EventSource(address),
): () => void {
  let source: LiveSource;
  let dropped = false;
  let stopped = false;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    const current = open(url);
    source = current;
    current.addEventListener('change', (event) => onChange(JSON.parse((event as MessageEvent<string>).data) as LiveChange));
    current.addEventListener('open', () => {
      if (dropped) onChange(null);
      dropped = false;
    });
    current.addEventListener('error', () => {
      dropped = true;
      if (current.readyState !== CLOSED || stopped) return;
      current.close();
      reopen = setTimeout(connect, REOPEN_MS);
    });
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(reopen);
    source.close();
  };
}

/** Listens to a route's Server-Sent Events stream while mounted (followLiveChanges); `url` from `apiUrl(route, input)`, null: none. */
export function useLiveChanges(url: string | null, onChange: (change: LiveChange | null) => void) {
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    return followLiveChanges(url, (change) => handler.current(change));
  }, [url]);
}
