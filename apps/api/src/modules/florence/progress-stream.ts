import type { FastifyReply, FastifyRequest } from 'fastify';
import { algoStatus } from './runs.service.js';

const CHECK_MS = 1_000;
const HEARTBEAT_MS = 15_000;

/**
 * GET /api/algo-status/stream: the caller's algo-status as Server-Sent Events, one `status` event each
 * time it changes (checked every second), comments as heartbeats. The client falls back to polling
 * GET /api/algo-status every 10 s when the stream breaks.
 */
export function streamAlgoStatus(request: FastifyRequest, reply: FastifyReply) {
  // Only an event-stream client (EventSource asks for it) gets the open-ended stream; a plain call gets an answer at once.
  if (!/text\/event-stream/.test(request.headers.accept ?? '')) {
    return reply.code(406).send({ error: 'This address streams events: ask for text/event-stream, or use GET /api/algo-status' });
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Content-Type-Options': 'nosniff',
    'X-Accel-Buffering': 'no',
  });
  let last = '';
  let closed = false;
  let sinceBeat = 0;
  const send = async () => {
    if (closed) return;
    try {
      const body = JSON.stringify(await algoStatus(request.ctx));
      if (closed) return;
      if (body !== last) {
        last = body;
        sinceBeat = 0;
        raw.write(`event: status\ndata: ${body}\n\n`);
      } else if ((sinceBeat += CHECK_MS) >= HEARTBEAT_MS) {
        sinceBeat = 0;
        raw.write(': still here\n\n');
      }
    } catch (error) {
      request.log.error({ err: error instanceof Error ? { type: error.name } : undefined }, 'algo-status stream');
      close();
    }
  };
  const timer = setInterval(() => void send(), CHECK_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    raw.end();
  };
  request.raw.on('close', close);
  void send();
  return reply;
}
