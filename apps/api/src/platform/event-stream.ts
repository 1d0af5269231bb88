import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from './events.js';

/** A comment line every 25 s keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

const open = new Set<() => void>();

/** Ends every open event stream when the app closes, so the server does not wait on them. */
export function registerEventStreams(app: FastifyInstance) {
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
}

/**
 * Answers with a Server-Sent Events stream of the channels: each event as `event: change` with its
 * JSON, until the client goes away. The caller has already checked that the actor may read them.
 */
export function streamEvents(request: FastifyRequest, reply: FastifyReply, events: EventBus, channels: string | readonly string[]) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // The client waits this long before reconnecting after a dropped stream.
  raw.write('retry: 2000\n\n');
  const unsubscribes = [channels]
    .flat()
    .map((channel) => events.subscribe(channel, (event) => raw.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`)));
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const end = () => {
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribes) unsubscribe();
    open.delete(end);
    if (!raw.writableEnded) raw.end();
  };
  open.add(end);
  request.raw.on('close', end);
  raw.on('close', end);
}
