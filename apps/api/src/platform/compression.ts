import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON and text answers of 1 KB or more go out compressed when the client accepts it (a page of
 * buyers with their evidence is about 1 MB as JSON, a tenth of that gzipped). Left alone: the live
 * streams (compression would hold their events back), files (documents and invoices are compressed
 * formats already) and the web app's files (the build compressed them once, see web-app.ts).
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)/;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], customTypes: COMPRESSIBLE });
}
