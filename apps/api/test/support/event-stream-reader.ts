import type { BoardEvent } from '../../src/platform/events.js';

/** A Server-Sent Events stream read over a real socket: its events as they come, and a way to wait for one. */
export async function openEventStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: (BoardEvent & { receivedAt: number })[] = [];
  const waiters: (() => void)[] = [];
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (block.includes('event: change') && data)
              events.push({ ...(JSON.parse(data.slice(6)) as BoardEvent), receivedAt: Date.now() });
          }
          waiters.splice(0).forEach((wake) => wake());
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    /** Resolves once `count` events have come, or rejects after `ms`. */
    async waitFor(count: number, ms = 2_000) {
      const deadline = Date.now() + ms;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} events, got ${events.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return events;
    },
    close: () => controller.abort(),
  };
}
