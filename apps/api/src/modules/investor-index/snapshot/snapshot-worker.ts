// The worker thread of snapshot-thread.ts: says it is ready, keeps each batch of investors posted to it
// (acknowledging it), and when given the dataset version posts back the packed snapshot of their index.
import type { Investor } from '@dealscout/domain';
import { parentPort } from 'node:worker_threads';
import { indexOfInvestors } from '../index-of-investors.js';
import { packSnapshot } from './snapshot-file.js';

const investors: Investor[] = [];

async function packed(key: string): Promise<ArrayBuffer> {
  const bytes = packSnapshot(await indexOfInvestors(investors), key);
  const { buffer, byteOffset, byteLength } = bytes;
  // A snapshot's bytes are their own ArrayBuffer (Buffer.concat allocates one that large), moved whole: no copy.
  return byteOffset === 0 && byteLength === buffer.byteLength
    ? (buffer as ArrayBuffer)
    : (buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
}

// A failure is thrown in this thread (an unhandled rejection): the process's thread sees it as the worker's error.
parentPort!.on('message', (message: { investors: Investor[] } | { key: string }) => {
  if ('investors' in message) {
    for (const investor of message.investors) investors.push(investor);
    parentPort!.postMessage(true);
  } else void packed(message.key).then((bytes) => parentPort!.postMessage(bytes, [bytes]));
});
parentPort!.postMessage('ready');
