import type { InjectOptions } from 'fastify';
import type { TestApp } from '../support/test-app.js';

/**
 * A request injected as the proofs read it: status, headers and body. An event stream never ends, so
 * its body is its first chunk, and the stream is closed after it.
 */
export async function injectReading(app: TestApp['app'], request: InjectOptions) {
  const response = await app.inject({ ...request, payloadAsStream: true });
  const stream = response.stream();
  const streaming = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  let body = '';
  for await (const chunk of stream) {
    body += String(chunk);
    if (streaming) break;
  }
  if (streaming) response.raw.res.destroy();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as inject’s own json(): the caller knows the shape
  return { statusCode: response.statusCode, headers: response.headers, body, json: (): any => JSON.parse(body) };
}
