// The worker thread of statistics-thread.ts: says it is ready, counts each batch posted to it and
// acknowledges it, and posts the statistics back when told the rows are done.
import { parentPort } from 'node:worker_threads';
import { statisticsCounter, type CountedFields } from '../engine/dataset-statistics.js';

const counter = statisticsCounter();
parentPort!.on('message', (message: { batch?: CountedFields[]; done?: true }) => {
  if (message.batch) {
    for (const investor of message.batch) counter.add(investor);
    parentPort!.postMessage(true);
  } else parentPort!.postMessage(counter.result());
});
parentPort!.postMessage('ready');
