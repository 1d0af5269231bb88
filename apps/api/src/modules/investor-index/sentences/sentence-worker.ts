// The worker thread of sentence-thread.ts: says it is ready and starts loading the encoder at once, then
// answers each { texts } with their vectors, or with the error that kept the encoder from reading them.
import { parentPort } from 'node:worker_threads';
import { embedOnThisThread, loadSentenceModel } from './sentence-model.js';

export type SentenceAnswer = { vectors: Float32Array[] } | { error: string };

parentPort!.on('message', ({ texts }: { texts: string[] }) => {
  embedOnThisThread(texts).then(
    (vectors) =>
      parentPort!.postMessage(
        { vectors },
        vectors.map((vector) => vector.buffer as ArrayBuffer),
      ),
    (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
parentPort!.postMessage('ready');
// A failed load is tried again at the first texts asked.
loadSentenceModel().catch(() => undefined);
