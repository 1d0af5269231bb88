// The worker thread of statistics-thread.ts: says it is ready, then answers each message once done with
// it: a batch counted, the counts, a batch's meanings summed, and at last the mean meaning.
import { parentPort } from 'node:worker_threads';
import type { CountedFields } from '../dataset-statistics.js';
import { twoPassCounter } from './two-pass-counter.js';

const counter = twoPassCounter();
parentPort!.on('message', (message: { batch?: CountedFields[]; counted?: true; meanings?: CountedFields[]; done?: true }) => {
  const answer = async () => {
    if (message.batch) {
      counter.add(message.batch);
      return true;
    }
    if (message.counted) return counter.counted();
    if (message.meanings) {
      await counter.addMeanings(message.meanings);
      return true;
    }
    return counter.centre();
  };
  void answer().then((value) => parentPort!.postMessage(value));
});
parentPort!.postMessage('ready');
