import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.js';

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every other GET
 * (client-side routes, `/` and the build's directories), each as the build's brotli or gzip copy when the browser accepts one. Unknown
 * /api paths answer 404 JSON.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    // The app's files are public: declared so for the routes the static plugin adds (one a file), and
    // only while it adds them (every route declares its access, or the server does not start).
    let addingFiles = true;
    app.addHook('onRoute', (route) => {
      if (addingFiles) route.config = { ...route.config, access: 'public' };
    });
    await app.register(fastifyStatic, {
      root: webDist,
      // One route for every file, looked up on disk per request (a path that is no file falls through to
      // index.html below): a route a file (and its .map, .br and .gz, some 1,400 routes) cost a third
      // of a second of every start.
      wildcard: true,
      index: false,
      // A directory (`/`, `/assets/`) is no file: it falls through to index.html below, whatever the
      // request's encodings (left to the plugin, it answered 403 to a client that asked for none).
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // The build wrote .br and .gz copies of the text files (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    addingFiles = false;
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const api = pathname === '/api' || pathname.startsWith('/api/');
    if (api || (request.method !== 'GET' && request.method !== 'HEAD')) return reply.status(404).send(notFound('Not found').reply());
    if (!hasWebApp) return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    return reply.status(200).header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
