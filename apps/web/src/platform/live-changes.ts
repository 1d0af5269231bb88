import { useEffect, useRef } from 'react';

/** What the server says changed (apps/api platform/events.ts): a kind, whose change it was and when it committed. */
export interface LiveChange {
  kind: 'tasks' | 'columns' | 'placements' | 'florence';
  actor: string;
  at: number;
}

/**
 * Listens to a Server-Sent Events stream under /api while mounted and calls `onChange` for each change;
 * also after the stream reconnects, since changes may have been missed meanwhile. `path` null: none.
 */
export function useLiveChanges(path: string | null, onChange: (change: LiveChange | null) => void) {
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });
  useEffect(() => {
    if (!path || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api${path}`);
    let dropped = false;
    source.addEventListener('change', (event) => handler.current(JSON.parse((event as MessageEvent<string>).data) as LiveChange));
    source.addEventListener('error', () => (dropped = true));
    source.addEventListener('open', () => {
      if (dropped) handler.current(null);
      dropped = false;
    });
    return () => source.close();
  }, [path]);
}
