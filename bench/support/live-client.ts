// A live client as the web app's live-changes hook is one: an algo-status event stream through the load
// balancer that, when its process dies, waits the server's retry delay, connects again (wherever the
// balancer sends it) and reads the status again, which is how it catches up on what it missed.
import type { BoardEvent } from '@dealscout/api/testing';

/** One connection of a client: which process served it, when it opened and ended, the events it got. */
export interface Connection {
  servedBy: string;
  openedAt: number;
  endedAt: number | null;
  events: BoardEvent[];
}

const RETRY_MS = 2_000;

export function liveClient(base: string, token: string, user: { id: string; organizationId: string | null }) {
  const connections: Connection[] = [];
  let catchUpReads = 0;
  let failedConnects = 0;
  let closed = false;
  const controller = new AbortController();
  const headers = { authorization: `Bearer ${token}` };

  const readStream = async (body: ReadableStream<Uint8Array>, connection: Connection) => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: change') && data) connection.events.push(JSON.parse(data.slice(6)) as BoardEvent);
      }
    }
  };

  const run = async () => {
    for (let attempt = 0; !closed; attempt++) {
      try {
        const response = await fetch(`${base}/api/algo-status/stream`, { headers, signal: controller.signal });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        const connection: Connection = {
          servedBy: response.headers.get('x-served-by') ?? '?',
          openedAt: Date.now(),
          endedAt: null,
          events: [],
        };
        connections.push(connection);
        if (attempt > 0) {
          // What the web does on a reconnect: read the state again, since changes may have come meanwhile.
          if ((await fetch(`${base}/api/algo-status`, { headers, signal: controller.signal })).ok) catchUpReads++;
        }
        await readStream(response.body, connection).catch(() => undefined);
        connection.endedAt = Date.now();
      } catch {
        if (closed) return;
        failedConnects++;
      }
      if (!closed) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  };
  const running = run();

  return {
    user,
    connections,
    stats: () => ({ catchUpReads, failedConnects }),
    async close() {
      closed = true;
      controller.abort();
      await running;
    },
  };
}

export type LiveClient = ReturnType<typeof liveClient>;
